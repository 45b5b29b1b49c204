/**
 * Differential tests: calculateSalary against a naive, independent decimal.js implementation of
 * the same rules, written straight from the year's data and the README's Conventions (no shared
 * code but the data): first the statutory 2025/26 core, then every field of the result for every
 * year, region, kind of tax code, convention, pay frequency, loan plan and pension method.
 */
import Decimal from "decimal.js";
import fc from "fast-check";
import { householdResultFields } from "../src/household/household.schema.js";
import { describe, expect, it } from "vitest";
import { calculateSalary, getTaxYear, ValidationError } from "../src/index.js";
import type {
  NationalInsuranceCategory,
  PensionMethod,
  Region,
  StudentLoanPlan,
} from "../src/index.js";

const Y = getTaxYear("2025-26");
const d = (value: number | string) => new Decimal(value);

function bandsTax(
  taxable: Decimal,
  bands: readonly { rate: number; upTo: number | null }[],
): Decimal {
  let tax = d(0);
  let lower = d(0);
  for (const band of bands) {
    const upper = band.upTo === null ? taxable : Decimal.min(taxable, band.upTo);
    if (upper.gt(lower)) tax = tax.plus(upper.minus(lower).times(band.rate));
    if (band.upTo === null || taxable.lte(band.upTo)) break;
    lower = d(band.upTo);
  }
  return tax;
}

type Band = { name: string; rate: number; upTo: number | null };

/**
 * Relief at source (Finance Act 2004 s.192(4), (4A)): the limits of the bands from `fromBand` up
 * rise by the gross contribution. Written as the statute says, on the band list.
 */
function extendedBands(
  bands: readonly Band[],
  fromBand: string,
  by: Decimal,
): { rate: number; upTo: number | null }[] {
  const from = bands.findIndex((band) => band.name === fromBand);
  return bands.map((band, index) => ({
    rate: band.rate,
    upTo: band.upTo === null || index < from ? band.upTo : by.plus(band.upTo).toNumber(),
  }));
}

interface Case {
  gross: number;
  region: Region;
  plan: StudentLoanPlan;
  pension: number;
  method: PensionMethod;
  bik: number;
  vouchers: number;
}

function reference(c: Case) {
  const gross = d(c.gross);
  const contribution = gross.times(c.pension).div(100);
  const exempt = Decimal.min(d(c.vouchers), Y.childcareVouchers.annualExemption);
  const taxReduction = c.method === "relief-at-source" ? d(0) : contribution;
  const niReduction = c.method === "salary-sacrifice" ? contribution : d(0);
  const taxablePay = gross.minus(exempt).minus(taxReduction).plus(c.bik);
  const ani = gross.minus(exempt).minus(contribution).plus(c.bik);
  const excess = Decimal.max(0, ani.minus(Y.incomeTax.taper.incomeLimit));
  const reduction = Decimal.min(
    excess.times(Y.incomeTax.taper.reductionRate).floor(),
    Y.incomeTax.personalAllowance,
  );
  const allowance = Decimal.max(0, d(Y.incomeTax.personalAllowance).minus(reduction));
  const taxable = Decimal.max(0, taxablePay.minus(allowance));
  const regime = c.region === "scotland" ? "scotland" : "rUK";
  const tax = bandsTax(
    taxable,
    extendedBands(
      Y.incomeTax.bands[regime],
      Y.incomeTax.reliefAtSourceBandExtension.fromBand[regime],
      c.method === "relief-at-source" ? contribution : d(0),
    ),
  );
  const niable = gross.minus(exempt).minus(niReduction);
  const ni = Y.nationalInsurance;
  const nic = Decimal.max(0, Decimal.min(niable, ni.upperEarningsLimit).minus(ni.primaryThreshold))
    .times(ni.employeeMainRate)
    .plus(Decimal.max(0, niable.minus(ni.upperEarningsLimit)).times(ni.employeeUpperRate));
  const loanRates = c.plan === "none" ? null : Y.studentLoans[c.plan];
  // Plan 5 collects nothing before April 2026 (the year's data says so: `collected`).
  const loan =
    loanRates === null || !loanRates.collected
      ? d(0)
      : Decimal.max(0, niable.minus(loanRates.annualThreshold)).times(loanRates.rate);
  const pensionCost =
    c.method === "relief-at-source"
      ? contribution.times(d(1).minus(Y.pensions.reliefAtSourceRate))
      : contribution;
  // Each figure is its own exact value rounded half-up; net is gross less their sum.
  const round = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
  const total = [tax, nic, loan, pensionCost].reduce(
    (sum, figure) => sum.plus(round(figure)),
    d(0),
  );
  return {
    tax,
    nic,
    loan,
    pensionCost,
    net: round(gross.minus(c.vouchers).minus(total)),
    round,
  };
}

describe("calculateSalary against a naive decimal.js reference", () => {
  it("agrees to the penny on random inputs", () => {
    fc.assert(
      fc.property(
        fc.record({
          gross: fc.integer({ min: 0, max: 50_000_000 }).map((pence) => pence / 100),
          region: fc.constantFrom<Region>("england", "wales", "scotland", "northern-ireland"),
          plan: fc.constantFrom<StudentLoanPlan>(
            "none",
            "plan1",
            "plan2",
            "plan4",
            "plan5",
            "postgraduate",
          ),
          pension: fc.integer({ min: 0, max: 3_000 }).map((bp) => bp / 100),
          method: fc.constantFrom<PensionMethod>("net-pay", "relief-at-source", "salary-sacrifice"),
          bik: fc.integer({ min: 0, max: 1_000_000 }).map((pence) => pence / 100),
          vouchers: fc.integer({ min: 0, max: 400_000 }).map((pence) => pence / 100),
        }),
        (c) => {
          fc.pre(c.vouchers + (c.gross * c.pension) / 100 <= c.gross);
          const ref = reference(c);
          fc.pre(ref.net >= 0);
          const ours = calculateSalary({
            grossSalary: c.gross,
            region: c.region,
            studentLoanPlan: c.plan,
            pensionContribution: c.pension,
            pensionMethod: c.method,
            benefitsInKind: c.bik,
            childcareVouchers: c.vouchers,
            // The naive reference has the pre-2011 exemption (£55 a week whatever the band).
            childcareVouchersBefore2011: true,
          });
          expect(ours.incomeTax).toBe(ref.round(ref.tax));
          expect(ours.nationalInsurance).toBe(ref.round(ref.nic));
          expect(ours.studentLoan).toBe(ref.round(ref.loan));
          expect(ours.pension).toBe(ref.round(ref.pensionCost));
          expect(ours.netAnnual).toBe(ref.net);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

// ── Every option, region, kind of tax code, convention and year ─────────────────────────────

/**
 * The whole public result of calculateSalary, worked out again in decimal.js from the year's data
 * and the rules in the package README (Conventions), sharing no code with the engine: the tax
 * code is built here from its parts, not parsed by the engine.
 */
type Year = "2024-25" | "2025-26" | "2026-27";
type Frequency = "annual" | "monthly" | "weekly" | "daily";
type CodeKind = "allowance" | "k" | "flat" | "no-tax";
type Convention = "statutory" | "paye";

interface FullCase {
  year: Year;
  frequency: Frequency;
  salaryPence: number;
  bonusPence: number;
  overtimePence: number;
  bikPence: number;
  vouchersPence: number;
  region: Region;
  prefix: "" | "S" | "C";
  kind: CodeKind;
  number: number;
  letter: "L" | "M" | "N" | "T";
  flat: "BR" | "D0" | "D1" | "D2" | "D3";
  suffix: "" | " W1" | "M1" | "/X";
  lowerCase: boolean;
  plan: StudentLoanPlan;
  postgraduateLoan: boolean;
  pensionBp: number;
  method: PensionMethod;
  basis: "gross" | "qualifying-earnings";
  employerPensionBp: number;
  niCategory: NationalInsuranceCategory;
  before2011: boolean;
  convention: Convention;
}

/** HMRC's exact-percentage rounding of NI: to 3 decimals of a pound, then up only from ·6. */
function hmrcNi(pounds: Decimal, rate: number): Decimal {
  if (pounds.lte(0)) return d(0);
  const mills = pounds.times(rate).times(1000).floor();
  return mills
    .div(10)
    .floor()
    .plus(mills.mod(10).gte(6) ? 1 : 0)
    .div(100);
}

function codeText(c: FullCase): string {
  const core =
    c.kind === "allowance"
      ? `${String(c.number)}${c.letter}`
      : c.kind === "k"
        ? `K${String(c.number)}`
        : c.kind === "flat"
          ? c.flat
          : "NT";
  const text = `${c.prefix}${core}${c.suffix}`;
  return c.lowerCase ? text.toLowerCase() : text;
}

/** The rate of the band the next pound of `taxable` falls in (a band's upper limit is the next band's). */
function nextRate(
  taxable: Decimal,
  bands: readonly { rate: number; upTo: number | null }[],
): Decimal {
  for (const band of bands) if (band.upTo === null || taxable.lt(band.upTo)) return d(band.rate);
  return d(0);
}

const halfUp = (value: Decimal, places = 2) => value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
/** Half-up to a whole number of `unit`s, half away from zero below zero. */
const divideHalfUp = (pence: Decimal, divisor: number) =>
  pence.div(divisor).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);

function fullReference(c: FullCase) {
  const Yr = getTaxYear(c.year);
  const it = Yr.incomeTax;
  const pence = (value: number) => d(value).div(100);
  const gross = pence(c.salaryPence)
    .times(Yr.payPeriods[c.frequency])
    .plus(pence(c.bonusPence))
    .plus(pence(c.overtimePence));
  const bik = pence(c.bikPence);
  const vouchers = pence(c.vouchersPence);
  const bonus = pence(c.bonusPence);
  const qe = Yr.pensions.autoEnrolment;
  const basisPay =
    c.basis === "gross"
      ? gross
      : Decimal.max(
          0,
          Decimal.min(gross, qe.qualifyingEarningsUpper).minus(qe.qualifyingEarningsLower),
        );
  const contribution = basisPay.times(c.pensionBp).div(10_000);
  // Childcare vouchers: £55 a week before 2011, else by the basic earnings assessment's band.
  const cv = Yr.childcareVouchers;
  const relevant = gross.minus(bonus).minus(pence(c.overtimePence)).plus(bik).minus(contribution);
  const assessed = relevant.gte(cv.assessmentAllowanceLimit.amount)
    ? relevant
    : relevant.minus(it.personalAllowance);
  const [basicBand, higherBand] = it.bands.rUK;
  // ITEPA 2003 s.270A and NIM02471: the monthly-paid get 12 × the monthly amount; everyone else
  // (weekly, daily and an annual salary) 52 × the weekly one.
  const voucherYear = (amounts: { weekly: number; monthly: number }) =>
    c.frequency === "monthly" ? amounts.monthly * 12 : amounts.weekly * 52;
  const exemption = voucherYear(
    c.before2011 || assessed.lte(basicBand?.upTo ?? 0)
      ? cv.byBand.basic
      : assessed.lte(higherBand?.upTo ?? 0)
        ? cv.byBand.higher
        : cv.byBand.additional,
  );
  const exempt = Decimal.min(vouchers, exemption);
  const ras = c.method === "relief-at-source";
  const sacrifice = c.method === "salary-sacrifice";
  const niable = gross.minus(exempt).minus(sacrifice ? contribution : 0);
  const taxablePay = Decimal.max(
    0,
    gross
      .minus(exempt)
      .minus(ras ? 0 : contribution)
      .plus(bik),
  );
  const ani = Decimal.max(0, gross.minus(exempt).minus(contribution).plus(bik));

  // Income tax by the kind of code.
  const scottish = c.prefix === "S" || (c.prefix === "" && c.region === "scotland");
  const regime = scottish ? "scotland" : c.prefix === "C" || c.region === "wales" ? "wales" : "rUK";
  const paye = c.convention === "paye";
  const extension = ras ? contribution : d(0);
  const bands = extendedBands(
    it.bands[regime],
    it.reliefAtSourceBandExtension.fromBand[regime],
    extension,
  );
  // Where the extension starts (the extended band's lower limit) and that band's rate.
  const fromIndex = it.bands[regime].findIndex(
    (band) => band.name === it.reliefAtSourceBandExtension.fromBand[regime],
  );
  const extendFrom = d(it.bands[regime][fromIndex - 1]?.upTo ?? 0);
  const extendRate = d(it.bands[regime][fromIndex]?.rate ?? 0);
  const marriageBand = it.bands[regime].find(
    (band) => band.name === it.marriageAllowance.recipientHighestBand[regime],
  );
  const cash = Decimal.max(0, gross.minus(vouchers).minus(ras ? 0 : contribution));
  const standard = c.kind === "allowance" && c.letter === "L" && c.number === it.standardCodeNumber;
  const marriage = !paye && c.kind === "allowance" && c.letter === "M";

  /**
   * Income tax on taxable pay `pay` with adjusted net income `aniIn`, and its partial rates; on
   * the extended bands unless told otherwise (the payslips' tax: the plain bands, no extension).
   */
  const incomeTaxFor = (
    pay: Decimal,
    aniIn: Decimal,
    cashIn: Decimal,
    taxBands: readonly { rate: number; upTo: number | null }[] = bands,
    bandExtension: Decimal = extension,
  ) => {
    let tax = d(0);
    let allowance = 0;
    let taxable = d(0);
    let band = d(0);
    let taper = d(0);
    let ext = d(0);
    let limited = false;
    // ∂tax/∂extension: the extended band's rate less the rate at the top, once all of it is used.
    const extensionRate = (at: Decimal) =>
      bandExtension.gt(0) && at.minus(extendFrom).gte(bandExtension)
        ? extendRate.minus(nextRate(at, taxBands))
        : d(0);
    if (c.kind === "flat") {
      const rate =
        c.flat === "D2" || c.flat === "D3"
          ? it.flatRateCodes.scotland[c.flat]
          : (scottish ? it.flatRateCodes.scotland : it.flatRateCodes.rUK)[c.flat];
      taxable = pay;
      tax = pay.times(rate);
      band = d(rate);
    } else if (c.kind === "k") {
      const addition = c.number * it.codeMultiplier + (paye ? it.payeCodeUplift : 0);
      taxable = pay.plus(addition);
      tax = bandsTax(taxable, taxBands);
      band = nextRate(taxable, taxBands);
      ext = extensionRate(taxable);
      // The overriding limit: half the cash pay (PAYE Regulations 2003 reg. 2(1)).
      const limit = cashIn.times(Yr.payroll.paye.kCodeRegulatoryLimitRate);
      if (tax.gt(limit)) {
        tax = limit;
        band = d(Yr.payroll.paye.kCodeRegulatoryLimitRate);
        ext = d(0);
        limited = true;
      }
    } else if (c.kind === "allowance") {
      allowance = c.number * it.codeMultiplier + (paye && c.number > 0 ? it.payeCodeUplift : 0);
      // An M code carries the transferred marriage allowance: a tax reduction, not allowance.
      if (marriage) allowance = Math.max(0, allowance - it.marriageAllowance.transferable);
      let taperActive = false;
      if (!paye && standard) {
        const reduction = Decimal.min(
          Decimal.max(0, aniIn.minus(it.taper.incomeLimit)).times(it.taper.reductionRate).floor(),
          it.personalAllowance,
        ).toNumber();
        const tapered = Math.max(0, allowance - reduction);
        taperActive = reduction > 0 && reduction < it.personalAllowance && tapered > 0;
        allowance = tapered;
      }
      taxable = Decimal.max(0, pay.minus(allowance));
      tax = bandsTax(taxable, taxBands);
      const bandRate = nextRate(taxable, taxBands);
      band = pay.lt(allowance) ? d(0) : bandRate;
      taper = taperActive && !pay.lt(allowance) ? bandRate.times(it.taper.reductionRate) : d(0);
      ext = extensionRate(taxable);
      const eligible =
        marriageBand?.upTo !== null &&
        marriageBand !== undefined &&
        taxable.lte(bandExtension.plus(marriageBand.upTo));
      if (marriage && eligible) {
        const reduction = d(it.marriageAllowance.transferable).times(
          it.marriageAllowance.reliefRate,
        );
        if (tax.gte(reduction)) tax = tax.minus(reduction);
        else {
          tax = d(0);
          band = d(0);
          taper = d(0);
          ext = d(0);
        }
      }
    }
    return { tax, allowance, taxable, band, taper, ext, limited };
  };
  const incomeTax0 = incomeTaxFor(taxablePay, ani, cash);
  const { tax, allowance, taxable } = incomeTax0;

  // Employee and employer NI on NI-able pay, the category's rates; with a bonus, per period.
  const ni = Yr.nationalInsurance;
  const payrollNi = Yr.payroll.nationalInsurance;
  const cat = payrollNi.categories[c.niCategory];
  let nic: Decimal;
  let niMarginal: Decimal;
  let employerNi: Decimal;
  if (c.bonusPence === 0) {
    nic = Decimal.max(0, Decimal.min(niable, ni.upperEarningsLimit).minus(ni.primaryThreshold))
      .times(cat.employeeMainRate)
      .plus(Decimal.max(0, niable.minus(ni.upperEarningsLimit)).times(cat.employeeUpperRate));
    niMarginal = niable.lt(ni.primaryThreshold)
      ? d(0)
      : niable.lt(ni.upperEarningsLimit)
        ? d(cat.employeeMainRate)
        : d(cat.employeeUpperRate);
    const upper = {
      upperEarningsLimit: ni.upperEarningsLimit,
      upperSecondaryThreshold: payrollNi.annualUpperSecondaryThreshold,
      apprenticeUpperSecondaryThreshold: payrollNi.annualApprenticeUpperSecondaryThreshold,
      veteransUpperSecondaryThreshold: payrollNi.annualVeteransUpperSecondaryThreshold,
    }[cat.employerUpperThreshold];
    employerNi = Decimal.max(0, Decimal.min(niable, upper).minus(ni.secondaryThreshold))
      .times(cat.employerMainRate)
      .plus(
        Decimal.max(0, niable.minus(Decimal.max(upper, ni.secondaryThreshold))).times(
          cat.employerUpperRate,
        ),
      );
  } else {
    const frequency = c.frequency === "weekly" || c.frequency === "daily" ? "weekly" : "monthly";
    const t = payrollNi.periodThresholds[frequency];
    const n = Yr.payroll.frequencies[frequency].periodsPerYear;
    const upper = t[cat.employerUpperThreshold];
    const niableP = Decimal.max(0, halfUp(niable));
    const bonusPart = Decimal.min(bonus, niableP);
    const rest = niableP.minus(bonusPart);
    const regular = rest.div(n).toDecimalPlaces(2, Decimal.ROUND_FLOOR);
    const last = rest.minus(regular.times(n - 1));
    const employee = (pay: Decimal) =>
      hmrcNi(
        Decimal.min(pay, t.upperEarningsLimit).minus(t.primaryThreshold),
        cat.employeeMainRate,
      ).plus(hmrcNi(pay.minus(t.upperEarningsLimit), cat.employeeUpperRate));
    const employer = (pay: Decimal) =>
      hmrcNi(Decimal.min(pay, upper).minus(t.secondaryThreshold), cat.employerMainRate).plus(
        hmrcNi(pay.minus(Decimal.max(upper, t.secondaryThreshold)), cat.employerUpperRate),
      );
    const withBonus = regular.plus(bonusPart);
    nic = employee(regular)
      .times(n - 2)
      .plus(employee(last))
      .plus(employee(withBonus));
    employerNi = employer(regular)
      .times(n - 2)
      .plus(employer(last))
      .plus(employer(withBonus));
    const rateAt = (pay: Decimal) =>
      pay.lt(t.primaryThreshold)
        ? 0
        : pay.lt(t.upperEarningsLimit)
          ? cat.employeeMainRate
          : cat.employeeUpperRate;
    niMarginal = d(rateAt(regular))
      .times(n - 1)
      .plus(rateAt(withBonus))
      .div(n);
  }

  // Student loans: exact, or under PAYE the exact amount down to whole pounds (CSLM18025; a
  // yearly minimum); the plan's, then a postgraduate loan beside it.
  const loanOf = (plan: Exclude<StudentLoanPlan, "none">) => {
    const rates = Yr.studentLoans[plan];
    if (!rates.collected) return { loan: d(0), marginal: d(0) };
    const over = Decimal.max(0, niable.minus(rates.annualThreshold));
    if (over.lte(0)) return { loan: d(0), marginal: d(0) };
    const exact = over.times(rates.rate);
    return {
      loan: !paye ? exact : exact.lt(Yr.studentLoans.minimumYearlyRepayment) ? d(0) : exact.floor(),
      marginal: d(rates.rate),
    };
  };
  const plan = c.plan === "none" ? null : Yr.studentLoans[c.plan];
  const first = c.plan === "none" ? null : loanOf(c.plan);
  const second = c.postgraduateLoan && c.plan !== "postgraduate" ? loanOf("postgraduate") : null;
  const loan = (first?.loan ?? d(0)).plus(second?.loan ?? 0);
  const loanMarginal = (first?.marginal ?? d(0)).plus(second?.marginal ?? 0);

  const reliefRate = Yr.pensions.reliefAtSourceRate;
  const pensionCost = ras ? contribution.times(d(1).minus(reliefRate)) : contribution;
  // Relief at source: the basic-rate relief the scheme adds. Net pay and salary sacrifice: the
  // income tax the contribution saved.
  let relief = d(0);
  if (ras) relief = halfUp(contribution).minus(halfUp(pensionCost));
  else if (contribution.gt(0)) {
    const pay = Decimal.max(0, gross.minus(exempt).plus(bik));
    const without = incomeTaxFor(pay, pay, Decimal.max(0, gross.minus(vouchers)));
    relief = halfUp(without.tax).minus(halfUp(tax));
  }

  // The payslips' tax: PAYE knows nothing of a relief-at-source contribution, so the plain bands
  // and adjusted net income without it (README, "Relief at source on the payslips").
  const payslipTax = ras
    ? incomeTaxFor(
        taxablePay,
        Decimal.max(0, gross.minus(exempt).plus(bik)),
        cash,
        it.bands[regime],
        d(0),
      ).tax
    : tax;

  // Each figure is its own exact value rounded half-up; net is gross less their sum.
  const incomeTax = halfUp(tax);
  const nationalInsurance = halfUp(nic);
  const studentLoan = halfUp(loan);
  const pension = halfUp(pensionCost);
  const net = gross
    .minus(vouchers)
    .minus(incomeTax.plus(nationalInsurance).plus(studentLoan).plus(pension));
  const netPence = net.times(100);
  const pensionMarginal =
    c.basis === "gross" ||
    (gross.gt(qe.qualifyingEarningsLower) && gross.lt(qe.qualifyingEarningsUpper))
      ? d(c.pensionBp).div(10_000)
      : d(0);
  const kept = d(1).minus(pensionMarginal);
  const marginal = incomeTax0.band
    .times(ras ? 1 : kept)
    .plus(incomeTax0.taper.times(kept))
    .plus(ras ? incomeTax0.ext.times(pensionMarginal) : 0)
    .plus(niMarginal.plus(loanMarginal).times(sacrifice ? kept : 1));
  const employerNiPounds = halfUp(employerNi);
  const class1A = halfUp(bik.times(ni.class1A.rate));
  const employerPension = halfUp(basisPay.times(c.employerPensionBp).div(10_000));
  return {
    taxYear: c.year,
    grossAnnual: gross.toNumber(),
    netAnnual: net.toNumber(),
    netMonthly: divideHalfUp(netPence, Yr.payPeriods.monthly).div(100).toNumber(),
    netWeekly: divideHalfUp(netPence, Yr.payPeriods.weekly).div(100).toNumber(),
    incomeTax: incomeTax.toNumber(),
    nationalInsurance: nationalInsurance.toNumber(),
    studentLoan: studentLoan.toNumber(),
    payslipIncomeTax: halfUp(payslipTax).toNumber(),
    reliefAtSourceClaim: halfUp(payslipTax).minus(incomeTax).toNumber(),
    payslipNetAnnual: net.minus(halfUp(payslipTax).minus(incomeTax)).toNumber(),
    payslipNetMonthly: divideHalfUp(
      net.minus(halfUp(payslipTax).minus(incomeTax)).times(100),
      Yr.payPeriods.monthly,
    )
      .div(100)
      .toNumber(),
    postgraduateLoan: (c.plan === "postgraduate"
      ? studentLoan
      : second === null
        ? d(0)
        : halfUp(second.loan)
    ).toNumber(),
    pension: pension.toNumber(),
    pensionTaxRelief: relief.toNumber(),
    childcareVouchers: vouchers.toNumber(),
    childcareVouchersExempt: halfUp(exempt).toNumber(),
    personalAllowance: allowance,
    taxableIncome: halfUp(taxable).toNumber(),
    employerNationalInsurance: employerNiPounds.toNumber(),
    employerClass1ANationalInsurance: class1A.toNumber(),
    employerPension: employerPension.toNumber(),
    employerCost: gross.plus(employerNiPounds).plus(class1A).plus(employerPension).toNumber(),
    effectiveTaxRate: gross.isZero()
      ? 0
      : halfUp(incomeTax.plus(nationalInsurance).div(gross), 6).toNumber(),
    marginalRate: halfUp(marginal, 4).toNumber(),
    notes: [
      ...(plan === null || plan.note === null ? [] : [plan.note]),
      ...(c.bonusPence > 0 ? ["bonus-ni-one-period"] : []),
      ...(incomeTax0.limited ? ["k-code-limit-applied"] : []),
    ],
  };
}

const PERIODS: Record<Frequency, number> = {
  annual: 1,
  monthly: 12,
  weekly: 52,
  daily: 260,
};

/** Mostly everyday amounts, sometimes anything up to the limit (pence). */
const amount = (everyday: number, limit: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(0) },
    { weight: 6, arbitrary: fc.integer({ min: 0, max: everyday }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: limit }) },
  );

const fullCase: fc.Arbitrary<FullCase> = fc
  .constantFrom<Frequency>("annual", "monthly", "weekly", "daily")
  .chain((frequency) =>
    fc.record({
      year: fc.constantFrom<Year>("2024-25", "2025-26", "2026-27"),
      frequency: fc.constant(frequency),
      salaryPence: fc.oneof(
        {
          weight: 8,
          arbitrary: fc.integer({
            min: 0,
            max: Math.floor(25_000_000 / PERIODS[frequency]),
          }),
        },
        {
          weight: 1,
          arbitrary: fc.integer({
            min: 0,
            max: Math.floor(9_000_000_000 / PERIODS[frequency]),
          }),
        },
      ),
      bonusPence: amount(2_000_000, 500_000_000),
      overtimePence: amount(1_000_000, 50_000_000),
      bikPence: amount(3_000_000, 50_000_000),
      vouchersPence: amount(400_000, 2_000_000),
      region: fc.constantFrom<Region>("england", "wales", "scotland", "northern-ireland"),
      prefix: fc.constantFrom<"" | "S" | "C">("", "", "S", "C"),
      kind: fc.constantFrom<CodeKind>("allowance", "allowance", "allowance", "k", "flat", "no-tax"),
      number: fc.oneof(
        fc.constantFrom(0, 1257, 1100, 1383),
        fc.integer({ min: 1, max: 3_000 }),
        fc.integer({ min: 1, max: 99_999 }),
      ),
      letter: fc.constantFrom<"L" | "M" | "N" | "T">("L", "L", "M", "N", "T"),
      flat: fc.constantFrom<"BR" | "D0" | "D1" | "D2" | "D3">("BR", "D0", "D1", "D2", "D3"),
      suffix: fc.constantFrom<"" | " W1" | "M1" | "/X">("", "", " W1", "M1", "/X"),
      lowerCase: fc.boolean(),
      plan: fc.constantFrom<StudentLoanPlan>(
        "none",
        "plan1",
        "plan2",
        "plan4",
        "plan5",
        "postgraduate",
      ),
      pensionBp: fc.oneof(
        { weight: 2, arbitrary: fc.constant(0) },
        { weight: 6, arbitrary: fc.integer({ min: 0, max: 2_500 }) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 10_000 }) },
      ),
      method: fc.constantFrom<PensionMethod>("net-pay", "relief-at-source", "salary-sacrifice"),
      postgraduateLoan: fc.boolean(),
      basis: fc.constantFrom<"gross" | "qualifying-earnings">(
        "gross",
        "gross",
        "qualifying-earnings",
      ),
      employerPensionBp: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000 })),
      niCategory: fc.constantFrom<NationalInsuranceCategory>(
        "A",
        "A",
        "A",
        "B",
        "C",
        "H",
        "J",
        "M",
        "V",
        "Z",
      ),
      before2011: fc.boolean(),
      convention: fc.constantFrom<Convention>("statutory", "paye"),
    }),
  )
  // The grammar's bounds (allowance codes up to 4 digits, K codes 1–5 digits; an M code at least
  // 126, the £1,260 of marriage allowance it includes) and a prefix that agrees with the region
  // (S: Scotland, C: Wales).
  .map((c) => ({
    ...c,
    number:
      c.kind === "k"
        ? Math.max(1, c.number)
        : c.kind === "allowance"
          ? c.letter === "M"
            ? Math.max(126, c.number % 10_000)
            : c.number % 10_000
          : c.number,
    region: c.prefix === "S" ? "scotland" : c.prefix === "C" ? "wales" : c.region,
  }));

/** Inputs the schema accepts: gross pay at most £100m, sacrifices within it, D2/D3 Scottish. */
function isValid(c: FullCase): boolean {
  const grossPence = c.salaryPence * PERIODS[c.frequency] + c.bonusPence + c.overtimePence;
  if (grossPence > 10_000_000_000) return false;
  if (c.vouchersPence > 0) {
    const Yr = getTaxYear(c.year);
    const qe = Yr.pensions.autoEnrolment;
    const basisPence =
      c.basis === "gross"
        ? grossPence
        : Math.max(
            0,
            Math.min(grossPence, qe.qualifyingEarningsUpper * 100) -
              qe.qualifyingEarningsLower * 100,
          );
    if (c.vouchersPence * 10_000 + basisPence * c.pensionBp > grossPence * 10_000) return false;
  }
  if (c.prefix === "S" && c.region !== "scotland") return false;
  if (c.prefix === "C" && c.region !== "wales") return false;
  if (c.kind === "allowance" && c.number > 9_999) return false;
  const scottish = c.prefix === "S" || (c.prefix === "" && c.region === "scotland");
  return !(c.kind === "flat" && (c.flat === "D2" || c.flat === "D3") && !scottish);
}

/** The household fields of a take-home result (each checked beside the reference's). */
const householdKeys = Object.keys(householdResultFields);

/** `value`'s fields named in `keys`. */
function pickKeys<T extends object>(value: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([key]) => keys.includes(key)),
  ) as Partial<T>;
}

describe("calculateSalary against the decimal.js reference: every option, code and year", () => {
  it("gives every field of the result exactly on 25,000 random inputs", () => {
    let checked = 0;
    let refused = 0;
    const kinds = new Set<string>();
    fc.assert(
      fc.property(fullCase, (c) => {
        if (!isValid(c)) return;
        const input = {
          grossSalary: c.salaryPence / 100,
          payFrequency: c.frequency,
          region: c.region,
          taxCode: codeText(c),
          studentLoanPlan: c.plan,
          pensionContribution: c.pensionBp / 100,
          pensionMethod: c.method,
          postgraduateLoan: c.postgraduateLoan,
          pensionBasis: c.basis,
          employerPensionContribution: c.employerPensionBp / 100,
          niCategory: c.niCategory,
          bonus: c.bonusPence / 100,
          overtime: c.overtimePence / 100,
          benefitsInKind: c.bikPence / 100,
          childcareVouchers: c.vouchersPence / 100,
          childcareVouchersBefore2011: c.before2011,
          allowanceConvention: c.convention,
          taxYear: c.year,
        };
        const expected = fullReference(c);
        // A take-home below zero is refused (a ValidationError naming the cause).
        if (expected.netAnnual < 0) {
          expect(() => calculateSalary(input)).toThrow(ValidationError);
          refused += 1;
          return;
        }
        const actual = calculateSalary(input);
        // The reference's fields exactly; without household inputs, the year beside the payslips
        // (worked out again on all income) is the take-home's own.
        const household = pickKeys(actual, householdKeys);
        expect({ ...pickKeys(actual, Object.keys(expected)) }).toEqual(expected);
        expect(household.totalIncomeTax).toBe(expected.incomeTax);
        expect(household.taxThroughPayroll).toBe(expected.payslipIncomeTax);
        expect(household.taxOutsidePayroll).toBeCloseTo(-expected.reliefAtSourceClaim, 9);
        expect(household.yearNetIncome).toBe(expected.netAnnual);
        expect([household.savingsTax, household.dividendTax, household.propertyIncomeTax]).toEqual([
          0, 0, 0,
        ]);
        checked += 1;
        kinds.add(`${c.year} ${c.kind} ${c.convention} ${c.region}`);
      }),
      { numRuns: 25_000 },
    );
    // Most random inputs are valid, and every year × code kind × convention × region occurs.
    expect(checked).toBeGreaterThan(19_000);
    expect(refused).toBeGreaterThan(0);
    expect(kinds.size).toBe(3 * 4 * 2 * 4);
  }, 120_000);
});
