import { useId, type ReactNode } from "react";

/**
 * A labelled checkbox (used for yes/no engine options such as paid holiday); `disabled` when
 * another field makes it moot (its hint says why).
 */
export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  hint,
  disabled = false,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => {
          onCheckedChange(event.target.checked);
        }}
        aria-describedby={hint ? hintId : undefined}
        className="mt-1 h-4 w-4 accent-blue-700 disabled:opacity-50"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-xs text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
