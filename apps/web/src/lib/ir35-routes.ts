import type { ContractorResult, Ir35Status } from "@uktax/engine";

/** Each IR35 route in words: what the results call it. */
export const ROUTE_NAMES: Readonly<Record<Ir35Status, string>> = {
  outside: "outside IR35",
  "inside-umbrella": "inside IR35 through an umbrella company",
  "inside-payroll": "inside IR35 on the client's payroll",
};

/** The route the contract takes (the result's `ir35Status`): its name and its net income. */
export function chosenRoute(result: ContractorResult): {
  name: string;
  netIncome: number;
} {
  const status = result.ir35Status;
  const netIncome =
    status === "inside-umbrella"
      ? result.insideIR35.netIncome
      : status === "inside-payroll"
        ? result.insidePayroll.netIncome
        : result.contractor.netIncome;
  return { name: ROUTE_NAMES[status], netIncome };
}
