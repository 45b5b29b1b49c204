import { Fragment, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import {
  findRoute,
  GUIDES,
  MAIN_LINKS,
  paths,
  TOOL_PAGE_LINKS,
  type NavLink,
} from "../../paths";
import { GuidesMenu } from "./guides-menu";
import { SaveResultsButton } from "./save-results-button";

const desktopLink =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 aria-[current=page]:text-blue-800";
const mobileLink =
  "block rounded-md px-3 py-2 text-base text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700 aria-[current=page]:font-semibold aria-[current=page]:text-blue-800";

/** The header's links: Home, the pages of their own calculators (the payslip simulator), then the rest. */
const HEADER_LINKS: readonly NavLink[] = [
  ...MAIN_LINKS.slice(0, 1),
  ...TOOL_PAGE_LINKS,
  ...MAIN_LINKS.slice(1),
];

/**
 * Site header: the skip link (first), the site name, the main navigation with the Guides dropdown, the Save Results
 * button of the pages whose results can be saved, and on small screens a menu toggle. The mobile menu closes when one
 * of its links is followed, and on Escape (focus returns to the toggle).
 */
export function SiteHeader() {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const current = (path: string) => (location === path ? "page" : undefined);
  const closeMenu = () => {
    setMenuOpen(false);
  };

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [menuOpen]);

  return (
    <header className="no-print border-b border-slate-200 bg-white">
      {/* In the banner landmark, so it is inside a landmark even when the cookie banner, which
          comes first in the page and has a link, keeps axe from taking it for a skip link. */}
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-medium text-blue-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      {/* flex-wrap: on a 320 px phone the buttons go under the site name rather than off-screen. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link
          href={paths.home}
          className="text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          UK Pay &amp; Tax Calculator
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {HEADER_LINKS.map((link) => (
            <Fragment key={link.path}>
              <Link
                href={link.path}
                aria-current={current(link.path)}
                className={desktopLink}
              >
                {link.label}
              </Link>
              {/* The Guides menu follows Home. */}
              {link.path === paths.home ? <GuidesMenu /> : null}
            </Fragment>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {findRoute(location)?.saves && <SaveResultsButton />}
          <button
            ref={toggle}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => {
              setMenuOpen((open) => !open);
            }}
            className="whitespace-nowrap rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 md:hidden"
          >
            <span aria-hidden="true">{menuOpen ? "✕" : "☰"}</span> Menu
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-slate-200 px-4 py-2 md:hidden"
      >
        <MobileLinks
          links={HEADER_LINKS}
          current={current}
          onFollow={closeMenu}
        />
        <p className="mt-2 px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
          Guides
        </p>
        <MobileLinks links={GUIDES} current={current} onFollow={closeMenu} />
      </nav>
    </header>
  );
}

/** One list of the mobile menu; following a link closes the menu. */
function MobileLinks({
  links,
  current,
  onFollow,
}: {
  links: readonly NavLink[];
  current: (path: string) => "page" | undefined;
  onFollow: () => void;
}) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.path}>
          <Link
            href={link.path}
            aria-current={current(link.path)}
            onClick={onFollow}
            className={mobileLink}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
