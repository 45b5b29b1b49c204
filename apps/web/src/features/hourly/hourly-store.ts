import type { HourlyResult, hourlyInputSchema } from "@uktax/engine";
import type { z } from "zod";
import {
  amount,
  flag,
  formStore,
  taxYear,
} from "../../components/form/form-model";
import { formModel } from "../../components/form/url-state";

/** Spec §9: 19.23 an hour, 40 hours, 52 weeks, 4 holiday weeks; holiday paid (engine default). */
export const HOURLY_FIELDS = {
  taxYear: taxYear(),
  hourlyRate: amount("19.23", { url: "rate" }),
  hoursPerWeek: amount("40", { url: "hours" }),
  weeksPerYear: amount("52", { url: "weeks" }),
  holidayWeeks: amount("4", { url: "holiday" }),
  paidHoliday: flag(true, { omitDefault: true, url: "paid" }),
};

/** The first call asks for the breakdown: the working and the charts read the one reply. */
export const HOURLY_MODEL = formModel(HOURLY_FIELDS, {
  includeBreakdown: true,
});

export const useHourlyStore = formStore<
  z.output<typeof hourlyInputSchema>,
  HourlyResult
>()(HOURLY_FIELDS);
