import {
  calculateSalary,
  salaryInputSchema,
  salaryResultSchema,
  type SalaryInput,
} from "@uktax/engine";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../errors.js";
import { validatedByTheEngine } from "../schema-compilers.js";

export const calculateSalaryExample: SalaryInput = {
  grossSalary: 40000,
  payFrequency: "annual",
  region: "england",
  taxCode: "1257L",
  studentLoanPlan: "none",
  pensionContribution: 5,
};

export const calculateSalaryRoute: FastifyPluginCallbackZod = (
  app,
  _options,
  done,
) => {
  app.post(
    "/api/calculate-salary",
    {
      schema: {
        operationId: "calculateSalary",
        tags: ["calculators"],
        summary: "Take-home pay for one salary",
        description:
          "Income tax, National Insurance, student loan, pension and take-home pay for a salary in the 2025/26 tax year.",
        body: salaryInputSchema,
        response: { 200: salaryResultSchema, "4xx": apiErrorSchema },
      },
      validatorCompiler: validatedByTheEngine,
      config: {
        openapiExample: {
          request: calculateSalaryExample,
          response: calculateSalary(calculateSalaryExample),
        },
      },
    },
    (request) => calculateSalary(request.body),
  );
  done();
};
