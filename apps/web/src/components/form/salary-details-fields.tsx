import { DEFAULT_TAX_YEAR, getTaxYear } from "@uktax/engine";
import { formatCurrency, formatRate } from "../../lib/format";
import { NumberField, TextField } from "./text-field";
import {
  PAY_FREQUENCY_OPTIONS,
  REGION_OPTIONS,
  STUDENT_LOAN_OPTIONS,
  type PayFrequency,
  type Region,
  type StudentLoanPlan,
} from "./salary-options";
import { SelectField } from "./select-field";

/** The salary details every pay form asks for after its amount (spec §3: salary and reverse inputs). */
export interface SalaryDetailsValues {
  payFrequency: PayFrequency;
  region: Region;
  taxCode: string;
  studentLoanPlan: StudentLoanPlan;
  pensionContribution: string;
}

/** Each store's `setValue` fits this: one signature per field, so any store holding these fields can pass its own. */
interface SalaryDetailsSetter {
  (field: "payFrequency", value: PayFrequency): void;
  (field: "region", value: Region): void;
  (field: "studentLoanPlan", value: StudentLoanPlan): void;
  (field: "taxCode" | "pensionContribution", value: string): void;
}

const RATES = getTaxYear(DEFAULT_TAX_YEAR);
const STANDARD_CODE = `${RATES.incomeTax.standardCodeNumber}L`;

export function SalaryDetailsFields({
  values,
  setValue,
  errorFor,
}: {
  values: SalaryDetailsValues;
  setValue: SalaryDetailsSetter;
  errorFor: (field: keyof SalaryDetailsValues) => string | undefined;
}) {
  return (
    <>
      <SelectField
        label="Pay frequency"
        value={values.payFrequency}
        options={PAY_FREQUENCY_OPTIONS}
        onValueChange={(value) => setValue("payFrequency", value)}
        error={errorFor("payFrequency")}
      />
      <SelectField
        label="Region"
        value={values.region}
        options={REGION_OPTIONS}
        onValueChange={(value) => setValue("region", value)}
        error={errorFor("region")}
      />
      <TextField
        label="Tax code"
        value={values.taxCode}
        onValueChange={(value) => setValue("taxCode", value)}
        error={errorFor("taxCode")}
        info={`Your tax code is on your payslip or P60. Most people's is ${STANDARD_CODE}: ${formatCurrency(
          RATES.incomeTax.personalAllowance,
        )} of tax-free pay. An S prefix means Scottish rates, C Welsh; BR, D0 and D1 tax all pay at one rate.`}
        autoComplete="off"
        spellCheck={false}
      />
      <SelectField
        label="Student loan"
        value={values.studentLoanPlan}
        options={STUDENT_LOAN_OPTIONS}
        onValueChange={(value) => setValue("studentLoanPlan", value)}
        error={errorFor("studentLoanPlan")}
        info={`Repayments are ${formatRate(RATES.studentLoans.plan2.rate)} of pay above your plan's threshold (${formatRate(
          RATES.studentLoans.postgraduate.rate,
        )} for a postgraduate loan). Your plan depends on where and when your course started.`}
      />
      <NumberField
        label="Pension contribution"
        suffix="%"
        value={values.pensionContribution}
        onValueChange={(value) => setValue("pensionContribution", value)}
        error={errorFor("pensionContribution")}
        info="The percentage of your gross pay you put into a workplace pension. It is taken before income tax unless you choose another pension method."
      />
    </>
  );
}
