import { describe, expect, it } from "vitest";
import { GUIDES, paths, ROUTE_LIST, TOOLS } from "./paths";
import source from "./paths.ts?raw";

describe("paths.ts, the site's map as data", () => {
  it("imports nothing, so any file may import it without a cycle", () => {
    expect(source).not.toMatch(/^\s*import\b/m);
    expect(source).not.toMatch(/\bimport\s*\(/);
  });

  it("lists the seventeen routes, the ten guides and the six tools", () => {
    expect(ROUTE_LIST).toHaveLength(17);
    expect(GUIDES).toHaveLength(10);
    expect(TOOLS.map((tool) => tool.id)).toEqual([
      "calculator",
      "comparison",
      "reverse",
      "converter",
      "mortgage",
      "contractor",
    ]);
    expect(paths.payslipSimulator).toBe("/payslip-simulator");
  });
});
