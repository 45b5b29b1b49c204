import { getTaxYear, type TaxYearId } from "@uktax/engine";
import { SITE_TAX_YEAR } from "../../lib/site-tax-year";
import type {
  IncomeTaxBandRow,
  StudentLoanRow,
  TaxRegime,
} from "./content-rates-types";
import { DataTable } from "./data-table";
import { bandRange, money, moneyPence, rate } from "./figures";
import { incomeTaxRows, studentLoanRows } from "./rates";

/**
 * Tables here sit under a heading that names them: `hideCaption` keeps the caption for screen
 * readers only. `year` is the tax year shown (default: the year the site opens on, the year in force).
 */
export interface RateTableProps {
  readonly hideCaption?: boolean;
  readonly year?: TaxYearId;
}

function IncomeTaxTable({
  caption,
  regime,
  hideCaption,
  year = SITE_TAX_YEAR,
}: { caption: string; regime: TaxRegime } & RateTableProps) {
  const { incomeTax } = getTaxYear(year);
  const allowanceRow: IncomeTaxBandRow = {
    name: "Personal allowance",
    rate: 0,
    from: 0,
    to: incomeTax.personalAllowance,
  };
  return (
    <DataTable
      caption={caption}
      hideCaption={hideCaption}
      rows={[allowanceRow, ...incomeTaxRows(regime, year)]}
      rowKey={(row) => row.name}
      columns={[
        { header: "Band", cell: (row) => row.name, rowHeader: true },
        {
          header: "Income",
          cell: (row) =>
            row.from === 0
              ? `Up to ${money(row.to ?? 0)}`
              : bandRange(row.from, row.to),
        },
        { header: "Tax rate", cell: (row) => rate(row.rate), numeric: true },
      ]}
    />
  );
}

/** Income tax bands for England, Wales and Northern Ireland. */
export function RestOfUkIncomeTaxTable({
  hideCaption,
  year = SITE_TAX_YEAR,
}: RateTableProps) {
  return (
    <IncomeTaxTable
      caption={`Income tax ${getTaxYear(year).label}: England, Wales and Northern Ireland`}
      regime="rUK"
      hideCaption={hideCaption}
      year={year}
    />
  );
}

/** The six Scottish income tax bands. */
export function ScottishIncomeTaxTable({
  hideCaption,
  year = SITE_TAX_YEAR,
}: RateTableProps) {
  return (
    <IncomeTaxTable
      caption={`Scottish income tax ${getTaxYear(year).label}`}
      regime="scotland"
      hideCaption={hideCaption}
      year={year}
    />
  );
}

interface NiRow {
  readonly who: string;
  readonly band: string;
  readonly rate: number;
}

/** Class 1 employee and employer rates. */
export function Class1NationalInsuranceTable({
  hideCaption,
  year = SITE_TAX_YEAR,
}: RateTableProps) {
  const { nationalInsurance: ni, label: yearLabel } = getTaxYear(year);
  const rows: NiRow[] = [
    { who: "Employee", band: `Up to ${money(ni.primaryThreshold)}`, rate: 0 },
    {
      who: "Employee",
      band: bandRange(ni.primaryThreshold + 1, ni.upperEarningsLimit),
      rate: ni.employeeMainRate,
    },
    {
      who: "Employee",
      band: bandRange(ni.upperEarningsLimit + 1, null),
      rate: ni.employeeUpperRate,
    },
    { who: "Employer", band: `Up to ${money(ni.secondaryThreshold)}`, rate: 0 },
    {
      who: "Employer",
      band: bandRange(ni.secondaryThreshold + 1, null),
      rate: ni.employerRate,
    },
  ];
  return (
    <DataTable
      hideCaption={hideCaption}
      caption={`Class 1 National Insurance ${yearLabel} (annual earnings)`}
      rows={rows}
      rowKey={(row) => `${row.who}-${row.band}`}
      columns={[
        { header: "Paid by", cell: (row) => row.who, rowHeader: true },
        { header: "Annual earnings", cell: (row) => row.band },
        { header: "Rate", cell: (row) => rate(row.rate), numeric: true },
      ]}
    />
  );
}

/** Self-employed Class 2 and Class 4. */
export function SelfEmployedNationalInsuranceTable({
  hideCaption,
  year = SITE_TAX_YEAR,
}: RateTableProps) {
  const { nationalInsurance: ni, label: yearLabel } = getTaxYear(year);
  const se = ni.selfEmployed;
  const rows = [
    {
      what: "Class 2",
      band: `${money(se.class2SmallProfitsThreshold)} or more`,
      charge:
        "Nothing to pay: you get a National Insurance credit automatically",
    },
    {
      what: "Class 2 (voluntary)",
      band: `Under ${money(se.class2SmallProfitsThreshold)}`,
      charge: `${money(se.class2VoluntaryWeeklyAmount)} a week if you choose to pay, to protect your State Pension record`,
    },
    {
      what: "Class 4",
      band: `Up to ${money(se.class4LowerProfitsLimit)}`,
      charge: rate(0),
    },
    {
      what: "Class 4",
      band: bandRange(
        se.class4LowerProfitsLimit + 1,
        se.class4UpperProfitsLimit,
      ),
      charge: rate(se.class4MainRate),
    },
    {
      what: "Class 4",
      band: bandRange(se.class4UpperProfitsLimit + 1, null),
      charge: rate(se.class4UpperRate),
    },
  ];
  return (
    <DataTable
      hideCaption={hideCaption}
      caption={`Self-employed National Insurance ${yearLabel} (annual profits)`}
      rows={rows}
      rowKey={(row) => `${row.what}-${row.band}`}
      columns={[
        { header: "Class", cell: (row) => row.what, rowHeader: true },
        { header: "Annual profits", cell: (row) => row.band },
        { header: "What you pay", cell: (row) => row.charge },
      ]}
    />
  );
}

/** Student and postgraduate loan thresholds. */
export function StudentLoanTable({
  hideCaption,
  year = SITE_TAX_YEAR,
}: RateTableProps) {
  return (
    <DataTable<StudentLoanRow>
      hideCaption={hideCaption}
      caption={`Student loan repayment thresholds ${getTaxYear(year).label}`}
      rows={studentLoanRows(year)}
      rowKey={(row) => row.plan}
      columns={[
        { header: "Plan", cell: (row) => row.label, rowHeader: true },
        {
          header: "Annual threshold",
          cell: (row) => money(row.annualThreshold),
          numeric: true,
        },
        {
          header: "Monthly threshold",
          cell: (row) => moneyPence(row.monthlyThreshold),
          numeric: true,
        },
        {
          header: "Repayment",
          cell: (row) => `${rate(row.rate)} of income over the threshold`,
        },
      ]}
    />
  );
}
