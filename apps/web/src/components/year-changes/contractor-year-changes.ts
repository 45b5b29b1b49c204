import {
  compareContractor,
  type ContractorInput,
  type ContractorResult,
  type TaxYearId,
} from "@uktax/engine";
import { chosenRoute, ROUTE_NAMES } from "../../lib/ir35-routes";
import {
  anyOf,
  standardEmployeeNi as employeeNi,
  standardEmployeeTax as incomeTax,
  TOTAL,
  yearChanges,
  type Applies,
  type LineSpec,
  type PersonalLineChange,
} from "./personal-year-changes";

/** The contractor's input in any year (the year is the comparison's). */
export type ContractorYearInput = Omit<ContractorInput, "taxYear">;

/** Employer NI on a salary (no Employment Allowance: a one-director company, an umbrella). */
const employerNi: Applies = (path) =>
  path === "nationalInsurance.secondaryThreshold" ||
  path === "nationalInsurance.employerRate";

const levy: Applies = (path) =>
  path.startsWith("nationalInsurance.apprenticeshipLevy.");

const sectionOf =
  (section: string): Applies =>
  (path) =>
    path.startsWith(`${section}.`);

/**
 * The lines of a contractor result that can move between years, for its IR35 route, each with the
 * figures its calculation reads (compareContractor in the engine): outside IR35, the director's
 * salary (the year's personal allowance unless one is given), the company's employer NI on it,
 * corporation tax on the profit left and dividend tax on the rest; inside, the salary's taxes
 * (through an umbrella, the employer's NI and levy come out of the rate first). Then the route's
 * net and the employee's.
 */
function contractorLines(
  input: ContractorYearInput,
): LineSpec<ContractorResult>[] {
  const status = input.ir35Status ?? "outside";
  const net: LineSpec<ContractorResult> = {
    line: `Net income ${ROUTE_NAMES[status]}`,
    amount: (result) => chosenRoute(result).netIncome,
    applies: TOTAL,
  };
  const employee: LineSpec<ContractorResult> = {
    line: "Employee net income",
    amount: (result) => result.employee.netIncome,
    applies: anyOf(incomeTax, employeeNi),
  };
  if (status === "inside-payroll")
    return [
      {
        line: "Income tax",
        amount: (result) => result.insidePayroll.incomeTax,
        applies: incomeTax,
      },
      {
        line: "National Insurance",
        amount: (result) => result.insidePayroll.nationalInsurance,
        applies: employeeNi,
      },
      net,
      employee,
    ];
  if (status === "inside-umbrella") {
    // The salary is what the rate leaves after the umbrella's employer NI and levy.
    const salary = anyOf(employerNi, levy);
    return [
      {
        line: "Employer NI",
        amount: (result) => result.insideIR35.employerNationalInsurance,
        applies: employerNi,
      },
      {
        line: "Apprenticeship levy",
        amount: (result) => result.insideIR35.apprenticeshipLevy,
        applies: anyOf(levy, employerNi),
      },
      {
        line: "Income tax",
        amount: (result) => result.insideIR35.incomeTax,
        applies: anyOf(incomeTax, salary),
      },
      {
        line: "National Insurance",
        amount: (result) => result.insideIR35.nationalInsurance,
        applies: anyOf(employeeNi, salary),
      },
      net,
      employee,
    ];
  }
  const salary: Applies =
    input.directorSalary === undefined
      ? (path) => path === "incomeTax.personalAllowance"
      : () => false;
  // The profit: what is left after the salary and its employer NI.
  const profit = anyOf(salary, employerNi);
  const corporationTax = anyOf(sectionOf("corporationTax"), profit);
  return [
    {
      line: "Director's salary",
      amount: (result) => result.contractor.directorSalary,
      applies: salary,
    },
    {
      line: "Employer National Insurance",
      amount: (result) => result.contractor.employerNationalInsurance,
      applies: anyOf(employerNi, salary),
    },
    {
      line: "Corporation tax",
      amount: (result) => result.contractor.corporationTax,
      applies: corporationTax,
    },
    {
      line: "National Insurance",
      amount: (result) => result.contractor.employeeNationalInsurance,
      applies: anyOf(employeeNi, salary),
    },
    {
      line: "Income tax",
      amount: (result) => result.contractor.incomeTax,
      applies: anyOf(incomeTax, salary),
    },
    {
      // On the dividends (what corporation tax leaves), above the salary in the same bands.
      line: "Dividend tax",
      amount: (result) => result.contractor.dividendTax,
      applies: anyOf(sectionOf("dividends"), incomeTax, corporationTax),
    },
    net,
    employee,
  ];
}

/** What changed for this contract and this employee's salary between `from` and `to`. */
export function contractorYearChanges(
  input: ContractorYearInput,
  from: TaxYearId,
  to: TaxYearId,
): PersonalLineChange[] {
  return yearChanges(
    (taxYear) => compareContractor({ ...input, taxYear }),
    contractorLines(input),
    from,
    to,
  );
}
