/**
 * The year beside the payslips: other income, Gift Aid, Blind Person's Allowance, Child Benefit and
 * its charge, and childcare support, on top of a take-home. Each rule is computed in its own folder
 * (income-tax/all-income.ts, property-income/, child-benefit/, childcare-support/); this module
 * puts them together and splits the year's tax into what payroll takes and what is collected
 * (or refunded) outside it. Each figure is rounded once, and the lines add up.
 */
import {
  childBenefitPence,
  highIncomeChildBenefitChargePence,
} from "../child-benefit/child-benefit.js";
import { childcareIncomeOverLimitPence } from "../childcare-support/childcare-support.js";
import { incomeTaxOnAllIncome, incomeTaxOnPayAlone } from "../income-tax/all-income.js";
import type { AllIncomeTax } from "../income-tax/all-income.js";
import { giftAidGrossE4 } from "../income-tax/gift-aid.js";
import { blindPersonsAllowancePounds } from "../income-tax/personal-allowance.js";
import { E4, exactToPence, floorDivide, toPence } from "../money.js";
import { propertyProfitsPence } from "../property-income/property-income.js";
import type { TakeHomeFigures, TakeHomeProblem } from "../take-home/take-home-figures.js";
import type { ParsedTaxCode } from "../tax-code/tax-code.js";

/** The household's and other income's inputs, in pence. */
export interface HouseholdProblem {
  readonly childBenefitChildren: number;
  /** The partner's adjusted net income, or null when not given (you are taken to be the higher). */
  readonly partnerAdjustedNetIncomePence: number | null;
  readonly savingsPence: number;
  readonly dividendsPence: number;
  readonly propertyReceiptsPence: number;
  readonly propertyExpensesPence: number;
  /** Gift Aid donations as paid. */
  readonly giftAidPaidPence: number;
  readonly blindPersonsAllowance: boolean;
  /** Work out the what-ifs of `toStayUnder` (each cliff evaluates the year again). */
  readonly includeStayUnder: boolean;
}

/** The household fields of a validated input (pounds). */
export interface HouseholdInput {
  readonly childBenefitChildren: number;
  readonly partnerAdjustedNetIncome?: number | undefined;
  readonly savingsInterest: number;
  readonly dividends: number;
  readonly propertyIncome: number;
  readonly propertyExpenses: number;
  readonly giftAidDonations: number;
  readonly blindPersonsAllowance: boolean;
  readonly includeStayUnder: boolean;
}

/** The integer problem of validated household fields. */
export function householdProblem(input: HouseholdInput): HouseholdProblem {
  return {
    childBenefitChildren: input.childBenefitChildren,
    partnerAdjustedNetIncomePence:
      input.partnerAdjustedNetIncome === undefined ? null : toPence(input.partnerAdjustedNetIncome),
    savingsPence: toPence(input.savingsInterest),
    dividendsPence: toPence(input.dividends),
    propertyReceiptsPence: toPence(input.propertyIncome),
    propertyExpensesPence: toPence(input.propertyExpenses),
    giftAidPaidPence: toPence(input.giftAidDonations),
    blindPersonsAllowance: input.blindPersonsAllowance,
    includeStayUnder: input.includeStayUnder,
  };
}

/**
 * True when a tax code lets the year's tax on other income be worked out: a code that gives an
 * allowance, or a K code. With BR, D0–D3 or NT the tax depends on income the calculation does
 * not see.
 */
export function taxesOtherIncome(code: ParsedTaxCode): boolean {
  return code.kind === "allowance" || code.kind === "k";
}

/**
 * True when the household changes the year's income tax: other income, Gift Aid or Blind Person's
 * Allowance (children and a partner's income do not).
 */
export function hasIncomeTaxEffect(h: HouseholdProblem): boolean {
  return (
    h.savingsPence > 0 ||
    h.dividendsPence > 0 ||
    h.propertyReceiptsPence > 0 ||
    h.giftAidPaidPence > 0 ||
    h.blindPersonsAllowance
  );
}

/** The year beside the payslips, in pence (each rounded once; the lines add up). */
export interface HouseholdFigures {
  /** Adjusted net income, pence rounded down (as the charge and childcare support read it). */
  readonly adjustedNetIncomePence: number;
  readonly propertyProfitsPence: number;
  /** Income tax on pay for the year (the liability's pay part). */
  readonly payTaxPence: number;
  readonly propertyIncomeTaxPence: number;
  readonly savingsTaxPence: number;
  readonly dividendTaxPence: number;
  /** payTax + propertyIncomeTax + savingsTax + dividendTax. */
  readonly totalIncomeTaxPence: number;
  readonly childBenefitPence: number;
  readonly chargedTo: "you" | "partner";
  readonly chargePence: number;
  /** The charge when it is yours (0 when the partner pays it). */
  readonly yourChargePence: number;
  readonly taxThroughPayrollPence: number;
  /** The relief at source left to claim: taxThroughPayroll less the take-home's income tax. */
  readonly reliefAtSourceClaimPence: number;
  /** The take-home on the payslips, before that claim. */
  readonly payslipNetPence: number;
  /** payTax − taxThroughPayroll. */
  readonly payTaxAdjustmentPence: number;
  readonly taxOutsidePayrollPence: number;
  readonly yearNetPence: number;
  readonly childcare: {
    /** Tax-Free Childcare and the funded hours are lost: either income is over the limit. */
    readonly lost: boolean;
    readonly yoursOverPence: number;
    readonly partnersOverPence: number;
    readonly atStakePence: number;
  };
  /** The computation, which the breakdown shows. */
  readonly liability: AllIncomeTax;
}

/**
 * The year of a take-home with the household's other income: adjusted net income counts all
 * income less pension contributions (gross) and Gift Aid grossed up (ITA 2007 s.58); the year's
 * income tax is worked out on all income (`incomeTaxOnAllIncome`) with the band limits raised by
 * relief at source and Gift Aid; the Child Benefit charge falls on the higher adjusted net
 * income. What payroll takes is `payslipTaxPence`; the rest of the tax, and your charge, is
 * outside payroll.
 */
export function householdFigures(
  p: TakeHomeProblem,
  figures: TakeHomeFigures,
  h: HouseholdProblem,
  payslipTaxPence: number,
): HouseholdFigures {
  const c = p.rates;
  const propertyPence = propertyProfitsPence(h.propertyReceiptsPence, h.propertyExpensesPence, c);
  const giftAidE4 = giftAidGrossE4(h.giftAidPaidPence, c);
  const otherIncomeE4 = (propertyPence + h.savingsPence + h.dividendsPence) * E4;
  const adjustedE4 = Math.max(0, figures.pay.adjustedNetIncomeE4 + otherIncomeE4 - giftAidE4);
  const liability = hasIncomeTaxEffect(h)
    ? incomeTaxOnAllIncome(
        {
          taxablePayE4: figures.pay.taxablePayE4,
          adjustedNetIncomeE4: adjustedE4,
          extensionE4: figures.pay.extensionE4 + giftAidE4,
          cashPayE4: figures.pay.cashPayE4,
        },
        {
          propertyE4: propertyPence * E4,
          savingsE4: h.savingsPence * E4,
          dividendsE4: h.dividendsPence * E4,
        },
        p.taxCode,
        p.regime,
        p.convention,
        c,
        blindPersonsAllowancePounds(h.blindPersonsAllowance, c),
      )
    : incomeTaxOnPayAlone(figures.incomeTax, figures.pay.taxablePayE4);
  const payTaxPence = exactToPence(liability.pay.tax);
  const propertyIncomeTaxPence = exactToPence(liability.nonSavings.tax) - payTaxPence;
  const savingsTaxPence = exactToPence(liability.savings.tax);
  const dividendTaxPence = exactToPence(liability.dividends.tax);

  const adjustedNetIncomePence = floorDivide(adjustedE4, E4);
  const benefitRates = c.rates.childBenefit;
  const benefitPence = childBenefitPence(h.childBenefitChildren, benefitRates);
  const partnersPence = h.partnerAdjustedNetIncomePence ?? 0;
  const chargedTo = partnersPence > adjustedNetIncomePence ? "partner" : "you";
  const chargePence = highIncomeChildBenefitChargePence(
    Math.max(adjustedNetIncomePence, partnersPence),
    benefitPence,
    benefitRates,
  );
  const yourChargePence = chargedTo === "you" ? chargePence : 0;

  const payTaxAdjustmentPence = payTaxPence - payslipTaxPence;
  const taxOutsidePayrollPence =
    payTaxAdjustmentPence +
    propertyIncomeTaxPence +
    savingsTaxPence +
    dividendTaxPence +
    yourChargePence;
  const reliefAtSourceClaimPence = payslipTaxPence - figures.incomeTaxPence;
  const payslipNetPence = figures.netPence - reliefAtSourceClaimPence;
  const supportRates = c.rates.childcareSupport;
  const yoursOverPence = childcareIncomeOverLimitPence(adjustedNetIncomePence, supportRates);
  const partnersOverPence = childcareIncomeOverLimitPence(partnersPence, supportRates);
  return {
    adjustedNetIncomePence,
    propertyProfitsPence: propertyPence,
    payTaxPence,
    propertyIncomeTaxPence,
    savingsTaxPence,
    dividendTaxPence,
    totalIncomeTaxPence: payTaxPence + propertyIncomeTaxPence + savingsTaxPence + dividendTaxPence,
    childBenefitPence: benefitPence,
    chargedTo,
    chargePence,
    yourChargePence,
    taxThroughPayrollPence: payslipTaxPence,
    reliefAtSourceClaimPence,
    payslipNetPence,
    payTaxAdjustmentPence,
    taxOutsidePayrollPence,
    yearNetPence:
      payslipNetPence +
      (h.propertyReceiptsPence - h.propertyExpensesPence) +
      h.savingsPence +
      h.dividendsPence +
      benefitPence -
      (chargePence - yourChargePence) -
      h.giftAidPaidPence -
      taxOutsidePayrollPence,
    childcare: {
      lost: yoursOverPence > 0 || partnersOverPence > 0,
      yoursOverPence,
      partnersOverPence,
      atStakePence: h.childBenefitChildren * toPence(supportRates.taxFreeChildcarePerChild),
    },
    liability,
  };
}
