/**
 * The calculation behind a page rendered on request (entry-server.tsx `render(path, query)`):
 * a calculator's link is read with its form model (url-state.ts, each value that cannot be read
 * at its default, as in the browser), validated with the engine's zod schema and calculated with
 * the engine's function, the very ones the API's routes call (`POST /api/calculate-salary` →
 * `calculateSalary`, …). Only the server bundle imports this module.
 */
import {
  calculateMortgage,
  calculateSalary,
  compareContractor,
  compareSalaries,
  compareSalariesInputSchema,
  contractorInputSchema,
  convertHourly,
  hourlyInputSchema,
  mortgageInputSchema,
  reverseCalculate,
  reverseInputSchema,
  salaryInputSchema,
  ValidationError,
} from "@uktax/engine";
import { calculatePayslips, payslipsInputSchema } from "@uktax/engine/payroll";
import type { z } from "zod";
import type { StoreApi } from "zustand";
import type { CalculatorState } from "../components/form/form-model";
import { taxYearsOf } from "../components/form/result-years";
import type { FormModel } from "../components/form/url-state";
import {
  COMPARISON_MODEL,
  useComparisonStore,
} from "../features/comparison/comparison-store";
import {
  CONTRACTOR_MODEL,
  useContractorStore,
} from "../features/contractor/contractor-store";
import { HOURLY_MODEL, useHourlyStore } from "../features/hourly/hourly-store";
import {
  MORTGAGE_MODEL,
  useMortgageStore,
} from "../features/mortgage/mortgage-store";
import {
  PAYSLIPS_MODEL,
  usePayslipsStore,
} from "../features/payslips/payslips-store";
import {
  REVERSE_MODEL,
  useReverseStore,
} from "../features/reverse/reverse-store";
import {
  TAKE_HOME_MODEL,
  useTakeHomeStore,
} from "../features/take-home/take-home-store";
import { TOOL_PARAM } from "../lib/page-query";
import type { CalculatorSeed } from "../lib/server-seed";
import { issuesToFormErrors, NO_ERRORS } from "../lib/zod-issues-to-fields";
import { ROUTES } from "../paths";

/** One calculator as the server runs it. */
export interface ServerCalculator {
  /** The path of the page the calculator is on. */
  readonly path: string;
  /**
   * The calculator's state for a link: its values, and the result or the engine's messages
   * (neither when the link holds none of the form's keys: the form at its defaults).
   */
  readonly seed: (tool: string, params: URLSearchParams) => CalculatorSeed;
  /** Notes the calculator's store state; the function returned puts it back (after a render). */
  readonly keep: () => () => void;
}

function serverCalculator<TValues, TSchema extends z.ZodType, TResult>(
  path: string,
  model: FormModel<TValues>,
  schema: TSchema,
  calculate: (input: z.output<TSchema>) => TResult,
  store: StoreApi<CalculatorState<TValues, z.output<TSchema>, TResult>>,
): ServerCalculator {
  return {
    path,
    seed: (tool, params) => {
      const linked = model.fromQuery(params);
      const values = linked ?? store.getState().values;
      const candidate = model.candidate(values);
      const years = taxYearsOf(candidate);
      const empty = { tool, values, last: null, errors: NO_ERRORS, years };
      if (linked === null) return empty;
      const parsed = schema.safeParse(candidate);
      if (!parsed.success)
        return { ...empty, errors: issuesToFormErrors(parsed.error.issues) };
      try {
        const input = parsed.data;
        return { ...empty, last: { input, result: calculate(input) } };
      } catch (error) {
        // The engine's own checks across fields: its messages, as the API's 400 gives them.
        if (error instanceof ValidationError)
          return { ...empty, errors: issuesToFormErrors(error.issues) };
        throw error;
      }
    },
    keep: () => {
      const state = store.getState();
      return () => {
        store.setState(state, true);
      };
    },
  };
}

const HOME = ROUTES.home.path;

/** Every calculator by its tool id (`?tool=<id>`), with the page it is on. */
export const SERVER_CALCULATORS: Readonly<Record<string, ServerCalculator>> = {
  calculator: serverCalculator(
    HOME,
    TAKE_HOME_MODEL,
    salaryInputSchema,
    calculateSalary,
    useTakeHomeStore,
  ),
  comparison: serverCalculator(
    HOME,
    COMPARISON_MODEL,
    compareSalariesInputSchema,
    compareSalaries,
    useComparisonStore,
  ),
  reverse: serverCalculator(
    HOME,
    REVERSE_MODEL,
    reverseInputSchema,
    reverseCalculate,
    useReverseStore,
  ),
  converter: serverCalculator(
    HOME,
    HOURLY_MODEL,
    hourlyInputSchema,
    convertHourly,
    useHourlyStore,
  ),
  mortgage: serverCalculator(
    HOME,
    MORTGAGE_MODEL,
    mortgageInputSchema,
    calculateMortgage,
    useMortgageStore,
  ),
  contractor: serverCalculator(
    HOME,
    CONTRACTOR_MODEL,
    contractorInputSchema,
    compareContractor,
    useContractorStore,
  ),
  payslips: serverCalculator(
    ROUTES.payslipSimulator.path,
    PAYSLIPS_MODEL,
    payslipsInputSchema,
    calculatePayslips,
    usePayslipsStore,
  ),
};

/** The calculator a request for `path?query` names, or undefined (then the page is the prerendered one). */
export function calculatorFor(
  path: string,
  params: URLSearchParams,
): { tool: string; calculator: ServerCalculator } | undefined {
  const tool = params.get(TOOL_PARAM) ?? "";
  const calculator = Object.hasOwn(SERVER_CALCULATORS, tool)
    ? SERVER_CALCULATORS[tool]
    : undefined;
  return calculator?.path === path ? { tool, calculator } : undefined;
}
