import {
  calculateMortgage,
  mortgageInputSchema,
  mortgageResultSchema,
  type MortgageInput,
} from "@uktax/engine";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../errors.js";
import { validatedByTheEngine } from "../schema-compilers.js";

export const calculateMortgageExample: MortgageInput = {
  annualIncome: 40000,
  monthlyExpenses: 800,
  deposit: 40000,
  interestRate: 4.5,
  mortgageTerm: 25,
};

export const calculateMortgageRoute: FastifyPluginCallbackZod = (
  app,
  _options,
  done,
) => {
  app.post(
    "/api/calculate-mortgage",
    {
      schema: {
        operationId: "calculateMortgage",
        tags: ["calculators"],
        summary: "Mortgage affordability",
        description:
          "The largest repayment mortgage affordable from take-home pay after expenses, capped at the income multiple.",
        body: mortgageInputSchema,
        response: { 200: mortgageResultSchema, "4xx": apiErrorSchema },
      },
      validatorCompiler: validatedByTheEngine,
      config: {
        openapiExample: {
          request: calculateMortgageExample,
          response: calculateMortgage(calculateMortgageExample),
        },
      },
    },
    (request) => calculateMortgage(request.body),
  );
  done();
};
