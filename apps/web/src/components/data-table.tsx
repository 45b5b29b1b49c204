import type { ReactNode } from "react";
import { ScrollRegion } from "./scroll-region";

/**
 * The site's data table, for the working under a result and every chart's figures: a caption
 * that names it, column headings (a blank first one is the corner over the row headings: a plain
 * cell), rows headed by their first cell, an optional total row, and one
 * row that may be marked as the user's own. It scrolls sideways, by keyboard too, when the screen
 * is narrower than it.
 */
export function DataTable({
  caption,
  columns,
  rows,
  total,
  mark = -1,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  total?: readonly ReactNode[];
  /** The index of the user's own row, shown as such (none by default). */
  mark?: number;
}) {
  return (
    <ScrollRegion label={caption}>
      <table className="w-full text-sm">
        <caption className="mb-1 text-left font-semibold text-slate-900">
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            {columns.map((column) =>
              // A blank corner (over the rows' own headings) is a plain cell, not an empty header.
              column === "" ? (
                <td key={column} />
              ) : (
                <th key={column} scope="col" className={CELL}>
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row, index) => (
            <Row key={index} cells={row} mark={index === mark} />
          ))}
          {total ? <Row cells={total} total /> : null}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Figures never wrap (a sign stays with its amount); the first cell, a row's heading, may. */
const CELL =
  "whitespace-nowrap px-2 py-1 text-right tabular-nums first:whitespace-normal first:text-left";

/** A row: its first cell heads it. */
function Row({
  cells,
  total = false,
  mark = false,
}: {
  cells: readonly ReactNode[];
  total?: boolean;
  mark?: boolean;
}) {
  return (
    <tr
      data-mark={mark ? "you" : undefined}
      className={
        total
          ? "border-t border-slate-300 font-semibold"
          : mark
            ? "bg-blue-50 font-semibold"
            : undefined
      }
    >
      {cells.map((value, column) =>
        column === 0 ? (
          <th
            key={column}
            scope="row"
            className={`${CELL} ${total || mark ? "" : "font-normal"}`}
          >
            {value}
            {mark ? " (you)" : null}
          </th>
        ) : (
          <td key={column} className={CELL}>
            {value}
          </td>
        ),
      )}
    </tr>
  );
}
