import { MORTGAGE_RULES, type MortgageResult } from "@uktax/engine";
import { formatPercent } from "../../lib/format";

export interface AffordabilityAlert {
  readonly title: string;
  readonly text: string;
}

/** The rating alert for a mortgage result. */
export function affordabilityAlert(
  result: Pick<MortgageResult, "affordabilityRating" | "paymentToIncomeRatio">,
): AffordabilityAlert {
  const ratio = formatPercent(result.paymentToIncomeRatio);
  // Spec §9: 30–40% of net income is the recommended range, above 40% is high (the engine's rating limits).
  const lower = MORTGAGE_RULES.goodRatioLimit;
  const upper = MORTGAGE_RULES.warningRatioLimit;
  switch (result.affordabilityRating) {
    case "good":
      return {
        title: "Good affordability",
        text: `Your mortgage looks affordable: the payment is only ${ratio} of net income, well within the recommended ${lower}-${upper}% range.`,
      };
    case "warning":
      return {
        title: "Moderate affordability",
        text: `At ${ratio} of your net income, the payment is approaching the upper recommended limit.`,
      };
    case "high":
      return {
        title: "High payment",
        text: `At ${ratio} of your net income, the payment exceeds the recommended ${upper}% limit.`,
      };
  }
}
