import type { ReactNode } from "react";
import { Link } from "wouter";
import { paths } from "../../paths";
import { ORGANISATION } from "./content-data";

/** How a link inside running text looks. */
export const textLinkClass = "text-blue-700 underline";

/** A link to another page of the site, inside running text. */
export function TextLink({
  href,
  children,
}: {
  href: string;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={textLinkClass}>
      {children}
    </Link>
  );
}

/** The organisation's email address as a mailto link. */
export function EmailLink() {
  return (
    <a href={`mailto:${ORGANISATION.email}`} className={textLinkClass}>
      {ORGANISATION.email}
    </a>
  );
}

/** The guides' pointer to the home page's take-home pay calculator. */
export function CalculatorLink() {
  return <TextLink href={paths.home}>take-home pay calculator</TextLink>;
}
