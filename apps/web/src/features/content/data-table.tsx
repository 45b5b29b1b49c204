import type { ReactNode } from "react";
import { ScrollRegion } from "../../components/scroll-region";

export interface Column<Row> {
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** The column whose cell heads its row (th scope="row"). */
  readonly rowHeader?: boolean;
  readonly numeric?: boolean;
}

/** An accessible table: a caption, column headers with scope, and one row header per row. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  footer,
  hideCaption = false,
}: {
  caption: string;
  /** Keep the caption for assistive technology only, when a heading right above says the same. */
  hideCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  footer?: ReactNode;
}) {
  return (
    <ScrollRegion label={caption}>
      <table className="w-full border-collapse text-left text-sm">
        <caption
          className={
            hideCaption
              ? "sr-only"
              : "mb-2 text-left font-medium text-slate-700"
          }
        >
          {caption}
        </caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-3 py-2 ${column.numeric ? "text-right" : ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-slate-200">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.header}
                    scope="row"
                    className="px-3 py-2 font-medium"
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.header}
                    className={`px-3 py-2 ${column.numeric ? "text-right tabular-nums" : ""}`}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer}
      </table>
    </ScrollRegion>
  );
}
