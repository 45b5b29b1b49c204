import { afterEach } from "vitest";
import { resetPages } from "./browser";

// Each test's tabs are closed after it, and what the site stored is cleared (the run's one
// Chromium, and each worker's browser contexts, stay: global-setup.ts, browser.ts).
afterEach(resetPages);
