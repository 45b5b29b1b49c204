import { create } from "zustand";
import type { HourlyInput, HourlyResult } from "@uktax/engine";
import { parseNumber } from "../../components/form/parse-number";
import type { Candidate } from "../../lib/use-calculation";

export interface HourlyValues {
  hourlyRate: string;
  hoursPerWeek: string;
  weeksPerYear: string;
  holidayWeeks: string;
  /** Engine option (default true): whether holiday weeks are paid. */
  paidHoliday: boolean;
}

/** Spec §9: 19.23 an hour, 40 hours, 52 weeks, 4 holiday weeks. */
export const HOURLY_DEFAULTS: HourlyValues = {
  hourlyRate: "19.23",
  hoursPerWeek: "40",
  weeksPerYear: "52",
  holidayWeeks: "4",
  paidHoliday: true,
};

/** The candidate body; `paidHoliday` is sent only when it differs from the engine's default. */
export function toHourlyCandidate(
  values: HourlyValues,
): Candidate<HourlyInput> {
  return {
    hourlyRate: parseNumber(values.hourlyRate),
    hoursPerWeek: parseNumber(values.hoursPerWeek),
    weeksPerYear: parseNumber(values.weeksPerYear),
    holidayWeeks: parseNumber(values.holidayWeeks),
    ...(values.paidHoliday ? {} : { paidHoliday: false }),
  };
}

interface HourlyState {
  values: HourlyValues;
  result: HourlyResult | null;
  setValue: <K extends keyof HourlyValues>(
    field: K,
    value: HourlyValues[K],
  ) => void;
  setResult: (result: HourlyResult) => void;
}

export const useHourlyStore = create<HourlyState>((set) => ({
  values: HOURLY_DEFAULTS,
  result: null,
  setValue: (field, value) =>
    set((state) => ({ values: { ...state.values, [field]: value } })),
  setResult: (result) => set({ result }),
}));
