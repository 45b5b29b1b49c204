import { DataTable } from "./data-table";
import { moneyPence } from "./figures";
import type { computeExample } from "./worked-examples";

type ExampleResult = ReturnType<typeof computeExample>;
type ExampleFigure = {
  [K in keyof ExampleResult]-?: ExampleResult[K] extends number ? K : never;
}[keyof ExampleResult];

/**
 * Two or more worked examples side by side: one row per figure (in pounds and pence), one column
 * per example, headed by what sets it apart (a region, a pension method).
 */
export function ExampleComparisonTable({
  caption,
  examples,
  figures,
}: {
  caption: string;
  examples: readonly { header: string; result: ExampleResult }[];
  figures: readonly { label: string; figure: ExampleFigure }[];
}) {
  return (
    <DataTable
      caption={caption}
      rows={figures}
      rowKey={(row) => row.label}
      columns={[
        { header: "Figure", cell: (row) => row.label, rowHeader: true },
        ...examples.map(({ header, result }) => ({
          header,
          cell: (row: (typeof figures)[number]) =>
            moneyPence(result[row.figure]),
          numeric: true,
        })),
      ]}
    />
  );
}
