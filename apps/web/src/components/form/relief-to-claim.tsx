import { formatCurrencyPence } from "../../lib/format";
import { ResultItem, ResultList } from "./result-items";
import { lineRow } from "./result-lines";

/**
 * Relief at source as the payslips pay it (take-home and comparison results): payroll knows
 * nothing of the contribution, so the take-home shown is the payslips' (the engine's
 * `payslipNetAnnual`, after `payslipIncomeTax`), and the relief above the basic rate
 * (`reliefAtSourceClaim`) is shown beside it as a note, claimed separately. Nothing shows
 * without a claim.
 */

export const RELIEF_TO_CLAIM_LABEL = "Pension tax relief to claim";

const PENSION_TAX_RELIEF_URL =
  "https://www.gov.uk/tax-on-your-private-pension/pension-tax-relief";

/**
 * Under a take-home's lines: the relief to claim as a note (not paid on the payslips, so it moves
 * nothing), and how to claim it.
 */
export function ReliefToClaim({ claim }: { claim: number }) {
  if (claim <= 0) return null;
  const row = lineRow(
    `${RELIEF_TO_CLAIM_LABEL} (not in take-home)`,
    claim,
    "memo",
  );
  return (
    <div className="-mt-3">
      <ResultList label={RELIEF_TO_CLAIM_LABEL}>
        <ResultItem label={row.label} value={row.value} line={row.line} />
      </ResultList>
      <ReliefToClaimNote claims={[claim]} />
    </div>
  );
}

/**
 * One sentence on how the relief is claimed, with the GOV.UK page that says so (the amounts are
 * shown beside it); nothing when none is due.
 */
export function ReliefToClaimNote({ claims }: { claims: readonly number[] }) {
  if (!claims.some((claim) => claim > 0)) return null;
  const what =
    claims.length === 1 && claims[0] !== undefined
      ? `the ${formatCurrencyPence(claims[0])}`
      : "it";
  return (
    <p className="mt-1 text-sm text-slate-700" data-testid="relief-to-claim">
      Payroll does not know about a relief-at-source pension, so the payslips
      pay the take-home shown without the relief above the basic rate; claim{" "}
      {what} on a Self Assessment tax return, or ask HMRC to adjust your tax
      code (
      <a
        href={PENSION_TAX_RELIEF_URL}
        className="text-blue-800 underline"
        rel="noopener noreferrer"
      >
        GOV.UK: pension tax relief
      </a>
      ).
    </p>
  );
}
