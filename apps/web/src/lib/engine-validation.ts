/**
 * The engine's input schemas (zod), re-exported one by one so that loading this module pulls in
 * only what validation needs. engine-schemas.ts imports it on first use. (Importing the engine's
 * whole namespace dynamically would make any static import of it elsewhere, such as a year label
 * in the route list, carry the entire engine into the first load.)
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
