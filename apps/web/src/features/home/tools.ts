/** The six tools of the home page's picker (spec §2), in tile order. Ids are fixed by the spec. */
export const TOOLS = [
  {
    id: "calculator",
    label: "Take-Home Pay",
    description:
      "Your net pay after income tax, National Insurance, student loan and pension.",
  },
  {
    id: "comparison",
    label: "Compare Salaries",
    description: "Compare up to 3 job offers side by side.",
  },
  {
    id: "reverse",
    label: "Reverse Calculator",
    description:
      "Find the gross salary you need for the take-home pay you want.",
  },
  {
    id: "converter",
    label: "Hourly Converter",
    description:
      "Turn an hourly rate into annual, monthly, weekly and daily pay.",
  },
  {
    id: "mortgage",
    label: "Mortgage Affordability",
    description:
      "See how much you could borrow and what it would cost each month.",
  },
  {
    id: "contractor",
    label: "Contractor vs Employee",
    description:
      "Compare IR35, corporation tax and dividends with a permanent job.",
  },
] as const;

export type ToolId = (typeof TOOLS)[number]["id"];

export const DEFAULT_TOOL: ToolId = "calculator";

export function isToolId(value: string): value is ToolId {
  return TOOLS.some((tool) => tool.id === value);
}
