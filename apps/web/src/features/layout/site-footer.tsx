import type { ReactNode } from "react";
import { Link } from "wouter";
import { GUIDES, paths } from "../../routes";
import { TOOLS } from "../../tools";

const LEGAL_LINKS = [
  { path: paths.privacyPolicy, label: "Privacy Policy" },
  { path: paths.termsOfService, label: "Terms of Service" },
  { path: paths.disclaimer, label: "Disclaimer" },
] as const;

const footerLink =
  "text-sm text-slate-300 underline-offset-2 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white";

/**
 * Site footer: Tools, Resources (guides and the API documentation the API serves at
 * /docs), company and legal links, the 2025/26 educational-use notice and the privacy statement.
 */
export function SiteFooter({
  extraLinks,
}: {
  extraLinks?: ((linkClassName: string) => ReactNode) | undefined;
}) {
  return (
    <footer className="no-print mt-12 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-base font-semibold text-white">
            UK Pay &amp; Tax Calculator
          </p>
          <p className="mt-2 text-sm text-slate-300">
            Free salary and tax calculators for the 2025/26 tax year, used by
            50,000+ people.
          </p>
        </div>
        <nav aria-labelledby="footer-tools">
          <h2
            id="footer-tools"
            className="text-sm font-semibold uppercase tracking-wide text-white"
          >
            Tools
          </h2>
          <ul className="mt-3 space-y-2">
            {TOOLS.map((tool) => (
              <li key={tool.id}>
                <a href={`${paths.home}#${tool.id}`} className={footerLink}>
                  {tool.footerLabel}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2
            id="footer-resources"
            className="text-sm font-semibold uppercase tracking-wide text-white"
          >
            Resources
          </h2>
          <ul className="mt-3 space-y-2">
            {GUIDES.map((guide) => (
              <li key={guide.path}>
                <Link href={guide.path} className={footerLink}>
                  {guide.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={paths.apiDocs} className={footerLink}>
                API Documentation
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2
            id="footer-company"
            className="text-sm font-semibold uppercase tracking-wide text-white"
          >
            Company
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link href={paths.about} className={footerLink}>
                About
              </Link>
            </li>
            <li>
              <Link href={paths.contact} className={footerLink}>
                Contact
              </Link>
            </li>
            {LEGAL_LINKS.map((link) => (
              <li key={link.path}>
                <Link href={link.path} className={footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
            {extraLinks ? <li>{extraLinks(footerLink)}</li> : null}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-sm text-slate-300">
          <p>
            Figures are for the 2025/26 tax year (6 April 2025 to 5 April 2026).
            For educational use only; this is not financial advice.
          </p>
          <p>
            Calculations run in your browser. Your salary data is not stored or
            sent to our servers.
          </p>
          <p>© 2025 UK Pay &amp; Tax Calculator</p>
        </div>
      </div>
    </footer>
  );
}
