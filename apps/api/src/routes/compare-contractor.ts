import {
  compareContractor,
  contractorInputSchema,
  contractorResultSchema,
  type ContractorInput,
} from "@uktax/engine";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
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

export const compareContractorRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/compare-contractor",
    {
      schema: {
        operationId: "compareContractor",
        tags: ["calculators"],
        summary: "Contractor (outside IR35, limited company) vs employee",
        description:
          "Take-home as an employee against the same work as a single-director limited company paying a salary and dividends.",
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
};
