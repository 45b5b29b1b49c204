import {
  getTaxYear,
  PENSION_METHODS,
  REGIONS,
  STUDENT_LOAN_PLANS,
} from "@uktax/engine";
import {
  MAX_PAYSLIP_CHANGES,
  PAYROLL_FREQUENCIES,
  type PayslipsResult,
  type payslipsInputSchema,
} from "@uktax/engine/payroll";
import type { z } from "zod";
import {
  amount,
  choice,
  postgraduateLoan,
  taxYear,
  text,
} from "../../components/form/form-model";
import {
  formModelWithLists,
  formStoreWithLists,
  rowList,
} from "../../components/form/row-lists";
import { parseNumber } from "../../components/form/parse-number";
import { DEFAULT_PENSION_METHOD } from "../../components/form/salary-options";
import type { FormModel } from "../../components/form/url-state";
import { SITE_TAX_YEAR } from "../../lib/site-tax-year";

/** The tax code most people have in the year the site opens on, from the engine's data ("1257L"). */
export const STANDARD_CODE = `${getTaxYear(SITE_TAX_YEAR).incomeTax.standardCodeNumber}L`;

/**
 * The payslip simulator's form. The changes during the year are the ones the engine's
 * `calculatePayslips` takes: one bonus, in one period, and lists of pay rises and tax-code
 * changes, each from a period on. Field names are the request's paths (`bonus.amount`,
 * `payRises.0.period`), so the engine's messages land on their fields.
 */
export const PAYSLIPS_FIELDS = {
  taxYear: taxYear(),
  grossSalary: amount("40000", { url: "salary" }),
  payFrequency: choice(PAYROLL_FREQUENCIES, "monthly", { url: "per" }),
  region: choice(REGIONS, "england"),
  taxCode: text(STANDARD_CODE, { url: "code" }),
  studentLoanPlan: choice(STUDENT_LOAN_PLANS, "none", { url: "loan" }),
  postgraduateLoan: postgraduateLoan(),
  pensionContribution: amount("5", { url: "pension" }),
  pensionMethod: choice(PENSION_METHODS, DEFAULT_PENSION_METHOD, {
    omitDefault: true,
    url: "method",
  }),
  "bonus.amount": amount("0", { url: "bonus" }),
  "bonus.period": amount("6", { url: "bonusPeriod" }),
};

/** The engine's limit on each list of changes (`payRises`, `taxCodeChanges`). */
export const MAX_CHANGES = MAX_PAYSLIP_CHANGES;

/**
 * The changes from a period on: a pay rise (the new annual salary) and a tax-code change (the
 * code in force). A new row is blank: the visitor fills it in (the engine names a blank field).
 */
export const PAYSLIPS_LISTS = {
  payRises: rowList(
    {
      period: amount("", { url: "riseFrom" }),
      grossSalary: amount("", { url: "riseSalary" }),
    },
    MAX_CHANGES,
  ),
  taxCodeChanges: rowList(
    {
      period: amount("", { url: "codeFrom" }),
      taxCode: text("", { url: "newCode" }),
    },
    MAX_CHANGES,
  ),
};

const FORM_MODEL = formModelWithLists(PAYSLIPS_FIELDS, PAYSLIPS_LISTS);

export type PayslipsValues = Parameters<typeof FORM_MODEL.candidate>[0];

/**
 * The request: the fields, the lists of changes (left out while empty), the bonus as
 * `{ amount, period }` — left out when its amount is blank or nothing (a bonus of text that is
 * not a number is sent, for the engine to name).
 */
export const PAYSLIPS_MODEL: FormModel<PayslipsValues> = {
  ...FORM_MODEL,
  candidate: (values) => {
    const {
      "bonus.amount": bonusAmount,
      "bonus.period": bonusPeriod,
      ...body
    } = FORM_MODEL.candidate(values);
    const amountGiven = parseNumber(values["bonus.amount"]);
    return amountGiven === undefined || amountGiven === 0
      ? body
      : { ...body, bonus: { amount: bonusAmount, period: bonusPeriod } };
  },
};

/** A validated input, with the engine's defaults filled in. */
export type ParsedPayslipsInput = z.output<typeof payslipsInputSchema>;

export const usePayslipsStore = formStoreWithLists<
  ParsedPayslipsInput,
  PayslipsResult
>()(PAYSLIPS_FIELDS, PAYSLIPS_LISTS);
