import {
  calculatePayslips,
  payslipsInputSchema,
  payslipsResultSchema,
  type PayslipsInput,
} from "@uktax/engine/payroll";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../errors.js";
import { validatedByTheEngine } from "../schema-compilers.js";

export const payslipsExample: PayslipsInput = {
  grossSalary: 40000,
  payFrequency: "monthly",
  region: "england",
  taxCode: "1257L",
  studentLoanPlan: "none",
  pensionContribution: 5,
  bonus: { amount: 5000, period: 6 },
};

export const payslipsRoute: FastifyPluginCallbackZod = (
  app,
  _options,
  done,
) => {
  app.post(
    "/api/payslips",
    {
      schema: {
        operationId: "calculatePayslips",
        tags: ["calculators"],
        summary: "A year of payslips, period by period (HMRC's payroll rules)",
        description:
          "Every weekly, fortnightly, four-weekly or monthly payslip of a tax year from an annual salary, " +
          "with an optional bonus in one period, pay rises and tax-code changes from a period on (e.g. an " +
          "emergency code on the W1/M1 basis until corrected) and a tax code with or without the W1/M1 basis: each period's " +
          "gross, taxable pay to date, tax, employee and employer NI, student loans, pension and net pay, " +
          "the year's totals, the annual figures for the same pay and the reasons they differ, as codes with " +
          "their figures.",
        body: payslipsInputSchema,
        response: { 200: payslipsResultSchema, "4xx": apiErrorSchema },
      },
      validatorCompiler: validatedByTheEngine,
      config: {
        openapiExample: {
          request: payslipsExample,
          response: calculatePayslips(payslipsExample),
        },
      },
    },
    (request) => calculatePayslips(request.body),
  );
  done();
};
