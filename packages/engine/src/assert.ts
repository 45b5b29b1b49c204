/** Broken invariants are bugs, not bad input: they throw a plain Error with one of these messages. */
export const INVARIANT_MESSAGES = {
  notSafeInteger: "An amount left the exact integer range.",
  rateNotExact: "A rate in the tax-year data has more than four decimal places of a percent.",
  solverDiverged: "The reverse solver did not converge.",
  unknownTaxCode: "A tax code passed validation but could not be parsed.",
  unknownTaxYear: "A tax year passed validation but has no rates.",
  emptyYear: "A payroll year has no payslips.",
} as const;

export function assert(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`[@uktax/engine] ${message}`);
}
