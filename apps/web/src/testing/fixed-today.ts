import { vi } from "vitest";

/**
 * The first setup file (vite.config.ts): the site's tax year is the year in force on the day its
 * code first runs (lib/site-tax-year.ts), so unit tests start it on a fixed day, whatever the real
 * date: 28 November 2026, in the 2026/27 tax year. Only that evaluation sees the fixed date;
 * the clock is real again before any test runs. A test that needs another day re-imports the
 * site on it (vi.resetModules, see lib/site-tax-year.test.tsx).
 */
export const UNIT_TEST_TODAY = new Date("2026-11-28T12:00:00Z");

vi.useFakeTimers({ now: UNIT_TEST_TODAY, toFake: ["Date"] });
await import("../lib/site-tax-year");
vi.useRealTimers();
