import { z } from "zod";
import { RESULT_NOTE_CODES } from "./tax-years/tax-year-rates.js";
import { oneOfMessage } from "./validation-error.js";

/**
 * Field builders shared by every input schema, so each message names its field the same way.
 * Every rule is a native zod check (min, max, multipleOf, int, regex, enum; amounts add an exact
 * test behind `multipleOf`, below), so the schemas are the one declaration of each input: the
 * calculators validate with them (parse-input.ts) and the API's OpenAPI document is derived from
 * them. Limits are product limits (package README, "Bad input"), not tax figures.
 */
export const MAX_MONEY = 100_000_000;
const MAX_MONEY_TEXT = "£100,000,000";

function numberError(label: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined ? `${label} is required` : `${label} must be a number`;
}

/** Money and percentages have at most two decimal places (declared as zod's `multipleOf`). */
const PENNY = 0.01;

/**
 * At most two decimal places: zod's `multipleOf(0.01)`, which declares the rule (and puts it in
 * `z.toJSONSchema`), and a penny as the smallest amount above 0. zod compares value ÷ 0.01 with a
 * whole number within a tolerance (so 0.1 + 0.2 still reads as 0.30), and a number too small for
 * that quotient to differ from 0 passed: a salary of 5e-324 was calculated. The second check runs
 * only when every check before it passed, so an amount never gets the same message twice.
 */
function twoDecimalsAtMost(schema: z.ZodNumber, message: string) {
  return schema.multipleOf(PENNY, message).refine((value) => value === 0 || value >= PENNY, {
    message,
    when: (payload) => payload.issues.length === 0,
  });
}

/**
 * An amount of money in pounds: ≥ 0, ≤ £100m, whole pence. So the smallest amount above 0 is a
 * penny: 0 stays valid (nothing earned, nothing wanted), 0.001 and 5e-324 are not pence.
 */
export function moneyField(label: string, minMessage = `${label} must be positive`) {
  return twoDecimalsAtMost(
    z
      .number({ error: numberError(label) })
      .min(0, minMessage)
      .max(MAX_MONEY, `${label} must be at most ${MAX_MONEY_TEXT}`),
    `${label} must be in pounds and pence (at most 2 decimal places)`,
  );
}

/** A percentage between 0 and 100 with at most 2 decimal places (so none between 0 and 0.01). */
export function percentField(label: string, minMessage = `${label} must be between 0% and 100%`) {
  return twoDecimalsAtMost(
    z
      .number({ error: numberError(label) })
      .min(0, minMessage)
      .max(100, `${label} must be between 0% and 100%`),
    `${label} must have at most 2 decimal places`,
  );
}

/** A plain non-negative quantity with an upper limit. */
export function quantityField(label: string, minMessage: string, max: number, maxMessage: string) {
  return z
    .number({ error: numberError(label) })
    .min(0, minMessage)
    .max(max, maxMessage);
}

/** A choice from a fixed list; the message lists the choices. */
export function enumField<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined ? `${label} is required` : oneOfMessage(label, values),
  });
}

/** The error of a strict object: names unknown fields, or says the input is not an object. */
export function objectError(label: string) {
  return (issue: { code?: string; keys?: string[]; input?: unknown }) => {
    if (issue.code === "unrecognized_keys" && issue.keys !== undefined) {
      const keys = issue.keys.map((key) => `"${key}"`).join(", ");
      return `Unknown field${issue.keys.length === 1 ? "" : "s"} ${keys} in ${label}`;
    }
    return issue.input === undefined ? `${label} is required` : `${label} must be an object`;
  };
}

/** A non-negative money result, rounded to the penny. */
export const money = z.number();
/** A fraction or percentage result. */
export const ratio = z.number();

/** The coded remarks of a result; words for them belong to the reader. */
export const resultNotes = z
  .array(z.enum(RESULT_NOTE_CODES))
  .describe(
    "Coded remarks on the rules a figure followed (for example `plan5-no-repayments-before-2026`); the words for each code are the reader's.",
  );
