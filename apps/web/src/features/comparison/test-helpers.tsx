/** Helpers for the comparison results' component tests (only tests import this file). */
import { render } from "@testing-library/react";
import {
  compareSalaries,
  compareSalariesInputSchema,
  type CompareSalariesInput,
} from "@uktax/engine";
import { defaultsOf } from "../../components/form/form-model";
import { ComparisonResults } from "./comparison-results";
import {
  SALARY_CARD_FIELDS,
  useComparisonStore,
  type ComparisonValues,
} from "./comparison-store";

/**
 * Renders the comparison results of `request` as the engine computes them, with a card on the
 * form for each salary (the table has a column for each card still there).
 */
export function showComparisonResults(request: CompareSalariesInput) {
  const input = compareSalariesInputSchema.parse(request);
  const values: ComparisonValues = {
    ...useComparisonStore.getState().values,
    entries: input.salaries.map((_, index) => ({
      ...defaultsOf(SALARY_CARD_FIELDS),
      id: index + 1,
    })),
    nextId: input.salaries.length + 1,
  };
  useComparisonStore.setState({ values });
  return render(
    <ComparisonResults
      last={{ input, result: compareSalaries(input), values }}
    />,
  );
}
