import { Flag } from "./bound-fields";
import { useFormScope } from "./form-scope";

/**
 * The postgraduate loan beside the student-loan plan (the engine's `postgraduateLoan`), bound to
 * the form around it next to its `studentLoanPlan` choice. When the plan chosen is itself
 * "Postgraduate" the box is greyed out and unticked: that loan is already the plan, repaid once
 * (the engine ignores the flag then); the tick comes back if another plan is chosen.
 */
export function PostgraduateLoanField({ className }: { className?: string }) {
  const planIsPostgraduate =
    useFormScope().value("studentLoanPlan") === "postgraduate";
  return (
    <div className={className}>
      <Flag
        name="postgraduateLoan"
        label="Postgraduate loan as well"
        disabled={planIsPostgraduate}
        hint={
          planIsPostgraduate
            ? "Your student loan above is the postgraduate loan, repaid once."
            : "A Master's or Doctoral loan, repaid beside the plan above."
        }
      />
    </div>
  );
}
