import { getTaxYear, isTaxYearId } from "@uktax/engine";
import { formatCurrency, formatRate } from "../../lib/format";
import { SITE_TAX_YEAR } from "../../lib/site-tax-year";
import { Amount, Choice, Text } from "./bound-fields";
import { useFormScope } from "./form-scope";
import { PostgraduateLoanField } from "./postgraduate-loan-field";
import {
  PAY_FREQUENCY_OPTIONS,
  REGION_OPTIONS,
  STUDENT_LOAN_OPTIONS,
} from "./salary-options";
import type { SelectOption } from "./select-field";

/**
 * The salary details every pay form asks for after its amount (salary, reverse and payslip
 * inputs), bound by name to the form around them. The payslips offer a payroll's frequencies.
 * The tips quote the figures of the year the form is set to.
 */
export function SalaryDetailsFields({
  frequencies = PAY_FREQUENCY_OPTIONS,
}: {
  frequencies?: readonly SelectOption<string>[];
}) {
  const chosen = useFormScope().value("taxYear");
  const rates = getTaxYear(isTaxYearId(chosen) ? chosen : SITE_TAX_YEAR);
  const standardCode = `${rates.incomeTax.standardCodeNumber}L`;
  return (
    <>
      <Choice name="payFrequency" label="Pay frequency" options={frequencies} />
      <Choice name="region" label="Region" options={REGION_OPTIONS} />
      <Text
        name="taxCode"
        label="Tax code"
        info={`Your tax code is on your payslip or P60. Most people's is ${standardCode}: ${formatCurrency(
          rates.incomeTax.personalAllowance,
        )} of tax-free pay. An S prefix means Scottish rates, C Welsh; BR, D0 and D1 tax all pay at one rate.`}
      />
      <Choice
        name="studentLoanPlan"
        label="Student loan"
        options={STUDENT_LOAN_OPTIONS}
        info={`Repayments are ${formatRate(rates.studentLoans.plan2.rate)} of pay above your plan's threshold (${formatRate(
          rates.studentLoans.postgraduate.rate,
        )} for a postgraduate loan). Your plan depends on where and when your course started.`}
      />
      <PostgraduateLoanField className="self-end" />
      <Amount
        name="pensionContribution"
        label="Pension contribution"
        suffix="%"
        info="The percentage of your gross pay you put into a workplace pension. It is taken before income tax unless you choose another pension method."
      />
    </>
  );
}
