import { afterEach } from "vitest";
import { resetPages } from "./browser";

// After each test its tabs are reset for later tests or closed, and what the site stored is
// cleared (the run's one Chromium, and each worker's browser contexts, stay: global-setup.ts,
// browser.ts).
afterEach(resetPages);
