import { ErrorBoundary } from "../components/error-boundary";
import PayslipsCalculator from "../features/payslips/payslips-calculator";
import { SavedResultsWhenAny } from "../features/saved-results/saved-results-when-any";

/**
 * /payslip-simulator: a year of payslips by HMRC's payroll rules (POST /api/payslips), with its
 * link, print and saved results like the home page's calculators. A route chunk of its own.
 */
export default function PayslipSimulatorPage() {
  return (
    <div className="flex flex-col gap-4 sm:gap-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Payslip Simulator
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          Why is a payslip different from a salary calculator&apos;s monthly
          figure? See every payslip of the year as payroll works it out: a bonus
          month, a tax code on a month 1 basis, tax-free pay rounded each
          period, and the reasons, line by line.
        </p>
      </div>
      <ErrorBoundary what="this calculator">
        <PayslipsCalculator />
      </ErrorBoundary>
      <SavedResultsWhenAny />
    </div>
  );
}
