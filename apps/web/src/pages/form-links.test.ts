import { describe, expect, it } from "vitest";
import { COMPARISON_MODEL } from "../features/comparison/comparison-store";
import { CONTRACTOR_FIELDS } from "../features/contractor/contractor-store";
import { HOURLY_FIELDS } from "../features/hourly/hourly-store";
import { MORTGAGE_FIELDS } from "../features/mortgage/mortgage-store";
import { REVERSE_FIELDS } from "../features/reverse/reverse-store";
import { TAKE_HOME_FIELDS } from "../features/take-home/take-home-store";
import { TOOL_PARAM } from "../lib/page-query";
import {
  defaultsOf,
  HOUSEHOLD_FIELDS,
  type FormFields,
} from "../components/form/form-model";
import { formModel } from "../components/form/url-state";

const FORMS: [string, FormFields][] = [
  ["take-home", TAKE_HOME_FIELDS],
  ["reverse", REVERSE_FIELDS],
  ["hourly", HOURLY_FIELDS],
  ["mortgage", MORTGAGE_FIELDS],
  ["contractor", CONTRACTOR_FIELDS],
];

/** A comparison with no cards and the household's defaults (what a link without cards falls back on here). */
const NO_CARDS = { ...defaultsOf(HOUSEHOLD_FIELDS), entries: [], nextId: 1 };

describe("form models in links", () => {
  it.each(FORMS)(
    "%s: every field has its own key, none is 'tool'",
    (_, fields) => {
      const keys = formModel(fields)
        .toQuery(defaultsOf(fields))
        .map(([key]) => key);
      expect(keys).toHaveLength(Object.keys(fields).length);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys).not.toContain(TOOL_PARAM);
      expect(keys).toContain("year");
    },
  );

  it("round-trips the take-home form, and reads nothing from a link without its keys", () => {
    const model = formModel(TAKE_HOME_FIELDS);
    const values = {
      ...defaultsOf(TAKE_HOME_FIELDS),
      taxYear: "2026-27" as const,
      grossSalary: "52,000",
      region: "scotland" as const,
      taxCode: "S1257L",
      pensionMethod: "salary-sacrifice" as const,
      bonus: "1500",
    };
    const params = new URLSearchParams(model.toQuery(values));
    expect(params.get("salary")).toBe("52,000");
    expect(params.get("year")).toBe("2026-27");
    expect(params.get("method")).toBe("salary-sacrifice");
    expect(model.fromQuery(params)).toEqual(values);
    expect(model.fromQuery(new URLSearchParams("utm_source=x"))).toBeNull();
  });

  it("keeps the postgraduate loan in a link (pgloan=yes) for take-home, reverse and each compared card", () => {
    for (const fields of [TAKE_HOME_FIELDS, REVERSE_FIELDS]) {
      const model = formModel(fields);
      const values = {
        ...defaultsOf(fields),
        studentLoanPlan: "plan2" as const,
        postgraduateLoan: true,
      };
      const params = new URLSearchParams(model.toQuery(values));
      expect(params.get("loan")).toBe("plan2");
      expect(params.get("pgloan")).toBe("yes");
      expect(model.fromQuery(params)).toEqual(values);
      // Sent when ticked; left out (the engine's default, false) when not.
      expect(model.candidate(values)).toMatchObject({ postgraduateLoan: true });
      expect(model.candidate(defaultsOf(fields))).not.toHaveProperty(
        "postgraduateLoan",
      );
      // A link without it, or with a value that is not yes/no, leaves it unticked.
      expect(
        model.fromQuery(new URLSearchParams("loan=plan2"))?.postgraduateLoan,
      ).toBe(false);
      expect(
        model.fromQuery(new URLSearchParams("loan=plan2&pgloan=maybe"))
          ?.postgraduateLoan,
      ).toBe(false);
    }
    const cards = COMPARISON_MODEL.fromQuery(
      new URLSearchParams(
        "salary1=40000&salary2=52000&loan2=plan2&pgloan2=yes",
      ),
    );
    expect(cards?.entries[0]?.postgraduateLoan).toBe(false);
    expect(cards?.entries[1]).toMatchObject({
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
    });
    const again = new URLSearchParams(
      COMPARISON_MODEL.toQuery(cards ?? NO_CARDS),
    );
    expect(again.get("pgloan1")).toBe("no");
    expect(again.get("pgloan2")).toBe("yes");
    expect(COMPARISON_MODEL.fromQuery(again)).toEqual(cards);
  });

  it("keeps Family and other income in a link: a blank partner's income stays blank, the allowance as yes/no", () => {
    const model = formModel(TAKE_HOME_FIELDS);
    const values = {
      ...defaultsOf(TAKE_HOME_FIELDS),
      childBenefitChildren: "2",
      savingsInterest: "1,200",
      giftAidDonations: "400",
      blindPersonsAllowance: true,
    };
    const params = new URLSearchParams(model.toQuery(values));
    expect(params.get("children")).toBe("2");
    expect(params.get("partner")).toBe("");
    expect(params.get("savings")).toBe("1,200");
    expect(params.get("giftaid")).toBe("400");
    expect(params.get("blind")).toBe("yes");
    expect(model.fromQuery(params)).toEqual(values);
    // Sent: the amounts parsed, the partner's income left out while blank, the allowance when
    // claimed (the engine's default, false, is left out).
    const candidate = model.candidate(values);
    expect(candidate).toMatchObject({
      childBenefitChildren: 2,
      savingsInterest: 1200,
      giftAidDonations: 400,
      blindPersonsAllowance: true,
    });
    expect(candidate.partnerAdjustedNetIncome).toBeUndefined();
    expect(model.candidate(defaultsOf(TAKE_HOME_FIELDS))).not.toHaveProperty(
      "blindPersonsAllowance",
    );
    // A link's nonsense gives the field its default.
    expect(
      model.fromQuery(
        new URLSearchParams("children=some&blind=maybe&partner=x"),
      ),
    ).toEqual(defaultsOf(TAKE_HOME_FIELDS));
  });

  it("gives bad, missing or unknown values their defaults and ignores unknown keys", () => {
    const model = formModel(TAKE_HOME_FIELDS);
    const read = model.fromQuery(
      new URLSearchParams(
        "salary=lots&region=mars&year=1999-00&per=weekly&code=&junk=1&bonus=" +
          "9".repeat(60),
      ),
    );
    expect(read).toEqual({
      ...defaultsOf(TAKE_HOME_FIELDS),
      payFrequency: "weekly",
    });
    const hourly = formModel(HOURLY_FIELDS);
    expect(
      hourly.fromQuery(new URLSearchParams("paid=no&rate=12.5"))?.paidHoliday,
    ).toBe(false);
    expect(
      hourly.fromQuery(new URLSearchParams("paid=maybe"))?.paidHoliday,
    ).toBe(true);
    // A blank amount is kept only where blank is the default (the engine's own default).
    const mortgage = formModel(MORTGAGE_FIELDS);
    expect(
      mortgage.fromQuery(new URLSearchParams("multiple=&income="))
        ?.annualIncome,
    ).toBe("40000");
    expect(
      mortgage.fromQuery(new URLSearchParams("multiple="))?.incomeMultiple,
    ).toBe("");
  });

  it("puts the fields the schema rejected back at their defaults", () => {
    const model = formModel(TAKE_HOME_FIELDS);
    const values = { ...defaultsOf(TAKE_HOME_FIELDS), grossSalary: "-5" };
    expect(model.withDefaults(values, ["grossSalary", "nope"])).toEqual(
      defaultsOf(TAKE_HOME_FIELDS),
    );
  });

  it("numbers the comparison's cards, each with its own year", () => {
    const base = COMPARISON_MODEL.fromQuery(
      new URLSearchParams(
        "salary1=40000&year1=2025-26&salary2=40000&year2=2024-25&region2=scotland",
      ),
    );
    expect(base?.entries).toHaveLength(2);
    expect(base?.entries[0]).toMatchObject({
      id: 1,
      grossSalary: "40000",
      taxYear: "2025-26",
    });
    expect(base?.entries[1]).toMatchObject({
      id: 2,
      taxYear: "2024-25",
      region: "scotland",
    });
    const params = new URLSearchParams(
      COMPARISON_MODEL.toQuery(base ?? NO_CARDS),
    );
    expect(params.get("year2")).toBe("2024-25");
    expect(COMPARISON_MODEL.fromQuery(params)).toEqual(base);
    expect(COMPARISON_MODEL.fromQuery(new URLSearchParams("tool=x"))).toBe(
      null,
    );
    const scottish = base?.entries[1];
    if (!scottish) throw new Error("The link has a second card.");
    const fixed = COMPARISON_MODEL.withDefaults(
      { ...NO_CARDS, entries: [{ ...scottish, taxCode: "?" }], nextId: 2 },
      ["salaries.0.taxCode"],
    );
    expect(fixed.entries[0]?.taxCode).toBe("1257L");
    expect(fixed.entries[0]?.region).toBe("scotland");
  });

  it("keeps the comparison's one household in a link, sends it with every salary and puts a rejected field back", () => {
    const linked = COMPARISON_MODEL.fromQuery(
      new URLSearchParams("salary1=40000&salary2=52000&children=2&savings=900"),
    );
    if (!linked) throw new Error("The link has cards.");
    expect(linked).toMatchObject({
      childBenefitChildren: "2",
      savingsInterest: "900",
      partnerAdjustedNetIncome: "",
    });
    const params = new URLSearchParams(COMPARISON_MODEL.toQuery(linked));
    // The take-home's keys, once: not numbered like a card's.
    expect(params.get("children")).toBe("2");
    expect(params.get("savings")).toBe("900");
    expect(params.has("children1")).toBe(false);
    expect(COMPARISON_MODEL.fromQuery(params)).toEqual(linked);
    const { salaries } = COMPARISON_MODEL.candidate(linked) as {
      salaries: Record<string, unknown>[];
    };
    expect(salaries).toHaveLength(2);
    for (const salary of salaries) {
      expect(salary).toMatchObject({
        childBenefitChildren: 2,
        savingsInterest: 900,
      });
      expect(salary.partnerAdjustedNetIncome).toBeUndefined();
    }
    // The engine's message is a salary's: the household's field goes back to its default, the
    // cards keep theirs.
    const fixed = COMPARISON_MODEL.withDefaults(linked, [
      "salaries.1.childBenefitChildren",
    ]);
    expect(fixed.childBenefitChildren).toBe("0");
    expect(fixed.savingsInterest).toBe("900");
    expect(fixed.entries.map((entry) => entry.grossSalary)).toEqual([
      "40000",
      "52000",
    ]);
    expect(COMPARISON_MODEL.inputName("childBenefitChildren")).toBe("children");
    expect(COMPARISON_MODEL.inputName("salaries.1.grossSalary")).toBe(
      "salary2",
    );
    // A link with the household alone opens it with the first two cards.
    expect(
      COMPARISON_MODEL.fromQuery(new URLSearchParams("children=1"))?.entries,
    ).toHaveLength(2);
  });
});
