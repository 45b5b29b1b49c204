import {
  reverseCalculate,
  reverseInputSchema,
  reverseResultSchema,
  type ReverseInput,
} from "@uktax/engine";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../errors.js";
import { validatedByTheEngine } from "../schema-compilers.js";

export const reverseCalculateExample: ReverseInput = {
  desiredNetPay: 2500,
  payFrequency: "monthly",
  region: "england",
  taxCode: "1257L",
  studentLoanPlan: "none",
  pensionContribution: 5,
};

export const reverseCalculateRoute: FastifyPluginCallbackZod = (
  app,
  _options,
  done,
) => {
  app.post(
    "/api/reverse-calculate",
    {
      schema: {
        operationId: "reverseCalculate",
        tags: ["calculators"],
        summary: "Gross salary needed for a desired take-home pay",
        description:
          "The smallest annual gross salary (to the penny) whose take-home per pay period reaches desiredNetPay. " +
          "A target no salary can reach is answered with 400 and an issue on desiredNetPay.",
        body: reverseInputSchema,
        response: { 200: reverseResultSchema, "4xx": apiErrorSchema },
      },
      validatorCompiler: validatedByTheEngine,
      config: {
        openapiExample: {
          request: reverseCalculateExample,
          response: reverseCalculate(reverseCalculateExample),
        },
      },
    },
    (request) => reverseCalculate(request.body),
  );
  done();
};
