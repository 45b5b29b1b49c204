import {
  compareContractor,
  contractorInputSchema,
  type ContractorInput,
} from "@uktax/engine";
import { describe, expect, it } from "vitest";
import {
  asJson,
  build,
  issuesOf,
  postJson,
  schemaIssues,
} from "../test-helper.js";
import { compareContractorExample } from "./compare-contractor.js";

const URL = "/api/compare-contractor";

const CASES: [string, ContractorInput][] = [
  ["the spec's defaults", compareContractorExample],
  [
    "a day rate in the marginal relief band",
    { ...compareContractorExample, contractorDailyRate: 650 },
  ],
  [
    "a high earner with a chosen director salary",
    {
      ...compareContractorExample,
      employeeSalary: 120000,
      contractorDailyRate: 900,
      directorSalary: 5000,
    },
  ],
  [
    "inside IR35 through an umbrella with a margin and a pension",
    {
      ...compareContractorExample,
      ir35Status: "inside-umbrella",
      umbrellaMargin: 1000,
      umbrellaEmployerPension: 3,
    },
  ],
  [
    "inside IR35 on the client's payroll",
    { ...compareContractorExample, ir35Status: "inside-payroll" },
  ],
  [
    "only the required fields",
    {
      employeeSalary: 30000,
      contractorDailyRate: 250,
      contractorDaysPerYear: 200,
    },
  ],
];

describe(`POST ${URL}`, () => {
  it.each(CASES)(
    "answers exactly what the engine answers for %s",
    async (_name, input) => {
      const app = await build();
      const response = await postJson(app, URL, input);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(asJson(compareContractor(input)));
    },
  );

  it.each([
    ["employeeSalary", -1, "Employee salary must be positive"],
    ["contractorDailyRate", -1, "Daily rate must be positive"],
    ["contractorDaysPerYear", -1, "Days per year must be positive"],
    ["employeePension", 101, "Employee pension must be between 0% and 100%"],
    ["employeeBonus", -1, "Employee bonus must be positive"],
    ["contractorExpenses", -1, "Contractor expenses must be positive"],
  ])(
    "answers 400 naming %s (%j) with the spec's message",
    async (field, value, message) => {
      const app = await build();
      const body = { ...compareContractorExample, [field]: value };
      const issues = issuesOf(await postJson(app, URL, body));
      expect(issues).toEqual([{ path: [field], message }]);
      expect(issues).toEqual(schemaIssues(contractorInputSchema, body));
    },
  );

  it("takes the IR35 choice: £550 × 220 days in 2026/27, each route's lines and break-even", async () => {
    const app = await build();
    const at550 = {
      ...compareContractorExample,
      contractorDailyRate: 550,
      taxYear: "2026-27",
    };
    const umbrella = (
      await postJson(app, URL, { ...at550, ir35Status: "inside-umbrella" })
    ).json<{
      ir35Status: string;
      insideIR35: Record<string, number | null>;
      comparison: { difference: number };
    }>();
    // s + 15 % × (s − 5,000) + 0.5 % × s ≤ 121,000: s = 121,750 / 1.155 → 105,411.25 (NI
    // 15,061.69, levy 527.06, total 121,000.00); holiday 105,411.25 − 94,058.40 (÷ 1.1207) =
    // 11,352.85; tax 30,678.50 (allowance 9,865), NI 4,118.83; net 70,613.92.
    expect(umbrella.ir35Status).toBe("inside-umbrella");
    expect(umbrella.insideIR35).toMatchObject({
      grossSalary: 105_411.25,
      unallocated: 0,
      holidayPay: 11_352.85,
      netIncome: 70_613.92,
      breakEvenDayRate: 579.73,
    });
    // 70,613.92 − the employee's 32,228.70
    expect(umbrella.comparison.difference).toBe(38_385.22);
    const payroll = (
      await postJson(app, URL, { ...at550, ir35Status: "inside-payroll" })
    ).json<{ insidePayroll: Record<string, number | null> }>();
    // Fee 121,000 all salary: tax 40,032 (allowance 2,070), NI 4,430.60, net 76,537.40; on
    // top employer NI 15 % × 116,000 = 17,400 and levy 605: cost 139,005.
    expect(payroll.insidePayroll).toEqual({
      grossIncome: 121_000,
      incomeTax: 40_032,
      nationalInsurance: 4_430.6,
      netIncome: 76_537.4,
      employerNationalInsurance: 17_400,
      apprenticeshipLevy: 605,
      feePayerCost: 139_005,
      breakEvenDayRate: 504.88,
    });
  });

  it("serialises a break-even that no accepted rate reaches as null", async () => {
    // £100,000,000 for a day, the umbrella taking half as its margin: under £27.5m net inside
    // against over £45m outside (see the engine's test).
    const app = await build();
    const response = await postJson(app, URL, {
      ...compareContractorExample,
      contractorDailyRate: 100_000_000,
      contractorDaysPerYear: 1,
      contractorExpenses: 0,
      umbrellaMargin: 50_000_000,
    });
    expect(response.statusCode).toBe(200);
    expect(
      response.json<{ insideIR35: { breakEvenDayRate: number | null } }>()
        .insideIR35.breakEvenDayRate,
    ).toBeNull();
  });

  it("answers 400 naming ir35Status for a status it does not know", async () => {
    const app = await build();
    const body = { ...compareContractorExample, ir35Status: "inside" };
    const issues = issuesOf(await postJson(app, URL, body));
    expect(issues).toEqual([
      {
        path: ["ir35Status"],
        message:
          "IR35 status must be one of: outside, inside-umbrella, inside-payroll",
      },
    ]);
    expect(issues).toEqual(schemaIssues(contractorInputSchema, body));
  });

  it("answers 400 for an unknown field", async () => {
    const app = await build();
    const body = { ...compareContractorExample, ir35: "outside" };
    expect(issuesOf(await postJson(app, URL, body))).toEqual(
      schemaIssues(contractorInputSchema, body),
    );
  });
});
