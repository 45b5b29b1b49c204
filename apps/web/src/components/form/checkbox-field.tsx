import { useId, type ReactNode } from "react";

/**
 * A labelled checkbox (used for yes/no engine options such as paid holiday); `disabled` when
 * another field makes it moot (its hint says why). With a `name` it submits without JavaScript as
 * a link holds a flag (url-state.ts): a hidden `no` first, then `yes` when ticked (the last
 * value counts).
 */
export function CheckboxField({
  name,
  label,
  checked,
  onCheckedChange,
  hint,
  disabled = false,
}: {
  name?: string | undefined;
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
      {name === undefined ? null : (
        <input type="hidden" name={name} value="no" />
      )}
      <input
        id={id}
        name={name}
        value={name === undefined ? undefined : "yes"}
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
