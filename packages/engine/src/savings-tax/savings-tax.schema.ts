import type { z } from "zod";
import { inputSchema, resultSchema } from "../schemas.js";
import { money, moneyField } from "../schema-fields.js";

export const savingsTaxInputSchema = inputSchema("Savings tax input", {
  nonSavingsIncome: moneyField("Non-savings income").describe(
    "Salary, pension, property and other non-savings income for the year, before the personal allowance.",
  ),
  savingsInterest: moneyField("Savings interest").describe(
    "Interest for the year from bank and building society accounts, paid gross (not in an ISA).",
  ),
});

export type SavingsTaxInput = z.input<typeof savingsTaxInputSchema>;

export const savingsTaxResultSchema = resultSchema({
  savingsTax: money.describe(
    "Tax on savings interest above the allowances, at the UK rates of the bands it falls in (Scottish taxpayers' too).",
  ),
  personalAllowanceUsed: money.describe(
    "Personal allowance left over from non-savings income and set against savings interest.",
  ),
  startingRateForSavingsUsed: money.describe(
    "Interest taxed at the starting rate for savings (0 %): the £5,000 band less taxable non-savings income.",
  ),
  personalSavingsAllowance: money.describe(
    "The personal savings allowance for this income: £1,000 when no income reaches the higher rate, £500 when some does but none the additional rate, else £0.",
  ),
  personalSavingsAllowanceUsed: money.describe(
    "Interest covered by the personal savings allowance (taxed at 0 %).",
  ),
});

export type SavingsTaxResult = z.output<typeof savingsTaxResultSchema>;
