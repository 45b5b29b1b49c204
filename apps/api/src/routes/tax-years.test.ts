import { getTaxYears } from "@uktax/engine";
import { describe, expect, it } from "vitest";
import { asJson, build, postJson } from "../test-helper.js";

describe("GET /api/tax-years", () => {
  it("answers the engine's tax years", async () => {
    const app = await build();
    const response = await app.inject({ method: "GET", url: "/api/tax-years" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(asJson(getTaxYears()));
  });

  it("lists exactly the years the calculators accept", async () => {
    const app = await build();
    const years = (
      await app.inject({ method: "GET", url: "/api/tax-years" })
    ).json<{ id: string }[]>();
    expect(years.length).toBeGreaterThan(0);
    for (const { id } of years) {
      const response = await postJson(app, "/api/calculate-salary", {
        grossSalary: 40000,
        taxYear: id,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it("answers POST with 405, allowing GET and HEAD", async () => {
    const app = await build();
    const response = await postJson(app, "/api/tax-years", {});
    expect(response.statusCode).toBe(405);
    expect(response.headers["allow"]).toBe("GET, HEAD");
  });

  it("may be cached for a day, while /health is never cached", async () => {
    const app = await build();
    const years = await app.inject({ method: "GET", url: "/api/tax-years" });
    expect(years.headers["cache-control"]).toBe("public, max-age=86400");
    const health = await app.inject({ method: "GET", url: "/health" });
    expect(health.headers["cache-control"]).toBe("no-store");
  });
});
