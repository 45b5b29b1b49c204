/**
 * The take-home breakdown (`calculateSalary` with `includeBreakdown: true`): how each figure of
 * the result arose, line by line, for a site to show. Every amount is its own exact value rounded
 * half-up to the penny; where lines rounded one by one need not add up to a total, the schema says
 * so and gives the total's own line (package README, "The breakdown").
 */
import { z } from "zod";
import { PENSION_BASES, PENSION_METHODS, STUDENT_LOAN_PLANS } from "../enumerations.js";
import { money, ratio } from "../schema-fields.js";
import { NATIONAL_INSURANCE_CATEGORIES } from "../tax-years/tax-year-rates.js";

const LOAN_PLANS = STUDENT_LOAN_PLANS.filter(
  (plan): plan is Exclude<typeof plan, "none"> => plan !== "none",
);

/** The income-tax regimes of the year's band tables. */
export const TAX_REGIMES = ["rUK", "wales", "scotland"] as const;

export const incomeTaxBandSchema = z.object({
  band: z
    .string()
    .describe(
      "The band's name in the year's data (basic, higher, additional; Scotland starter, basic, intermediate, higher, advanced, top), or the flat-rate code (BR, D0, D1, D2, D3) whose one rate taxes all taxable pay.",
    ),
  rate: ratio.describe("The band's rate, a fraction (0.2 = 20 %)."),
  from: money.describe("Where the band starts, in pounds of taxable income (after the allowance)."),
  to: money
    .nullable()
    .describe("Where the band ends, in pounds of taxable income; null for the top band."),
  taxable: money.describe(
    "The taxable income that falls in the band: at most to − from (within a penny where relief at source moves the limits by part of a penny).",
  ),
  tax: money.describe(
    "The band's exact tax (its exact taxable income × rate) rounded half-up on its own: the bands' taxes may add up to a penny or two more or less than bandsTotal.",
  ),
  extendedBy: money
    .optional()
    .describe(
      "Relief at source only: the gross pension contribution by which the band's upper limit is raised (Finance Act 2004 s.192(4)); absent on bands not extended.",
    ),
});

const allowanceSchema = z
  .object({
    standard: money.describe("The year's personal allowance (£12,570)."),
    code: money.describe(
      "The allowance the tax code states: its number × 10 (+ 9 under the PAYE convention); 0 for K, flat-rate (BR, D0 …) and NT codes.",
    ),
    marriageAllowanceTransferred: money.describe(
      "An M code under the statutory convention: the part of the code's allowance (£1,260) given instead as the marriage-allowance tax reduction; 0 otherwise.",
    ),
    taperReduction: money.describe(
      "Allowance lost to the taper: £1 for every whole £2 of adjusted net income over £100,000 (the standard code only, statutory convention).",
    ),
    given: money.describe(
      "The allowance given: code − marriageAllowanceTransferred − taperReduction (the result's personalAllowance).",
    ),
  })
  .describe("The personal allowance, from the year's to the one given.");

export const incomeTaxBreakdownSchema = z
  .object({
    regime: z
      .enum(TAX_REGIMES)
      .describe(
        "The band table used: Scottish (an S code or region scotland), Welsh (a C code or region wales) or the rest of the UK.",
      ),
    taxablePay: money.describe(
      "Pay and benefits in kind before the allowance: gross pay less exempt childcare vouchers and any net-pay or salary-sacrifice pension.",
    ),
    adjustedNetIncome: money.describe(
      "Adjusted net income, the measure the taper reads: taxablePay less any relief-at-source contribution (gross).",
    ),
    allowance: allowanceSchema,
    kCodeAddition: money.describe(
      "A K code's addition to taxable pay (its number × 10, + 9 under the PAYE convention); 0 for other codes.",
    ),
    taxableIncome: money.describe(
      "The income the bands tax: taxablePay − the allowance given (never below 0) + kCodeAddition; all taxablePay for a flat-rate code; 0 for NT (the result's taxableIncome).",
    ),
    bandExtension: money.describe(
      "Relief at source: the gross contribution that raises the limits of the bands marked extendedBy; 0 otherwise.",
    ),
    bands: z
      .array(incomeTaxBandSchema)
      .describe(
        "Every band of the regime, lowest first (bands the income does not reach show 0); one line for a flat-rate code; none for NT.",
      ),
    bandsTotal: money.describe(
      "The bands' exact taxes summed, then rounded half-up: income tax before the marriage-allowance reduction and the K-code overriding limit.",
    ),
    marriageAllowanceReduction: money.describe(
      "An M code: the marriage-allowance tax reduction given (20 % of £1,260 = £252, never more than the bands' tax; 0 when taxed above the recipient's band).",
    ),
    kCodeLimitReduction: money.describe(
      "A K code: the tax the overriding limit (50 % of cash pay) held back, as bandsTotal − total (the difference of the two rounded figures, so the lines add up; within a penny of the exact amount held back).",
    ),
    total: money.describe(
      "Income tax (the result's incomeTax) = bandsTotal − marriageAllowanceReduction − kCodeLimitReduction, exactly.",
    ),
    payslipTotal: money.describe(
      "Income tax as the payslips take it (the result's payslipIncomeTax): with relief at source, the same rules on the same pay without the contribution (no bandExtension, adjusted net income not reduced by it); total otherwise.",
    ),
    reliefAtSourceClaim: money.describe(
      "Relief at source: the relief above the basic rate the member claims (Self Assessment or a tax code change), payslipTotal − total exactly (the result's reliefAtSourceClaim); 0 otherwise.",
    ),
  })
  .describe("How the income tax arose.");

const NI_BANDS = ["main", "upper"] as const;

export const nationalInsuranceBandSchema = z.object({
  band: z
    .enum(NI_BANDS)
    .describe(
      "main: from the primary (employee) or secondary (employer) threshold; upper: above the upper earnings limit (employee) or the category's employer upper threshold.",
    ),
  rate: ratio.describe("The NI category's rate for the band, a fraction."),
  from: money.describe(
    "Where the band starts, pounds of NI-able pay a year (with a bonus: the earnings period's threshold × periods).",
  ),
  to: money
    .nullable()
    .describe(
      "Where it ends, pounds a year (with a bonus: the period's threshold × periods); null for the top band.",
    ),
  earnings: money.describe(
    "NI-able pay in the band over the year (with a bonus: each earnings period's pay in the band, summed).",
  ),
  contribution: money.describe(
    "The band's NI: without a bonus its exact earnings × rate rounded half-up on its own; with a bonus each period's amount rounded by HMRC's rule (the employer's band at one rate keeps the payroll's two parts, below and above the upper earnings limit, each rounded), summed.",
  ),
});

const class1Schema = (who: string, total: string) =>
  z
    .object({
      bands: z
        .array(nationalInsuranceBandSchema)
        .describe(`The ${who}'s Class 1 bands, lowest first.`),
      total: money.describe(
        `${total}. Without a bonus the bands' contributions may add up to a penny more or less; with a bonus they add up to it exactly.`,
      ),
    })
    .describe(`The ${who}'s Class 1 NI.`);

export const nationalInsuranceBreakdownSchema = z
  .object({
    category: z
      .enum(NATIONAL_INSURANCE_CATEGORIES)
      .describe("The NI category letter whose rates apply."),
    niablePay: money.describe(
      "Pay NI is charged on for the year: gross pay less exempt childcare vouchers and any salary-sacrifice pension.",
    ),
    earningsPeriod: z
      .enum(["annual", "monthly", "weekly"])
      .describe(
        "annual: the year's thresholds; with a bonus, the earnings period (a month, or a week for weekly and daily pay) each payslip's NI is worked out in.",
      ),
    periods: z
      .number()
      .describe(
        "Earnings periods in the year: 1, or with a bonus 12 or 52 (the bonus in one of them).",
      ),
    employee: class1Schema("employee", "Employee NI (the result's nationalInsurance)"),
    employer: class1Schema(
      "employer",
      "Employer Class 1 NI (the result's employerNationalInsurance)",
    ),
    class1A: z
      .object({
        benefitsInKind: money.describe("Benefits in kind the employer's Class 1A NI is on."),
        rate: ratio.describe("The Class 1A rate, a fraction."),
        contribution: money.describe(
          "benefitsInKind × rate, rounded half-up (the result's employerClass1ANationalInsurance).",
        ),
      })
      .describe("The employer's Class 1A NI on benefits in kind."),
  })
  .describe("How the National Insurance arose, employee and employer.");

export const studentLoanLineSchema = z.object({
  plan: z.enum(LOAN_PLANS).describe("The loan plan."),
  threshold: money.describe("The plan's annual threshold."),
  rate: ratio.describe("The plan's rate, a fraction, on pay above it."),
  overThreshold: money.describe("NI-able pay above the threshold."),
  collected: z
    .boolean()
    .describe("False when the plan repays nothing this year (Plan 5 before April 2026)."),
  repayment: money.describe(
    "The plan's repayment, its own exact value rounded half-up (under the PAYE convention, whole pounds down and nothing under the yearly minimum).",
  ),
});

export const studentLoansBreakdownSchema = z
  .object({
    earnings: money.describe("The pay loans are repaid on: NI-able pay for the year."),
    plans: z
      .array(studentLoanLineSchema)
      .describe("Each loan: the plan, then a postgraduate loan beside it; none without a loan."),
    total: money.describe(
      "Student and postgraduate loans together (the result's studentLoan), the exact sum rounded once: the plans' repayments, each rounded on its own, may add up to a penny more or less.",
    ),
  })
  .describe("How the student loan repayments arose.");

export const pensionBreakdownSchema = z
  .object({
    method: z.enum(PENSION_METHODS).describe("How the contribution is taken from pay."),
    basis: z
      .enum(PENSION_BASES)
      .describe("What the percentages are of: gross pay or qualifying earnings."),
    contribution: money.describe(
      "The employee's contribution into the pot (gross): employee + relief for relief at source, employee otherwise.",
    ),
    employee: money.describe("What the contribution costs from pay (the result's pension)."),
    employer: money.describe("The employer's contribution (the result's employerPension)."),
    relief: money.describe(
      "Tax relief (the result's pensionTaxRelief): the basic-rate relief the scheme claims (relief at source), or the income tax the contribution saved (net pay, salary sacrifice).",
    ),
  })
  .describe("The pension contributions.");

export const marginalRateBreakdownSchema = z
  .object({
    total: ratio.describe(
      "The result's marginalRate: income tax, employee NI and student loans on the next £1 of gross pay, a fraction.",
    ),
    incomeTax: ratio.describe(
      "Income tax on the next £1 of gross pay, a fraction (with the allowance taper where it applies; on the part left after a pension taken before tax).",
    ),
    nationalInsurance: ratio.describe("Employee NI on the next £1 of gross pay, a fraction."),
    studentLoans: ratio.describe(
      "Student and postgraduate loan repayments on the next £1 of gross pay, a fraction.",
    ),
    pension: ratio.describe(
      "What the employee's pension contribution costs of the next £1 of gross pay, a fraction (relief at source: after the basic-rate relief); not part of the result's marginalRate.",
    ),
  })
  .describe(
    "The result's marginalRate part by part (incomeTax + nationalInsurance + studentLoans; each rounded to 4 decimals on its own, so their sum can differ from it by 0.0001), and the pension's cost of the same £1.",
  );

/** The figures salary sacrifice changes, said of `what`. */
const sacrificeFiguresSchema = (what: string) =>
  z.object({
    incomeTax: money.describe(`Income tax ${what}.`),
    nationalInsurance: money.describe(`Employee Class 1 NI ${what}.`),
    studentLoan: money.describe(`Student and postgraduate loan repayments ${what}.`),
    employerNationalInsurance: money.describe(`Employer Class 1 NI ${what}.`),
  });

export const salarySacrificeBreakdownSchema = z
  .object({
    sacrificed: money.describe(
      "The pay given up for a salary-sacrifice pension contribution and the exempt part of childcare vouchers: the NI-able pay they take away (0 without either).",
    ),
    withoutSacrifice: sacrificeFiguresSchema(
      "on the same pay taken as cash (no salary-sacrifice contribution, no childcare vouchers; a pension by another method as it is), by the same rules as the result's; the result's own figure without a sacrifice",
    ).describe("The figures salary sacrifice changes, on the pay before the sacrifice."),
    saved: sacrificeFiguresSchema(
      "the sacrifice saves: withoutSacrifice's figure − the result's, exactly (0 without a sacrifice)",
    ).describe("What salary sacrifice saves, the employee and the employer."),
  })
  .describe(
    "Salary sacrifice (a salary-sacrifice pension, childcare vouchers) against the same pay taken as cash.",
  );

export const employerBreakdownSchema = z
  .object({
    grossPay: money.describe("Gross pay (the result's grossAnnual)."),
    nationalInsurance: money.describe(
      "Employer Class 1 NI (the result's employerNationalInsurance).",
    ),
    class1A: money.describe(
      "Employer Class 1A NI on benefits in kind (the result's employerClass1ANationalInsurance).",
    ),
    pension: money.describe("The employer's pension contribution (the result's employerPension)."),
    totalCost: money.describe(
      "grossPay + nationalInsurance + class1A + pension, exactly (the result's employerCost).",
    ),
  })
  .describe("What the employee costs the employer.");

/** One band's slice of savings or dividends taxed above their 0 % parts. */
export const otherIncomeBandSchema = z.object({
  rate: ratio.describe("The band's savings or dividend rate, a fraction."),
  from: money.describe(
    "Where the band starts, in pounds of all taxable income on the UK bands (limits raised by relief at source and Gift Aid).",
  ),
  to: money.nullable().describe("Where the band ends; null for the top band."),
  taxable: money.describe("The income of this kind in the band."),
  tax: money.describe("The band's exact tax rounded half-up on its own."),
});

export const otherIncomeBreakdownSchema = z
  .object({
    giftAidGross: money.describe(
      "Gift Aid grossed up at the basic rate: it raises the basic and higher rate limits and comes off adjusted net income.",
    ),
    blindPersonsAllowance: money.describe(
      "Blind Person's Allowance added to the code's allowance (0 when not claimed).",
    ),
    allowanceLeft: money.describe(
      "The allowance (with Blind Person's Allowance) left after pay and property profits, set against savings and dividends where it saves most.",
    ),
    property: z.object({
      receipts: money.describe("Property income for the year."),
      expenses: money.describe("Its expenses."),
      profits: money.describe(
        "Receipts less the expenses or the £1,000 property allowance, whichever is more; 0 at £1,000 of receipts or less.",
      ),
      tax: money.describe("The income tax the profits add on top of pay (the region's rates)."),
    }),
    savings: z.object({
      interest: money.describe("Savings interest for the year."),
      allowance: money.describe("The personal allowance set against it."),
      startingRate: money.describe("Interest in the £5,000 starting rate for savings (0 %)."),
      personalSavingsAllowance: money.describe(
        "The allowance for this income: £1,000, £500 or £0.",
      ),
      personalSavingsAllowanceUsed: money.describe("Interest it covers (0 %)."),
      bands: z.array(otherIncomeBandSchema).describe("The rest of the interest, band by band."),
      tax: money.describe("The result's savingsTax."),
    }),
    dividends: z.object({
      dividends: money.describe("Dividends for the year."),
      allowance: money.describe("The personal allowance set against them."),
      dividendAllowance: money.describe("Dividends in the £500 dividend allowance (0 %)."),
      bands: z.array(otherIncomeBandSchema).describe("The rest, band by band."),
      tax: money.describe("The result's dividendTax."),
    }),
  })
  .describe(
    "Income beside pay: property, savings and dividends on top of pay in that order (ITA 2007 s.16), with Gift Aid and Blind Person's Allowance.",
  );

export const salaryBreakdownSchema = z
  .object({
    otherIncome: otherIncomeBreakdownSchema,
    incomeTax: incomeTaxBreakdownSchema,
    nationalInsurance: nationalInsuranceBreakdownSchema,
    studentLoans: studentLoansBreakdownSchema,
    pension: pensionBreakdownSchema,
    employer: employerBreakdownSchema,
    marginalRate: marginalRateBreakdownSchema,
    salarySacrifice: salarySacrificeBreakdownSchema,
  })
  .describe(
    "Line by line, how the figures arose (only with includeBreakdown: true). Every amount is its own exact value rounded half-up to the penny; each total is the result's own figure.",
  );

export type SalaryBreakdown = z.output<typeof salaryBreakdownSchema>;
export type IncomeTaxBreakdownLines = z.output<typeof incomeTaxBreakdownSchema>;
export type IncomeTaxBandLine = z.output<typeof incomeTaxBandSchema>;
export type NationalInsuranceBreakdownLines = z.output<typeof nationalInsuranceBreakdownSchema>;
export type NationalInsuranceBandLine = z.output<typeof nationalInsuranceBandSchema>;
export type StudentLoanLine = z.output<typeof studentLoanLineSchema>;
export type SalarySacrificeLines = z.output<typeof salarySacrificeBreakdownSchema>;
export type OtherIncomeBreakdownLines = z.output<typeof otherIncomeBreakdownSchema>;
export type OtherIncomeBandLine = z.output<typeof otherIncomeBandSchema>;
