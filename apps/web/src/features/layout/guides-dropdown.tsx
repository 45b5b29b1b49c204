import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { GUIDES } from "../../routes";
import { guidesTriggerClass } from "./guides-trigger-class";

export interface GuidesDropdownProps {
  /** Open as soon as it mounts (the visitor activated the placeholder button). */
  defaultOpen?: boolean;
  /** Take focus as it mounts (the placeholder button had it). */
  focusOnMount?: boolean;
}

/**
 * The header's Guides dropdown: all nine guides. Radix gives it the menu-button keyboard
 * model: Enter/Space/ArrowDown open it, arrows move, Escape closes and returns focus to the
 * trigger. Loaded on first use by <GuidesMenu/>, so the menu code is not in the first bundle.
 */
export default function GuidesDropdown({
  defaultOpen = false,
  focusOnMount = false,
}: GuidesDropdownProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount && !defaultOpen) trigger.current?.focus();
  }, [focusOnMount, defaultOpen]);

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className={guidesTriggerClass}>
        Guides
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 min-w-64 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {GUIDES.map((guide) => (
            <DropdownMenu.Item key={guide.path} asChild>
              <Link
                href={guide.path}
                className="block rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-blue-50 data-[highlighted]:text-blue-800"
              >
                {guide.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
