import { useId } from "react";
import { useLocation } from "wouter";
import { yearList } from "../../components/form/result-years";
import { openQuery } from "../../lib/page-query";
import { useSavedResults, type SavedResult } from "../../lib/saved-results";
import { removeSavedResult } from "../../lib/saved-results-storage";
import { findRoute, isToolId, paths, toolById } from "../../paths";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
});

function savedDate(item: SavedResult): string {
  const date = new Date(item.savedAt);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

/** Where a saved result's calculator is, and its name: a home page tool, or a page of its own. */
function savedTool(item: SavedResult): { path: string; label: string } | null {
  if (isToolId(item.tool))
    return { path: paths.home, label: toolById(item.tool).label };
  const route = item.path === undefined ? undefined : findRoute(item.path);
  return route?.saves && route.link
    ? { path: route.path, label: route.link.label }
    : null;
}

/**
 * "Saved results": what the visitor kept with Save Results, newest first: the tool, the tax
 * year, the key figure and the date. Open restores the inputs through the page's link (the same
 * restore a shared link gets; on the tool's own page if it has one) and calculates again; Delete
 * forgets the item.
 */
export default function SavedResultsPanel() {
  const headingId = useId();
  const items = useSavedResults((state) => state.items);
  const [location, navigate] = useLocation();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Saved results
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Kept in this browser only. Open one to see it again with today&apos;s
        calculator.
      </p>
      <ul className="mt-3 divide-y divide-slate-200">
        {items.map((item) => {
          const tool = savedTool(item);
          if (!tool) return null;
          const date = savedDate(item);
          const name = `${tool.label}, ${yearList(item.years)}, saved ${date}`;
          return (
            <li
              key={item.id}
              data-saved-result={item.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <div>
                <p className="font-medium text-slate-900">
                  {tool.label}{" "}
                  <span className="font-normal text-slate-700">
                    · {yearList(item.years)}
                  </span>
                </p>
                <p className="text-sm text-slate-700">
                  {item.figure.label}:{" "}
                  <strong className="tabular-nums">{item.figure.value}</strong>
                  {date ? ` · saved ${date}` : null}
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  aria-label={`Open ${name}`}
                  onClick={() => {
                    if (tool.path !== location) {
                      navigate(`${tool.path}${item.query}`);
                      return;
                    }
                    openQuery(item.query);
                    document
                      .querySelector("[data-testid='active-tool']")
                      ?.scrollIntoView({ block: "start" });
                  }}
                  className="rounded-md border border-blue-700 px-3 py-1.5 text-sm font-medium text-blue-800 hover:bg-blue-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                >
                  Open
                </button>
                <button
                  type="button"
                  aria-label={`Delete ${name}`}
                  onClick={() => {
                    removeSavedResult(item.id);
                  }}
                  className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
                >
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
