import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { GUIDES, paths } from "../../routes";
import { GuidesMenu } from "./guides-menu";
import { SaveResultsButton } from "./save-results-button";

const PRIMARY_LINKS = [
  { path: paths.home, label: "Home" },
  { path: paths.about, label: "About" },
  { path: paths.contact, label: "Contact" },
] as const;

const desktopLink =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 aria-[current=page]:text-blue-800";
const mobileLink =
  "block rounded-md px-3 py-2 text-base text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700 aria-[current=page]:font-semibold aria-[current=page]:text-blue-800";

/**
 * Site header: the site name, the main navigation with the Guides dropdown, the home
 * page's Save Results button, and on small screens a menu toggle. The mobile menu closes when one
 * of its links is followed, and on Escape (focus returns to the toggle).
 */
export function SiteHeader() {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const current = (path: string) => (location === path ? "page" : undefined);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="no-print border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link
          href={paths.home}
          className="text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          UK Pay &amp; Tax Calculator
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <Link
            href={paths.home}
            aria-current={current(paths.home)}
            className={desktopLink}
          >
            Home
          </Link>
          <GuidesMenu />
          <Link
            href={paths.about}
            aria-current={current(paths.about)}
            className={desktopLink}
          >
            About
          </Link>
          <Link
            href={paths.contact}
            aria-current={current(paths.contact)}
            className={desktopLink}
          >
            Contact
          </Link>
        </nav>
        <div className="flex items-center gap-2">
          {location === paths.home && <SaveResultsButton />}
          <button
            ref={toggle}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
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
        <ul>
          {PRIMARY_LINKS.map((link) => (
            <li key={link.path}>
              <Link
                href={link.path}
                aria-current={current(link.path)}
                onClick={closeMenu}
                className={mobileLink}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-2 px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
          Guides
        </p>
        <ul>
          {GUIDES.map((guide) => (
            <li key={guide.path}>
              <Link
                href={guide.path}
                aria-current={current(guide.path)}
                onClick={closeMenu}
                className={mobileLink}
              >
                {guide.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
