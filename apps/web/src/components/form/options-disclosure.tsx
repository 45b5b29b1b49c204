import { useId, useState, type ReactNode } from "react";

/**
 * A button that shows or hides a group of optional fields (aria-expanded + aria-controls).
 * Controlled with `open`/`onOpenChange`, or uncontrolled (collapsed unless `defaultOpen`).
 * `reveal` keeps it open, e.g. while a field inside it shows a validation message.
 */
export function OptionsDisclosure({
  label,
  children,
  open,
  onOpenChange,
  defaultOpen = false,
  reveal = false,
}: {
  label: string;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  reveal?: boolean;
}) {
  const panelId = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = reveal || (open ?? ownOpen);
  const toggle = () => {
    const next = !isOpen;
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <div className="rounded-md border border-slate-200">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
        className="flex w-full items-center justify-between px-3 py-2 text-left text-sm font-medium text-blue-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      >
        <span>{label}</span>
        <span aria-hidden="true">{isOpen ? "−" : "+"}</span>
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="space-y-4 border-t border-slate-200 p-3"
      >
        {children}
      </div>
    </div>
  );
}
