import type { TaxYearId } from "@uktax/engine";
import { Link } from "wouter";
import { paths } from "../paths";
import { yearList } from "./form/result-years";

/**
 * The educational-purposes-only notice under every calculator, guide and printed result. `years`
 * are the tax years its figures are for (a printed result's, or a guide's); without them (under a
 * calculator, whose results each name their year) it points to the year each result names.
 */
export function EducationalNotice({
  years = [],
}: {
  years?: readonly TaxYearId[];
}) {
  return (
    <p className="educational-notice text-sm text-slate-600">
      This information is for educational purposes only and is not financial
      advice.{" "}
      {years.length === 0 ? (
        <>Figures are for the tax year each result names;</>
      ) : (
        <>
          Figures are for the {yearList(years)} tax{" "}
          {years.length > 1 ? "years" : "year"};
        </>
      )}{" "}
      verify them with HMRC or a qualified adviser.{" "}
      <Link href={paths.disclaimer} className="underline">
        Read our disclaimer
      </Link>
      .
    </p>
  );
}
