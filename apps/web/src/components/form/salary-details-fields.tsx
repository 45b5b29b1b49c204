import { DEFAULT_TAX_YEAR, getTaxYear } from "@uktax/engine";
import { formatCurrency, formatRate } from "../../lib/format";
import { Amount, Choice, Text } from "./bound-fields";
import {
  PAY_FREQUENCY_OPTIONS,
  REGION_OPTIONS,
  STUDENT_LOAN_OPTIONS,
} from "./salary-options";
import type { SelectOption } from "./select-field";

const RATES = getTaxYear(DEFAULT_TAX_YEAR);
const STANDARD_CODE = `${RATES.incomeTax.standardCodeNumber}L`;

/**
 * The salary details every pay form asks for after its amount (salary, reverse and payslip
 * inputs), bound by name to the form around them. The payslips offer a payroll's frequencies.
 */
export function SalaryDetailsFields({
  frequencies = PAY_FREQUENCY_OPTIONS,
}: {
  frequencies?: readonly SelectOption<string>[];
}) {
  return (
    <>
      <Choice name="payFrequency" label="Pay frequency" options={frequencies} />
      <Choice name="region" label="Region" options={REGION_OPTIONS} />
      <Text
        name="taxCode"
        label="Tax code"
        info={`Your tax code is on your payslip or P60. Most people's is ${STANDARD_CODE}: ${formatCurrency(
          RATES.incomeTax.personalAllowance,
        )} of tax-free pay. An S prefix means Scottish rates, C Welsh; BR, D0 and D1 tax all pay at one rate.`}
      />
      <Choice
        name="studentLoanPlan"
        label="Student loan"
        options={STUDENT_LOAN_OPTIONS}
        info={`Repayments are ${formatRate(RATES.studentLoans.plan2.rate)} of pay above your plan's threshold (${formatRate(
          RATES.studentLoans.postgraduate.rate,
        )} for a postgraduate loan). Your plan depends on where and when your course started.`}
      />
      <Amount
        name="pensionContribution"
        label="Pension contribution"
        suffix="%"
        info="The percentage of your gross pay you put into a workplace pension. It is taken before income tax unless you choose another pension method."
      />
    </>
  );
}
