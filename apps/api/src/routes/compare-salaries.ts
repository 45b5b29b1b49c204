import {
  compareSalaries,
  compareSalariesInputSchema,
  compareSalariesResultSchema,
  type CompareSalariesInput,
} from "@uktax/engine";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../errors.js";
import { validatedByTheEngine } from "../schema-compilers.js";

export const compareSalariesExample: CompareSalariesInput = {
  salaries: [
    {
      grossSalary: 40000,
      payFrequency: "annual",
      region: "england",
      taxCode: "1257L",
      studentLoanPlan: "none",
      pensionContribution: 5,
    },
    {
      grossSalary: 45000,
      payFrequency: "annual",
      region: "england",
      taxCode: "1257L",
      studentLoanPlan: "none",
      pensionContribution: 5,
    },
  ],
};

export const compareSalariesRoute: FastifyPluginCallbackZod = (
  app,
  _options,
  done,
) => {
  app.post(
    "/api/compare-salaries",
    {
      schema: {
        operationId: "compareSalaries",
        tags: ["calculators"],
        summary: "Compare take-home pay for one to three salaries",
        description:
          "Each salary is calculated as by /api/calculate-salary; grossSalary in the answer is annual.",
        body: compareSalariesInputSchema,
        response: { 200: compareSalariesResultSchema, "4xx": apiErrorSchema },
      },
      validatorCompiler: validatedByTheEngine,
      config: {
        openapiExample: {
          request: compareSalariesExample,
          response: compareSalaries(compareSalariesExample),
        },
      },
    },
    (request) => compareSalaries(request.body),
  );
  done();
};
