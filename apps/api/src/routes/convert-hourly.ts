import {
  convertHourly,
  hourlyInputSchema,
  hourlyResultSchema,
  type HourlyInput,
} from "@uktax/engine";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../errors.js";
import { validatedByTheEngine } from "../schema-compilers.js";

export const convertHourlyExample: HourlyInput = {
  hourlyRate: 19.23,
  hoursPerWeek: 40,
  weeksPerYear: 52,
  holidayWeeks: 4,
};

export const convertHourlyRoute: FastifyPluginCallbackZod = (
  app,
  _options,
  done,
) => {
  app.post(
    "/api/convert-hourly",
    {
      schema: {
        operationId: "convertHourly",
        tags: ["calculators"],
        summary: "Convert an hourly rate to annual, daily and weekly pay",
        description:
          "Tax, NI and net pay are estimated for an England 1257L employee with no student loan or pension.",
        body: hourlyInputSchema,
        response: { 200: hourlyResultSchema, "4xx": apiErrorSchema },
      },
      validatorCompiler: validatedByTheEngine,
      config: {
        openapiExample: {
          request: convertHourlyExample,
          response: convertHourly(convertHourlyExample),
        },
      },
    },
    (request) => convertHourly(request.body),
  );
  done();
};
