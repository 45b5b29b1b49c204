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

  it("answers 400 for an unknown field", async () => {
    const app = await build();
    const body = { ...compareContractorExample, ir35: "outside" };
    expect(issuesOf(await postJson(app, URL, body))).toEqual(
      schemaIssues(contractorInputSchema, body),
    );
  });
});
