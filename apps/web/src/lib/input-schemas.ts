/**
 * The engine's input schemas, one per calculator: what each calculator's form validates with
 * (DESIGN.md), loaded by the calculator with one plain dynamic `import()` of this module when its
 * form is first submitted or opened from a link (use-calculation.ts), so zod and the schemas are
 * not part of the page's first load.
 *
 * Why a module of re-exports rather than `import("@uktax/engine")`: a dynamic import of the
 * package's root needs the root module itself, which re-exports every engine module; the
 * bundler then routes the pages' static imports from the root (the tax-year data, the
 * enumerations) through it too, and zod, decimal.js and every calculation land in the first
 * load. Re-exported here, only these schemas (and what they use) are fetched, on demand.
 */
export {
  compareSalariesInputSchema,
  contractorInputSchema,
  hourlyInputSchema,
  mortgageInputSchema,
  reverseInputSchema,
  salaryInputSchema,
} from "@uktax/engine";
export { payslipsInputSchema } from "@uktax/engine/payroll";
