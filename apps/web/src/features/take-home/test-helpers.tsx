/** Helpers for the take-home results' component tests (only tests import this file). */
import { render } from "@testing-library/react";
import {
  calculateSalary,
  salaryInputSchema,
  type SalaryInput,
} from "@uktax/engine";
import TakeHomeResults from "./take-home-results";

/**
 * Renders the take-home results of `values`, as the engine computes them for the calculator's
 * request (which asks for the breakdown).
 */
export function showTakeHomeResults(values: SalaryInput) {
  const input = salaryInputSchema.parse({ ...values, includeBreakdown: true });
  const result = calculateSalary(input);
  return render(<TakeHomeResults last={{ input, result, values: {} }} />);
}
