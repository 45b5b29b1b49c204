/**
 * The engine's input schemas, loaded on first use. A calculator's form needs zod and the engine
 * only once someone uses it, so they stay out of the first page load (spec: `/` ≤ 100 KB of JS).
 * The module is fetched once and cached by the browser's module map.
 */
const loadEngine = () => import("./engine-validation");

export const loadSalaryInputSchema = () =>
  loadEngine().then((engine) => engine.salaryInputSchema);
export const loadCompareSalariesInputSchema = () =>
  loadEngine().then((engine) => engine.compareSalariesInputSchema);
export const loadReverseInputSchema = () =>
  loadEngine().then((engine) => engine.reverseInputSchema);
export const loadHourlyInputSchema = () =>
  loadEngine().then((engine) => engine.hourlyInputSchema);
export const loadMortgageInputSchema = () =>
  loadEngine().then((engine) => engine.mortgageInputSchema);
export const loadContractorInputSchema = () =>
  loadEngine().then((engine) => engine.contractorInputSchema);
export const loadPayslipsInputSchema = () =>
  loadEngine().then((engine) => engine.payslipsInputSchema);
