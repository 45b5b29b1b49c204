import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "wouter";
import { GUIDES } from "../../paths";

/**
 * The header's Guides dropdown: all ten guides. Radix gives it the menu-button keyboard
 * model: Enter/Space/ArrowDown open it, arrows move, Escape closes and returns focus to the
 * trigger.
 */
export function GuidesMenu() {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 data-[state=open]:bg-slate-100">
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
