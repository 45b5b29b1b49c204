import type { ReactNode } from "react";
import { Link } from "wouter";
import {
  GUIDES,
  LEGAL_LINKS,
  MAIN_LINKS,
  paths,
  TOOL_PAGE_LINKS,
  TOOLS,
  type NavLink,
} from "../../paths";
import {
  taxYearDates,
  taxYearLabel,
} from "../../components/form/tax-year-field";
import { SITE_TAX_YEAR } from "../../lib/site-tax-year";

/** A footer link; `plain` ones are ordinary page loads (the home page's tool hashes, the API's docs). */
interface FooterLink extends NavLink {
  readonly plain?: boolean;
}

const TOOL_LINKS: readonly FooterLink[] = [
  ...TOOLS.map((tool) => ({
    path: `${paths.home}#${tool.id}`,
    label: tool.footerLabel,
    plain: true,
  })),
  ...TOOL_PAGE_LINKS,
];

const RESOURCE_LINKS: readonly FooterLink[] = [
  ...GUIDES,
  { path: paths.apiDocs, label: "API Documentation", plain: true },
];

const COMPANY_LINKS: readonly FooterLink[] = [
  ...MAIN_LINKS.filter((link) => link.path !== paths.home),
  ...LEGAL_LINKS,
];

const footerLink =
  "text-sm text-slate-300 underline-offset-2 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white";

/**
 * Site footer: Tools, Resources (guides and the API documentation the API serves at
 * /docs), company and legal links, the educational-use notice naming the year the site opens on
 * (the year in force) and the privacy statement.
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
            Free salary and tax calculators for the{" "}
            {taxYearLabel(SITE_TAX_YEAR)} tax year, used by 50,000+ people.
          </p>
        </div>
        <FooterColumn id="footer-tools" title="Tools" links={TOOL_LINKS} />
        <FooterColumn
          id="footer-resources"
          title="Resources"
          links={RESOURCE_LINKS}
        />
        <FooterColumn id="footer-company" title="Company" links={COMPANY_LINKS}>
          {extraLinks ? <li>{extraLinks(footerLink)}</li> : null}
        </FooterColumn>
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-sm text-slate-300">
          <p>
            Figures are for the {taxYearLabel(SITE_TAX_YEAR)} tax year (
            {taxYearDates(SITE_TAX_YEAR)}) unless you choose another year. For
            educational use only; this is not financial advice.
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

/** A titled list of links (a navigation landmark named by its heading). */
function FooterColumn({
  id,
  title,
  links,
  children,
}: {
  id: string;
  title: string;
  links: readonly FooterLink[];
  children?: ReactNode;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2
        id={id}
        className="text-sm font-semibold uppercase tracking-wide text-white"
      >
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.path}>
            {link.plain ? (
              <a href={link.path} className={footerLink}>
                {link.label}
              </a>
            ) : (
              <Link href={link.path} className={footerLink}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
