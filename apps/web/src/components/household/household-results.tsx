import {
  getTaxYear,
  type ResultNoteCode,
  type SalaryResult,
} from "@uktax/engine";
import { Link } from "wouter";
import { ResultSection, type ResultRow } from "../form/result-items";
import { signedLineRow, signedTotalRow } from "../form/result-lines";
import { formatCurrency, formatCurrencyPence } from "../../lib/format";
import { paths } from "../../paths";
import { hasHouseholdInput, type HouseholdInput } from "./household-input";
import {
  chargePayer,
  isShownLine,
  outsideLabel,
  yearLineRow,
  yearMoneyLines,
} from "./household-lines";

/** The figures of a result the household's lines read: a take-home's or a reverse's. */
export type HouseholdFigures = Pick<
  SalaryResult,
  | "taxYear"
  | "notes"
  | "payslipNetAnnual"
  | "adjustedNetIncome"
  | "childBenefit"
  | "childBenefitChargedTo"
  | "highIncomeChildBenefitCharge"
  | "propertyProfits"
  | "propertyIncomeTax"
  | "savingsTax"
  | "dividendTax"
  | "taxThroughPayroll"
  | "payTaxAdjustment"
  | "taxOutsidePayroll"
  | "yearNetIncome"
  | "childcareSupport"
>;

/**
 * The year beside the payslips (issue 30), under a take-home or a reverse result: what the
 * household's inputs ("Family and other income") add, what the payslips show against what is owed
 * or paid back after the year, and Tax-Free Childcare with children. Every figure is the
 * engine's; the lines that move a total add up to it. Nothing shows for pay alone, so the simple
 * case stays simple.
 */
export function HouseholdResults({
  input,
  result,
}: {
  input: HouseholdInput;
  result: HouseholdFigures;
}) {
  if (!hasHouseholdInput(input)) return null;
  // Printed in two columns (index.css): about half as tall, so the printed result stays larger.
  return (
    <div className="print-columns flex flex-col gap-5">
      <HouseholdFigureList input={input} result={result} />
      <PayslipsAndYear input={input} result={result} />
      {input.childBenefitChildren > 0 ? (
        <ChildcareSupport
          childCount={input.childBenefitChildren}
          partnerGiven={input.partnerAdjustedNetIncome !== undefined}
          result={result}
        />
      ) : null}
    </div>
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
function HouseholdFigureList({
  input,
  result,
}: {
  input: HouseholdInput;
  result: HouseholdFigures;
}) {
  const children = input.childBenefitChildren;
  const rows: ResultRow[] = [
    figure("Adjusted net income", result.adjustedNetIncome),
    ...(children > 0
      ? [
          figure(
            `Child Benefit (${childrenText(children)})`,
            result.childBenefit,
          ),
          figure(
            `High Income Child Benefit Charge, paid by ${chargePayer(result)}`,
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
      {/* What the figure is, and a guide to read: for the screen, not the printed result. */}
      <p className="no-print mt-1 text-sm text-slate-700">
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
  input: HouseholdInput;
  result: HouseholdFigures;
}) {
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
      [
        "High Income Child Benefit Charge",
        yours ? result.highIncomeChildBenefitCharge : 0,
      ],
    ] as const
  ).flatMap(([label, amount]) =>
    amount === 0 ? [] : [signedLineRow(label, amount)],
  );
  return (
    <>
      {/* Not printed: the breakdown above has both figures, and the year's money starts from
          the take-home (so a result with the year still fits its page). */}
      <div className="no-print">
        <ResultSection
          title="What your payslips show"
          rows={[
            figure("Income tax through payroll", result.taxThroughPayroll),
            figure("Take-home on your payslips", result.payslipNetAnnual),
          ]}
        />
      </div>
      <div>
        <ResultSection
          title="What you owe or get back after the year"
          rows={[
            ...afterTheYear,
            signedTotalRow(outsideLabel(outside), outside),
          ]}
        />
        <p className="no-print mt-1 text-sm text-slate-700">
          {outside === 0
            ? "Your payslips take the year's tax on your pay, and nothing else is owed."
            : "Payroll only knows your pay and tax code, so this is settled through Self Assessment, or by a change to your tax code."}
        </p>
      </div>
      <ResultSection
        title="Your money for the year"
        rows={yearMoneyLines(input, result)
          .filter(isShownLine)
          .map(yearLineRow)}
      />
    </>
  );
}

/** Tax-Free Childcare and the funded hours: lost or kept at this income, and what is at stake. */
function ChildcareSupport({
  childCount,
  partnerGiven,
  result,
}: {
  childCount: number;
  partnerGiven: boolean;
  result: HouseholdFigures;
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
