import { MORTGAGE_RULES, type MortgageResult } from "@uktax/engine";
import { formatCurrency, formatPercent } from "../../lib/format";

export interface AffordabilityAlert {
  /** "none" when nothing can be borrowed: no rating applies. */
  readonly rating: MortgageResult["affordabilityRating"] | "none";
  readonly title: string;
  readonly text: string;
}

/**
 * The rating alert for a mortgage result. When nothing can be borrowed (the expenses take all of
 * the net income, or the limits allow no loan) there is no payment to rate: the alert says the
 * mortgage is not affordable instead of rating a 0 % payment as good.
 */
export function affordabilityAlert(
  result: Pick<MortgageResult, "affordabilityRating" | "paymentToIncomeRatio"> &
    Partial<
      Pick<
        MortgageResult,
        "maxMortgage" | "availableForMortgage" | "monthlyNetIncome"
      >
    >,
): AffordabilityAlert {
  if (
    result.availableForMortgage !== undefined &&
    result.monthlyNetIncome !== undefined &&
    result.availableForMortgage <= 0
  )
    return {
      rating: "none",
      title: "Not affordable",
      text: `Your monthly expenses take all of your ${formatCurrency(result.monthlyNetIncome)} monthly net income, so nothing is left for a mortgage payment.`,
    };
  if (result.maxMortgage !== undefined && result.maxMortgage <= 0)
    return {
      rating: "none",
      title: "Not affordable",
      text: "With these figures no mortgage can be offered.",
    };
  const ratio = formatPercent(result.paymentToIncomeRatio);
  // Spec §9: 30–40% of net income is the recommended range, above 40% is high (the engine's rating limits).
  const lower = MORTGAGE_RULES.goodRatioLimit;
  const upper = MORTGAGE_RULES.warningRatioLimit;
  switch (result.affordabilityRating) {
    case "good":
      return {
        rating: "good",
        title: "Good affordability",
        text: `Your mortgage looks affordable: the payment is only ${ratio} of net income, well within the recommended ${lower}-${upper}% range.`,
      };
    case "warning":
      return {
        rating: "warning",
        title: "Moderate affordability",
        text: `At ${ratio} of your net income, the payment is approaching the upper recommended limit.`,
      };
    case "high":
      return {
        rating: "high",
        title: "High payment",
        text: `At ${ratio} of your net income, the payment exceeds the recommended ${upper}% limit.`,
      };
  }
}
