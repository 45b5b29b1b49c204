import { Link } from "wouter";
import { paths } from "../routes";

/** The educational-purposes-only notice shown under every calculator and guide. */
export function EducationalNotice() {
  return (
    <p className="educational-notice text-sm text-slate-600">
      This information is for educational purposes only and is not financial
      advice. Figures are for the 2025/26 tax year; verify them with HMRC or a
      qualified adviser.{" "}
      <Link href={paths.disclaimer} className="underline">
        Read our disclaimer
      </Link>
      .
    </p>
  );
}
