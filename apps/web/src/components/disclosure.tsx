import { useId, useState, type ReactNode } from "react";

/** How a disclosure looks: a form's group of optional fields, or a section of a result. */
const LOOKS = {
  fields: { button: "text-sm font-medium", panel: "space-y-4" },
  section: { button: "font-semibold", panel: "" },
} as const;

/**
 * The site's one disclosure: a button that shows or hides a panel (aria-expanded and
 * aria-controls), for a form's optional fields, the working under a result and its charts.
 * Controlled with `open` / `onOpenChange`, or on its own (closed unless `defaultOpen`); `reveal`
 * keeps it open (a field inside showing a validation message). The panel's content may depend on
 * whether it is open, so what is costly (a chunk to fetch, a table to draw) waits until it is.
 * As a section (`look="section"`) the button is the section's heading, and the section is named
 * by it.
 */
export function Disclosure({
  label,
  children,
  open,
  onOpenChange,
  defaultOpen = false,
  reveal = false,
  look = "fields",
  onIntent,
  className = "",
}: {
  label: string;
  children: ReactNode | ((open: boolean) => ReactNode);
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  reveal?: boolean;
  look?: keyof typeof LOOKS;
  /** The pointer is on the button: a chance to fetch what opening it will need. */
  onIntent?: () => void;
  /** More classes for the outer box (e.g. `print:hidden`). */
  className?: string;
}) {
  const panelId = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = reveal || (open ?? ownOpen);
  const classes = LOOKS[look];
  const button = (
    <button
      type="button"
      aria-expanded={isOpen}
      aria-controls={panelId}
      onClick={() => {
        const next = !isOpen;
        if (open === undefined) setOwnOpen(next);
        onOpenChange?.(next);
      }}
      onPointerEnter={onIntent}
      className={`flex w-full items-center justify-between px-3 py-2 text-left text-blue-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 ${classes.button}`}
    >
      <span>{label}</span>
      <span aria-hidden="true">{isOpen ? "−" : "+"}</span>
    </button>
  );
  const panel = (
    <div
      id={panelId}
      hidden={!isOpen}
      className={`border-t border-slate-200 p-3 ${classes.panel}`}
    >
      {typeof children === "function" ? children(isOpen) : children}
    </div>
  );
  const box = `rounded-md border border-slate-200 ${className}`;
  return look === "section" ? (
    <section aria-label={label} className={box}>
      <h4>{button}</h4>
      {panel}
    </section>
  ) : (
    <div className={box}>
      {button}
      {panel}
    </div>
  );
}
