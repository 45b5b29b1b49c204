import {
  getTaxYear,
  type ResultNoteCode,
  type SalaryResult,
} from "@uktax/engine";
import { Link } from "wouter";
import {
  ResultSection,
  type ResultRow,
} from "../../components/form/result-items";
import {
  lineRow,
  signedLineRow,
  signedTotalRow,
} from "../../components/form/result-lines";
import { formatCurrency, formatCurrencyPence } from "../../lib/format";
import { paths } from "../../paths";
import { hasHouseholdInput } from "./household-input";
import { StayUnderTable } from "./stay-under-table";
import type { ParsedSalaryInput } from "./take-home-store";

/**
 * The year beside the payslips (issue 30), under a take-home result: what the household's inputs
 * ("Family and other income") add, what the payslips show against what is owed or paid back after
 * the year, Tax-Free Childcare with children, and the pension or Gift Aid that keeps adjusted net
 * income under each cliff it is over. Every figure is the engine's; the lines that move a total
 * add up to it. Nothing shows for pay alone under every cliff, so the simple case stays simple:
 * with no household input only the "Stay under" table, once adjusted net income is over a cliff.
 */
export function HouseholdResults({
  input,
  result,
}: {
  input: ParsedSalaryInput;
  result: SalaryResult;
}) {
  const household = hasHouseholdInput(input);
  const stayUnder = result.toStayUnder ?? [];
  return (
    <>
      {household ? (
        <>
          <HouseholdFigures input={input} result={result} />
          <PayslipsAndYear input={input} result={result} />
        </>
      ) : null}
      {input.childBenefitChildren > 0 ? (
        <ChildcareSupport
          childCount={input.childBenefitChildren}
          partnerGiven={input.partnerAdjustedNetIncome !== undefined}
          result={result}
        />
      ) : null}
      {stayUnder.length > 0 ? (
        <StayUnderTable
          rows={stayUnder}
          adjustedNetIncome={result.adjustedNetIncome}
          childCount={input.childBenefitChildren}
          taxYear={result.taxYear}
        />
      ) : null}
    </>
  );
}

/** A figure of the result, to the penny, that is not a line of a total. */
const figure = (label: string, amount: number): ResultRow => ({
  label,
  value: formatCurrencyPence(amount),
});

const childrenText = (children: number) =>
  `${children} ${children === 1 ? "child" : "children"}`;

/**
 * The words of the engine's coded result notes about the household (the codes' words are the
 * reader's): shown under the household's figures.
 */
const HOUSEHOLD_NOTES: Partial<Record<ResultNoteCode, string>> = {
  "child-benefit-charge-assumes-higher-income":
    "You gave no partner's adjusted net income, so the charge is worked out as if yours is the higher in your household. If your partner's is higher, the charge is theirs: enter it under Family and other income.",
};

/** Adjusted net income, Child Benefit and its charge, and the tax on each other income. */
function HouseholdFigures({
  input,
  result,
}: {
  input: ParsedSalaryInput;
  result: SalaryResult;
}) {
  const children = input.childBenefitChildren;
  const payer = result.childBenefitChargedTo === "you" ? "you" : "your partner";
  const rows: ResultRow[] = [
    figure("Adjusted net income", result.adjustedNetIncome),
    ...(children > 0
      ? [
          figure(
            `Child Benefit (${childrenText(children)})`,
            result.childBenefit,
          ),
          figure(
            `High Income Child Benefit Charge, paid by ${payer}`,
            result.highIncomeChildBenefitCharge,
          ),
        ]
      : []),
    ...(input.propertyIncome > 0
      ? [
          figure("Property profits", result.propertyProfits),
          figure("Income tax on property profits", result.propertyIncomeTax),
        ]
      : []),
    ...(input.savingsInterest > 0
      ? [figure("Income tax on savings interest", result.savingsTax)]
      : []),
    ...(input.dividends > 0
      ? [figure("Income tax on dividends", result.dividendTax)]
      : []),
  ];
  return (
    <div>
      <ResultSection title="Family and other income" rows={rows} />
      {result.notes.flatMap((code) => {
        const words = HOUSEHOLD_NOTES[code];
        return words === undefined
          ? []
          : [
              <p
                key={code}
                className="mt-1 text-sm text-slate-700"
                data-note={code}
              >
                {words}
              </p>,
            ];
      })}
      <p className="mt-1 text-sm text-slate-700">
        Adjusted net income is your income for the year less gross pension
        contributions and Gift Aid (grossed up): the Child Benefit charge, the
        personal allowance and Tax-Free Childcare all depend on it. Our{" "}
        <Link
          href={paths.incomeCliffsGuide}
          className="text-blue-800 underline"
        >
          guide to the £100,000 trap and the Child Benefit charge
        </Link>{" "}
        explains how.
      </p>
    </div>
  );
}

/**
 * What the payslips show, against what is owed or paid back after the year (the tax outside
 * payroll, line by line), then the year's money: the payslips' take-home with everything else
 * the year brings in or takes away.
 */
function PayslipsAndYear({
  input,
  result,
}: {
  input: ParsedSalaryInput;
  result: SalaryResult;
}) {
  const charge = result.highIncomeChildBenefitCharge;
  const yours = result.childBenefitChargedTo === "you";
  const outside = result.taxOutsidePayroll;
  // Each part of the tax outside payroll that is not nothing, signed: owed, or relief due.
  const afterTheYear = (
    [
      [
        result.payTaxAdjustment >= 0
          ? "Income tax on your pay that payroll does not take"
          : "Tax relief on your pay that payroll does not give",
        result.payTaxAdjustment,
      ],
      ["Income tax on property profits", result.propertyIncomeTax],
      ["Income tax on savings interest", result.savingsTax],
      ["Income tax on dividends", result.dividendTax],
      ["High Income Child Benefit Charge", yours ? charge : 0],
    ] as const
  ).flatMap(([label, amount]) =>
    amount === 0 ? [] : [signedLineRow(label, amount)],
  );
  const outsideLabel =
    outside > 0
      ? "Tax to pay after the year"
      : outside < 0
        ? "Tax to get back after the year"
        : "Nothing to pay or get back";
  const year: ResultRow[] = [
    lineRow("Take-home on your payslips", result.payslipNetAnnual, "start"),
    ...optionalLine("Property income", input.propertyIncome, "add"),
    ...optionalLine("Property expenses", input.propertyExpenses, "subtract"),
    ...optionalLine("Savings interest", input.savingsInterest, "add"),
    ...optionalLine("Dividends", input.dividends, "add"),
    ...optionalLine("Child Benefit", result.childBenefit, "add"),
    ...optionalLine("Gift Aid donations", input.giftAidDonations, "subtract"),
    ...(outside === 0 ? [] : [signedLineRow(outsideLabel, -outside)]),
    ...optionalLine(
      "Child Benefit charge, paid by your partner",
      yours ? 0 : charge,
      "subtract",
    ),
    signedTotalRow("Your money for the year", result.yearNetIncome),
  ];
  return (
    <>
      <ResultSection
        title="What your payslips show"
        rows={[
          figure("Income tax through payroll", result.taxThroughPayroll),
          figure("Take-home on your payslips", result.payslipNetAnnual),
        ]}
      />
      <div>
        <ResultSection
          title="What you owe or get back after the year"
          rows={[...afterTheYear, signedTotalRow(outsideLabel, outside)]}
        />
        <p className="mt-1 text-sm text-slate-700">
          {outside === 0
            ? "Your payslips take the year's tax on your pay, and nothing else is owed."
            : "Payroll only knows your pay and tax code, so this is settled through Self Assessment, or by a change to your tax code."}
        </p>
      </div>
      <ResultSection title="Your money for the year" rows={year} />
    </>
  );
}

/** A line of the year's money, left out when there is nothing in it. */
function optionalLine(
  label: string,
  amount: number,
  line: "add" | "subtract",
): ResultRow[] {
  return amount > 0 ? [lineRow(label, amount, line)] : [];
}

/** Tax-Free Childcare and the funded hours: lost or kept at this income, and what is at stake. */
function ChildcareSupport({
  childCount,
  partnerGiven,
  result,
}: {
  childCount: number;
  partnerGiven: boolean;
  result: SalaryResult;
}) {
  const { lost, yourIncomeOverLimit, partnerIncomeOverLimit } =
    result.childcareSupport;
  const limit = formatCurrency(
    getTaxYear(result.taxYear).childcareSupport.adjustedNetIncomeLimit,
  );
  const atStake = `Up to ${formatCurrency(result.childcareSupport.taxFreeChildcareAtStake)} of Tax-Free Childcare a year for ${childrenText(childCount)} (each under 12)`;
  const over = [
    ...(yourIncomeOverLimit > 0
      ? [
          `your adjusted net income is ${formatCurrencyPence(yourIncomeOverLimit)} over ${limit}`,
        ]
      : []),
    ...(partnerIncomeOverLimit > 0
      ? [
          `your partner's is ${formatCurrencyPence(partnerIncomeOverLimit)} over ${limit}`,
        ]
      : []),
  ].join(" and ");
  return (
    <div data-childcare={lost ? "lost" : "kept"}>
      <h4 className="font-semibold text-slate-900">
        Tax-Free Childcare and funded hours
      </h4>
      <p className="text-slate-800">
        {lost
          ? `Lost for the year: ${over}. ${atStake} and the funded childcare hours go with it.`
          : `Kept: ${partnerGiven ? "neither of you is" : "your adjusted net income is not"} over ${limit}${partnerGiven ? "" : " (your partner's must not be either)"}. ${atStake}, with the funded childcare hours, if you meet the other conditions.`}
      </p>
    </div>
  );
}
