import type { ReactNode } from "react";
import { InfoTooltip } from "../tooltip/info-tooltip";

/**
 * A field's label, with an optional "i" tooltip explaining the field (opens after 700 ms, spec
 * §9) and an optional hint line under it (referenced by the input's aria-describedby).
 */
export function FieldLabel({
  htmlFor,
  label,
  info,
  hint,
  hintId,
}: {
  htmlFor: string;
  label: string;
  info?: ReactNode;
  hint?: ReactNode;
  hintId: string;
}) {
  return (
    <>
      <div className="flex items-center">
        <label
          htmlFor={htmlFor}
          className="block text-sm font-medium text-slate-800"
        >
          {label}
        </label>
        {info ? <InfoTooltip label={label}>{info}</InfoTooltip> : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </>
  );
}
