import { afterAll, afterEach } from "vitest";
import { closeBrowser, closeContexts } from "./browser";

// Every spec file gets one Chromium; each test's contexts are closed after it, the browser after the file.
afterEach(closeContexts);
afterAll(closeBrowser);
