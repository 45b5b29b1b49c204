import { afterEach } from "vitest";
import { closeContexts } from "./browser";

// Each test's browser contexts are closed after it (the run's one Chromium stays: global-setup.ts).
afterEach(closeContexts);
