import {
  DEFAULT_TAX_YEAR,
  getTaxYear,
  PAYROLL_FREQUENCIES,
  PENSION_METHODS,
  REGIONS,
  STUDENT_LOAN_PLANS,
  type PayslipsResult,
  type payslipsInputSchema,
} from "@uktax/engine";
import type { z } from "zod";
import {
  amount,
  candidateOf,
  choice,
  flag,
  formStore,
  taxYear,
  text,
  type ValuesOf,
} from "../../components/form/form-model";
import { parseNumber } from "../../components/form/parse-number";
import { DEFAULT_PENSION_METHOD } from "../../components/form/salary-options";
import { formModel, type FormModel } from "../../components/form/url-state";

/** The tax code most people have, from the engine's data ("1257L"). */
const STANDARD_CODE = `${getTaxYear(DEFAULT_TAX_YEAR).incomeTax.standardCodeNumber}L`;

/**
 * The payslip simulator's form. The changes during the year are the ones the engine's
 * `calculatePayslips` takes: one bonus, in one period. Field names are the request's paths
 * (`bonus.amount`), so the engine's messages land on their fields.
 */
export const PAYSLIPS_FIELDS = {
  taxYear: taxYear(),
  grossSalary: amount("40000", { url: "salary" }),
  payFrequency: choice(PAYROLL_FREQUENCIES, "monthly", { url: "per" }),
  region: choice(REGIONS, "england"),
  taxCode: text(STANDARD_CODE, { url: "code" }),
  studentLoanPlan: choice(STUDENT_LOAN_PLANS, "none", { url: "loan" }),
  postgraduateLoan: flag(false, { omitDefault: true, url: "pgloan" }),
  pensionContribution: amount("5", { url: "pension" }),
  pensionMethod: choice(PENSION_METHODS, DEFAULT_PENSION_METHOD, {
    omitDefault: true,
    url: "method",
  }),
  "bonus.amount": amount("0", { url: "bonus" }),
  "bonus.period": amount("6", { url: "bonusPeriod" }),
};

export type PayslipsValues = ValuesOf<typeof PAYSLIPS_FIELDS>;

const FLAT_MODEL = formModel(PAYSLIPS_FIELDS);

/**
 * The request: the flat fields, the bonus as `{ amount, period }` — left out when its amount is
 * blank or nothing (a bonus of text that is not a number is sent, for the engine to name).
 */
export const PAYSLIPS_MODEL: FormModel<PayslipsValues> = {
  ...FLAT_MODEL,
  candidate: (values) => {
    const {
      "bonus.amount": bonusAmount,
      "bonus.period": bonusPeriod,
      ...body
    } = candidateOf(PAYSLIPS_FIELDS, values);
    const amountGiven = parseNumber(values["bonus.amount"]);
    return amountGiven === undefined || amountGiven === 0
      ? body
      : { ...body, bonus: { amount: bonusAmount, period: bonusPeriod } };
  },
};

/** A validated input, with the engine's defaults filled in. */
export type ParsedPayslipsInput = z.output<typeof payslipsInputSchema>;

export const usePayslipsStore = formStore<
  ParsedPayslipsInput,
  PayslipsResult
>()(PAYSLIPS_FIELDS);
