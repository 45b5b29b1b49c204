import type { ContractorResult } from "@uktax/engine";
import {
  ResultSection,
  ResultsPanel,
  moneyRow,
} from "../../components/form/result-items";
import { lineRows } from "../../components/form/result-lines";
import type { LastResult } from "../../components/form/form-model";
import {
  formatCurrency,
  formatCurrencyPence,
  formatPercent,
} from "../../lib/format";
import {
  CONTRACTOR_CONSIDERATIONS,
  EMPLOYEE_CONSIDERATIONS,
} from "./considerations";
import type { ParsedContractorInput } from "./contractor-store";
import { ROUTE_NAMES } from "../../lib/ir35-routes";
import { YearChangesMount } from "../../components/year-changes/year-changes-mount";

const EMPLOYEE_LINES = [
  ["Total gross", "totalGross", "start"],
  ["Income tax", "incomeTax", "subtract"],
  ["National Insurance", "nationalInsurance", "subtract"],
  ["Pension", "pension", "subtract"],
  ["Student loan", "studentLoan", "subtract"],
  ["Net income", "netIncome", "total"],
] as const;

/** The company: what is left after expenses, the director's salary and its employer NI. */
const COMPANY_LINES = [
  ["Gross income", "grossIncome", "start"],
  ["Expenses", "expenses", "subtract"],
  ["Director's salary", "directorSalary", "subtract"],
  ["Employer National Insurance", "employerNationalInsurance", "subtract"],
  ["Profit before tax", "profitBeforeTax", "total"],
] as const;

const CORPORATION_TAX_LINES = [
  ["Profit before tax", "profitBeforeTax", "start"],
  ["Corporation tax", "corporationTax", "subtract"],
  ["of which marginal relief saved", "marginalRelief", "memo"],
  ["Paid to you as dividends", "dividends", "total"],
] as const;

/** The director: salary and dividends, less their taxes; the allowance is a note. */
const CONTRACTOR_LINES = [
  ["Director's salary", "directorSalary", "start"],
  ["National Insurance", "employeeNationalInsurance", "subtract"],
  ["Income tax", "incomeTax", "subtract"],
  ["Dividends", "dividends", "add"],
  ["Dividend tax", "dividendTax", "subtract"],
  [
    "Personal allowance (tax-free income, not a deduction)",
    "personalAllowance",
    "memo",
  ],
  ["Net income", "netIncome", "total"],
] as const;

/**
 * Inside IR35 through an umbrella: the assignment rate pays the umbrella's margin and every
 * employer's cost before the salary (pennies rounding leaves over shown only when there are any).
 */
const UMBRELLA_LINES = [
  ["Gross income", "grossIncome", "start"],
  ["Umbrella margin", "umbrellaMargin", "subtract"],
  ["Employer NI", "employerNationalInsurance", "subtract"],
  ["Apprenticeship levy", "apprenticeshipLevy", "subtract"],
  ["Employer pension", "employerPension", "subtract"],
  ["Rounding left over", "unallocated", "subtract"],
  ["Your salary", "grossSalary", "total"],
] as const;

/** The umbrella's employee: the salary (holiday pay rolled up within it) less tax and NI. */
const UMBRELLA_PAY_LINES = [
  ["Salary", "grossSalary", "start"],
  ["of which rolled-up holiday pay", "holidayPay", "memo"],
  ["Income tax", "incomeTax", "subtract"],
  ["National Insurance", "nationalInsurance", "subtract"],
  ["Net income", "netIncome", "total"],
] as const;

/** A deemed employee on the fee-payer's payroll: the whole fee is salary. */
const PAYROLL_LINES = [
  ["Your fee, all salary", "grossIncome", "start"],
  ["Income tax", "incomeTax", "subtract"],
  ["National Insurance", "nationalInsurance", "subtract"],
  ["Net income", "netIncome", "total"],
] as const;

/** What the fee-payer pays on top of the fee: not out of the worker's rate. */
const FEE_PAYER_LINES = [
  ["Your fee", "grossIncome", "start"],
  ["Employer NI", "employerNationalInsurance", "add"],
  ["Apprenticeship levy", "apprenticeshipLevy", "add"],
  ["The client's cost", "feePayerCost", "total"],
] as const;

/** A break-even day rate in words (null: none the calculator accepts). */
function dayRate(rate: number | null): string {
  return rate === null
    ? "more than the largest day rate the calculator takes"
    : `${formatCurrencyPence(rate)} a day`;
}

/** The chosen route's lines, line by line. */
function RouteSections({ result }: { result: ContractorResult }) {
  const { contractor, insideIR35, insidePayroll } = result;
  if (result.ir35Status === "inside-umbrella") {
    const lines =
      insideIR35.unallocated === 0
        ? UMBRELLA_LINES.filter(([, field]) => field !== "unallocated")
        : UMBRELLA_LINES;
    return (
      <>
        <ResultSection
          title="Umbrella company (inside IR35)"
          label="Umbrella company"
          rows={lineRows(insideIR35, lines)}
        />
        <ResultSection
          title="You (inside IR35, umbrella)"
          label="Umbrella results"
          rows={lineRows(insideIR35, UMBRELLA_PAY_LINES)}
        />
      </>
    );
  }
  if (result.ir35Status === "inside-payroll") {
    return (
      <>
        <ResultSection
          title="You (inside IR35, client's payroll)"
          label="Payroll results"
          rows={lineRows(insidePayroll, PAYROLL_LINES)}
        />
        <ResultSection
          title="Paid by the client on top"
          label="Client costs"
          rows={lineRows(insidePayroll, FEE_PAYER_LINES)}
        />
      </>
    );
  }
  return (
    <>
      <ResultSection
        title="Your company (outside IR35)"
        label="Contractor company"
        rows={lineRows(contractor, COMPANY_LINES)}
      />
      <ResultSection
        title="Corporation tax"
        label="Contractor corporation tax"
        rows={lineRows(contractor, CORPORATION_TAX_LINES)}
      />
      <ResultSection
        title="You (outside IR35)"
        label="Contractor results"
        rows={lineRows(contractor, CONTRACTOR_LINES)}
      />
    </>
  );
}

/**
 * The other routes in words, and the break-even day rate: the inside rate at which an inside
 * route's net reaches the net outside IR35 at the rate given (the engine's figure).
 */
function OtherRoutes({
  input,
  result,
}: {
  input: ParsedContractorInput;
  result: ContractorResult;
}) {
  const { contractor, insideIR35, insidePayroll } = result;
  const rate = formatCurrencyPence(input.contractorDailyRate);
  if (result.ir35Status === "outside") {
    return (
      <>
        Inside IR35 the same rate would leave you{" "}
        {formatCurrency(insideIR35.netIncome)} a year through an umbrella
        company, or {formatCurrency(insidePayroll.netIncome)} on the
        client&apos;s payroll. To take home as much as outside IR35 at {rate} a
        day, the day rate inside IR35 would have to be{" "}
        {dayRate(insideIR35.breakEvenDayRate)} through an umbrella company, or{" "}
        {dayRate(insidePayroll.breakEvenDayRate)} on the client&apos;s payroll.
      </>
    );
  }
  const inside =
    result.ir35Status === "inside-umbrella" ? insideIR35 : insidePayroll;
  const how =
    result.ir35Status === "inside-umbrella"
      ? "through an umbrella company"
      : "on the client's payroll";
  return (
    <>
      Outside IR35 the same rate would leave you{" "}
      {formatCurrency(contractor.netIncome)} a year. To take home as much {how}{" "}
      as outside IR35 at {rate} a day, the day rate would have to be{" "}
      {dayRate(inside.breakEvenDayRate)}.
    </>
  );
}

/**
 * Employee and contractor results, each line by line so that it adds up (the engine's figures;
 * the contractor's personal allowance is shown as tax-free income, not as a deduction), the
 * summary and the considerations.
 */
export function ContractorResults({
  last,
}: {
  last: LastResult<ParsedContractorInput, ContractorResult>;
}) {
  const { input, result } = last;
  const { employee, contractor, comparison } = result;
  const better = comparison.difference >= 0 ? "more" : "less";
  return (
    <ResultsPanel title="Comparison Results">
      {result.ir35Status === "outside" &&
      input.contractorExpenses > contractor.grossIncome ? (
        <p
          role="note"
          data-warning="expenses"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          Your expenses ({formatCurrencyPence(input.contractorExpenses)}) are
          more than the contract&apos;s gross income (
          {formatCurrencyPence(contractor.grossIncome)}). Only{" "}
          {formatCurrencyPence(contractor.expenses)} of them can be met from it,
          so nothing is left for a salary or dividends.
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <ResultSection
          title="Employee"
          label="Employee results"
          rows={lineRows(employee, EMPLOYEE_LINES)}
        />
        <div className="flex flex-col gap-4">
          <RouteSections result={result} />
        </div>
      </div>

      <div className="rounded-lg bg-blue-50 p-4">
        <ResultSection
          title="Summary"
          rows={[
            moneyRow("Difference", comparison.difference, true),
            {
              label: "Percentage change",
              value: formatPercent(comparison.percentageIncrease),
            },
            moneyRow("Monthly difference", comparison.monthlyDifference),
          ]}
        />
        <p className="mt-2 text-sm text-blue-950" data-ir35-summary>
          Contracting {ROUTE_NAMES[result.ir35Status]} leaves you{" "}
          {formatCurrency(Math.abs(comparison.difference))} a year {better} than
          being an employee. <OtherRoutes input={input} result={result} />
        </p>
      </div>
      <YearChangesMount
        subject={{ calculator: "contractor", input }}
        year={result.taxYear}
        yearBefore={last.yearBefore}
      />

      {/* General advice, not this result: left out of the print layout. */}
      <div className="no-print grid gap-4 sm:grid-cols-2">
        <Considerations
          title="Contractor considerations"
          items={CONTRACTOR_CONSIDERATIONS}
        />
        <Considerations
          title="Employee benefits"
          items={EMPLOYEE_CONSIDERATIONS}
        />
      </div>
    </ResultsPanel>
  );
}

function Considerations({
  title,
  items,
}: {
  title: string;
  items: readonly string[];
}) {
  return (
    <div>
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-slate-700">
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
