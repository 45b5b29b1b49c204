import { useActiveToolStore } from "./active-tool-store";
import { TOOL_PARAM, writeQuery } from "../../lib/page-query";
import { TOOLS, type ToolId } from "../../paths";

/**
 * Six tiles that switch the tool shown below them. The selected tile is a pressed
 * toggle button with an 'Active' badge. `onIntent` fires on hover/focus so the page can start
 * loading that tool's code before the click. Choosing another tool puts it in the address bar
 * (`?tool=<id>`; the calculator then adds its fields). Without JavaScript (or before the page is
 * hydrated) each tile submits `ToolPickerForm`, a GET form to `/?tool=<id>`, which the server
 * renders with that tool.
 */
export function ToolPicker({
  onIntent,
}: {
  onIntent?: (tool: ToolId) => void;
}) {
  const activeTool = useActiveToolStore((state) => state.activeTool);
  const setActiveTool = useActiveToolStore((state) => state.setActiveTool);

  return (
    <div
      role="group"
      aria-label="Choose a calculator"
      className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3"
    >
      {TOOLS.map((tool) => {
        const active = tool.id === activeTool;
        return (
          <button
            key={tool.id}
            id={tool.id}
            data-tool={tool.id}
            type="submit"
            form={TOOL_PICKER_FORM}
            name={TOOL_PARAM}
            value={tool.id}
            aria-pressed={active}
            onClick={(event) => {
              event.preventDefault();
              if (active) return;
              writeQuery([[TOOL_PARAM, tool.id]]);
              setActiveTool(tool.id);
            }}
            onPointerEnter={() => onIntent?.(tool.id)}
            onFocus={() => onIntent?.(tool.id)}
            className={`flex flex-col items-start gap-1 rounded-lg border p-2 text-left sm:p-4 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
              active
                ? "border-blue-700 bg-blue-50 ring-1 ring-blue-700"
                : "border-slate-200 bg-white hover:border-blue-400"
            }`}
          >
            <span className="flex w-full items-center justify-between gap-2">
              <span className="text-sm font-semibold text-slate-900 sm:text-base">
                {tool.label}
              </span>
              {active && (
                <span className="rounded-full bg-blue-700 px-2 py-0.5 text-xs font-medium text-white">
                  Active
                </span>
              )}
            </span>
            {/* On a phone the tiles are names only, so the form starts on the first screen. */}
            <span className="hidden text-sm text-slate-700 sm:block">
              {tool.description}
            </span>
          </button>
        );
      })}
    </div>
  );
}

const TOOL_PICKER_FORM = "tool-picker";

/**
 * The tool picker's form, which its tiles submit without JavaScript. Empty (the tiles name it by
 * id): the home page puts it after the calculator, whose form stays the page's first.
 */
export function ToolPickerForm() {
  return <form id={TOOL_PICKER_FORM} method="get" action="/" hidden />;
}
