import type { HourlyResult, hourlyInputSchema } from "@uktax/engine";
import type { z } from "zod";
import { amount, flag, formStore } from "../../components/form/form-model";

/** Spec §9: 19.23 an hour, 40 hours, 52 weeks, 4 holiday weeks; holiday paid (engine default). */
export const HOURLY_FIELDS = {
  hourlyRate: amount("19.23"),
  hoursPerWeek: amount("40"),
  weeksPerYear: amount("52"),
  holidayWeeks: amount("4"),
  paidHoliday: flag(true, { omitDefault: true }),
};

export const useHourlyStore = formStore<
  z.output<typeof hourlyInputSchema>,
  HourlyResult
>()(HOURLY_FIELDS);
