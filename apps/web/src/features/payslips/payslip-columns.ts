import type {
  Payslip,
  PayslipsResult,
  PayslipTotals,
} from "@uktax/engine/payroll";
import { periodName } from "./payslip-words";

/**
 * The payslip table's columns, once: the table on screen and its CSV export read them. Net pay
 * is gross − income tax − employee NI − student loans − pension; the employer's NI is not
 * deducted from pay, and the two to-date columns are running figures with no total.
 */
export interface PayslipColumn {
  readonly key: keyof Payslip;
  readonly label: string;
  /** The totals row's figure (none for the running to-date figures). */
  readonly total: keyof PayslipTotals | null;
}

export const PAYSLIP_COLUMNS: readonly PayslipColumn[] = [
  { key: "gross", label: "Gross pay", total: "gross" },
  { key: "taxablePay", label: "Taxable pay", total: "taxablePay" },
  { key: "tax", label: "Income tax", total: "tax" },
  { key: "employeeNI", label: "National Insurance", total: "employeeNI" },
  { key: "studentLoan", label: "Student loans", total: "studentLoan" },
  { key: "pension", label: "Pension", total: "pension" },
  { key: "net", label: "Take-home pay", total: "net" },
  { key: "employerNI", label: "Employer's NI", total: "employerNI" },
  { key: "taxablePayToDate", label: "Taxable pay to date", total: null },
  { key: "taxPaidToDate", label: "Tax paid to date", total: null },
];

/** A CSV field: quoted when it holds a comma, a quote or a line break. */
function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The table as CSV: a header, one line per payslip, then the totals; pounds with their pence. */
export function payslipsCsv(result: PayslipsResult): string {
  const lines = [
    ["Period", ...PAYSLIP_COLUMNS.map((column) => column.label)],
    ...result.payslips.map((slip) => [
      periodName(result.payFrequency, slip.period),
      ...PAYSLIP_COLUMNS.map((column) => slip[column.key].toFixed(2)),
    ]),
    [
      "Total",
      ...PAYSLIP_COLUMNS.map((column) =>
        column.total === null ? "" : result.totals[column.total].toFixed(2),
      ),
    ],
  ];
  return `${lines.map((line) => line.map(csvField).join(",")).join("\r\n")}\r\n`;
}

/** Saves the CSV as a file (`payslips-2025-26-monthly.csv`). */
export function downloadPayslipsCsv(result: PayslipsResult): void {
  const blob = new Blob([payslipsCsv(result)], {
    type: "text/csv;charset=utf-8",
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `payslips-${result.taxYear}-${result.payFrequency}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
