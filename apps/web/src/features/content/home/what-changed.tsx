import { getTaxYear, type TaxYearId } from "@uktax/engine";
import { DataTable } from "../data-table";
import {
  taxYearChanges,
  type TaxYearChange,
} from "../../../lib/tax-year-changes";

/** "What changed from 2025/26 to 2026/27": the figures that differ, generated from the engine's data. */
export function WhatChangedTable({
  from,
  to,
}: {
  from: TaxYearId;
  to: TaxYearId;
}) {
  const fromLabel = getTaxYear(from).label;
  const toLabel = getTaxYear(to).label;
  const changes = taxYearChanges(from, to);
  if (changes.length === 0)
    return (
      <p>
        No rate or threshold changed between {fromLabel} and {toLabel}.
      </p>
    );
  return (
    <DataTable<TaxYearChange>
      caption={`What changed from ${fromLabel} to ${toLabel}`}
      rows={changes}
      rowKey={(row) => `${row.section} ${row.figure}`}
      columns={[
        {
          header: "Figure",
          cell: (row) => `${row.section} › ${row.figure}`,
          rowHeader: true,
        },
        { header: fromLabel, cell: (row) => row.from, numeric: true },
        { header: toLabel, cell: (row) => row.to, numeric: true },
      ]}
    />
  );
}
