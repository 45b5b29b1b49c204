import { ORGANISATION } from "./content-data";
import { DataTable } from "./data-table";

/** Office hours (spec 000 §9): Mon–Fri 9:00–18:00, Sat 10:00–16:00, Sun closed, GMT. */
export function OfficeHoursTable() {
  return (
    <DataTable
      caption={`Office hours (${ORGANISATION.timeZone})`}
      rows={ORGANISATION.officeHours}
      rowKey={(row) => row.days}
      columns={[
        { header: "Day", cell: (row) => row.days, rowHeader: true },
        { header: "Hours", cell: (row) => row.hours },
      ]}
    />
  );
}
