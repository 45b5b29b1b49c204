import {
  compareContractor,
  contractorInputSchema,
  contractorResultSchema,
  type ContractorInput,
} from "@uktax/engine";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../errors.js";
import { validatedByTheEngine } from "../schema-compilers.js";

export const compareContractorExample: ContractorInput = {
  employeeSalary: 40000,
  employeePension: 5,
  employeeBonus: 2000,
  contractorDailyRate: 300,
  contractorDaysPerYear: 220,
  contractorExpenses: 5000,
};

export const compareContractorRoute: FastifyPluginCallbackZod = (
  app,
  _options,
  done,
) => {
  app.post(
    "/api/compare-contractor",
    {
      schema: {
        operationId: "compareContractor",
        tags: ["calculators"],
        summary: "Contractor (outside or inside IR35) vs employee",
        description:
          "Take-home as an employee against the same work as a single-director limited company paying a salary and dividends (outside IR35), through an umbrella company, or on the fee-payer's payroll as a deemed employee (inside IR35), with each inside route's break-even day rate; ir35Status chooses the route the comparison is of.",
        body: contractorInputSchema,
        response: { 200: contractorResultSchema, "4xx": apiErrorSchema },
      },
      validatorCompiler: validatedByTheEngine,
      config: {
        openapiExample: {
          request: compareContractorExample,
          response: compareContractor(compareContractorExample),
        },
      },
    },
    (request) => compareContractor(request.body),
  );
  done();
};
