import { getTaxYears, TAX_YEAR_IDS, type TaxYearSummary } from "@uktax/engine";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { z } from "zod";

/** The engine's `TaxYearSummary[]`, as a schema for the reply and the OpenAPI document. */
export const taxYearsSchema = z.array(
  z.object({
    id: z
      .enum(TAX_YEAR_IDS)
      .describe('The `taxYear` of every input, e.g. "2025-26"'),
    label: z.string().describe('For people, e.g. "2025/26"'),
    starts: z.string().describe('First day, ISO date, e.g. "2025-04-06"'),
    ends: z.string().describe('Last day, ISO date, e.g. "2026-04-05"'),
  }),
) satisfies z.ZodType<TaxYearSummary[]>;

export const taxYearsRoute: FastifyPluginCallbackZod = (
  app,
  _options,
  done,
) => {
  app.get(
    "/api/tax-years",
    {
      schema: {
        operationId: "listTaxYears",
        tags: ["calculators"],
        summary: "The tax years the calculators know",
        description:
          "Every value the `taxYear` field of an input accepts, oldest first, with its label and dates.",
        response: { 200: taxYearsSchema },
      },
    },
    // The list changes only with a new release: caches may keep it for a day.
    (_request, reply) => {
      reply.header("cache-control", "public, max-age=86400");
      return getTaxYears();
    },
  );
  done();
};
