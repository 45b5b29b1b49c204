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

/** The household beside the pay: children, a partner, other income and Gift Aid (issue 30). */
export const householdExampleFields = {
  childBenefitChildren: 2,
  partnerAdjustedNetIncome: 30000,
  savingsInterest: 1500,
  dividends: 2000,
  propertyIncome: 9000,
  propertyExpenses: 2500,
  giftAidDonations: 800,
  includeStayUnder: true,
} satisfies Partial<SalaryInput>;

export const calculateSalaryHouseholdExample: SalaryInput = {
  ...calculateSalaryExample,
  grossSalary: 70000,
  ...householdExampleFields,
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
          "Income tax, National Insurance, student loan, pension and take-home pay for a salary in the 2025/26 tax year. " +
          "With the household's fields (Child Benefit children, a partner's adjusted net income, savings interest, " +
          "dividends, property income, Gift Aid, Blind Person's Allowance) the answer also gives the year beside the " +
          "payslips: adjusted net income, Child Benefit and its charge, tax on other income, the tax payroll takes " +
          "and the tax outside it, childcare support and, with includeStayUnder, what brings adjusted net income " +
          "under each cliff.",
        body: salaryInputSchema,
        response: { 200: salaryResultSchema, "4xx": apiErrorSchema },
      },
      validatorCompiler: validatedByTheEngine,
      config: {
        openapiExample: {
          summary: "A salary alone: £40,000 a year, 1257L, a 5 % pension",
          request: calculateSalaryExample,
          response: calculateSalary(calculateSalaryExample),
        },
        openapiMoreExamples: {
          household: {
            summary:
              "A household: £70,000 with two children, a partner on £30,000, savings, dividends, a let property and Gift Aid, and what brings adjusted net income under each cliff",
            request: calculateSalaryHouseholdExample,
            response: calculateSalary(calculateSalaryHouseholdExample),
          },
        },
      },
    },
    (request) => calculateSalary(request.body),
  );
  done();
};
