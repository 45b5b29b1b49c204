import {
  PAY_FREQUENCIES,
  PENSION_METHODS,
  REGIONS,
  STUDENT_LOAN_PLANS,
  type PayFrequency,
  type PensionMethod,
  type Region,
  type StudentLoanPlan,
} from "@uktax/engine";
import type { PayrollFrequency } from "@uktax/engine/payroll";
import type { SelectOption } from "./select-field";

/*
 * Select options for the engine's enumerations. The values and types come from the
 * engine; the records below make the compiler insist on a label for every value it defines.
 */

const PAY_FREQUENCY_LABELS: Record<PayFrequency, string> = {
  annual: "Annual",
  monthly: "Monthly",
  weekly: "Weekly",
  daily: "Daily",
};

/** A payroll's pay frequencies (payslips): no annual or daily payroll. */
export const PAYROLL_FREQUENCY_LABELS: Record<PayrollFrequency, string> = {
  weekly: "Weekly",
  fortnightly: "Fortnightly",
  "four-weekly": "Four-weekly",
  monthly: "Monthly",
};

const REGION_LABELS: Record<Region, string> = {
  england: "England",
  wales: "Wales",
  scotland: "Scotland",
  "northern-ireland": "Northern Ireland",
};

/** The loan plans' names, as the forms, the working and the guides show them. */
export const STUDENT_LOAN_PLAN_LABELS: Readonly<
  Record<StudentLoanPlan, string>
> = {
  none: "No student loan",
  plan1: "Plan 1 (1998-2012)",
  plan2: "Plan 2 (2012-2023)",
  plan4: "Plan 4 (Scotland)",
  plan5: "Plan 5 (2023+)",
  postgraduate: "Postgraduate",
};

const PENSION_METHOD_LABELS: Record<PensionMethod, string> = {
  "net-pay": "Net pay arrangement (before tax)",
  "relief-at-source": "Relief at source (from net pay)",
  "salary-sacrifice": "Salary sacrifice (before tax and NI)",
};

export function optionsOf<TValue extends string>(
  values: readonly TValue[],
  labels: Readonly<Record<TValue, string>>,
): readonly SelectOption<TValue>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const PAY_FREQUENCY_OPTIONS = optionsOf(
  PAY_FREQUENCIES,
  PAY_FREQUENCY_LABELS,
);
export const REGION_OPTIONS = optionsOf(REGIONS, REGION_LABELS);
export const STUDENT_LOAN_OPTIONS = optionsOf(
  STUDENT_LOAN_PLANS,
  STUDENT_LOAN_PLAN_LABELS,
);
export const PENSION_METHOD_OPTIONS = optionsOf(
  PENSION_METHODS,
  PENSION_METHOD_LABELS,
);

/** The engine's default pension method, which the request leaves out. */
export const DEFAULT_PENSION_METHOD: PensionMethod = "net-pay";

export function payFrequencyLabel(frequency: PayFrequency): string {
  return PAY_FREQUENCY_LABELS[frequency];
}
