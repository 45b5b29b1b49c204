import type { ToolId } from "../../src/tools";

/** Each tool's submit button and the heading its results bring, as the spec's screens name them. */
export const TOOL_FORMS: readonly {
  readonly tool: ToolId;
  readonly submit: string;
  readonly results: string;
}[] = [
  {
    tool: "calculator",
    submit: "Calculate Take-Home Pay",
    results: "Your Take-Home Pay",
  },
  {
    tool: "comparison",
    submit: "Compare Salaries",
    results: "Comparison Results",
  },
  {
    tool: "reverse",
    submit: "Calculate Required Salary",
    results: "Required Salary",
  },
  {
    tool: "converter",
    submit: "Convert to Annual Salary",
    results: "Your Pay",
  },
  {
    tool: "mortgage",
    submit: "Calculate Affordability",
    results: "What You Could Afford",
  },
  {
    tool: "contractor",
    submit: "Compare Contractor vs Employee",
    results: "Comparison Results",
  },
];
