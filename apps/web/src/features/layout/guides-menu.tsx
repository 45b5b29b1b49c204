import { lazy, Suspense, useState, type KeyboardEvent } from "react";
import { guidesTriggerClass } from "./guides-trigger-class";

const loadGuidesDropdown = () => import("./guides-dropdown");
const GuidesDropdown = lazy(loadGuidesDropdown);

/**
 * The Guides menu button. The Radix dropdown (menu, popper, focus management: about a quarter of
 * the first bundle) loads only when someone is about to use it: its code is fetched on hover or
 * focus, and the real menu replaces this placeholder on hover or activation, opening at once if
 * the placeholder was clicked or opened from the keyboard (Enter, Space, ArrowDown).
 */
export function GuidesMenu() {
  const [mode, setMode] = useState<null | { open: boolean; focus: boolean }>(
    null,
  );

  if (mode) {
    return (
      <Suspense
        fallback={
          <Placeholder
            onActivate={() => {
              setMode({ open: true, focus: true });
            }}
            onHover={() => undefined}
          />
        }
      >
        <GuidesDropdown defaultOpen={mode.open} focusOnMount={mode.focus} />
      </Suspense>
    );
  }
  return (
    <Placeholder
      onActivate={() => {
        setMode({ open: true, focus: true });
      }}
      onHover={(focused) => {
        setMode({ open: false, focus: focused });
      }}
    />
  );
}

function Placeholder({
  onActivate,
  onHover,
}: {
  onActivate: () => void;
  onHover: (focused: boolean) => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      onActivate();
    }
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={guidesTriggerClass}
      onClick={onActivate}
      onKeyDown={onKeyDown}
      onFocus={() => void loadGuidesDropdown()}
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse")
          onHover(document.activeElement === event.currentTarget);
      }}
    >
      Guides
      <span aria-hidden="true" className="text-xs">
        ▾
      </span>
    </button>
  );
}
