import type { ReactNode } from "react";
import { AdSlot } from "../../components/ad-slot";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useScrollToTopOnNavigate } from "./use-scroll-to-top-on-navigate";

/**
 * The frame of every page: header (with the skip link), the header ad, the page in <main id="main"> between
 * the two sidebar ads (wide screens only), the footer ad and footer, and the two out-of-flow ad
 * containers (fixed bottom float, hidden pop). Ad slots are empty placeholders that reserve their
 * space, so nothing shifts if ads are ever switched on.
 */
export function SiteLayout({
  children,
  footerLinks,
}: {
  children: ReactNode;
  /** Extra items for the footer's Company list (the app adds "Cookie settings"). */
  footerLinks?: (linkClassName: string) => ReactNode;
}) {
  useScrollToTopOnNavigate();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 print:min-h-0">
      <SiteHeader />
      <AdSlot
        placement="header"
        className="mx-auto h-[50px] w-full max-w-[728px] sm:h-[90px]"
      />
      <div className="mx-auto flex w-full max-w-[1600px] flex-1 gap-6 px-4 py-6">
        <AdSlot
          placement="sidebar-left"
          className="sticky top-6 hidden h-[600px] w-40 shrink-0 2xl:block"
        />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {children}
        </main>
        <AdSlot
          placement="sidebar-right"
          className="sticky top-6 hidden h-[600px] w-40 shrink-0 2xl:block"
        />
      </div>
      <AdSlot
        placement="footer"
        className="mx-auto h-[90px] w-full max-w-[728px]"
      />
      <SiteFooter extraLinks={footerLinks} />
      <AdSlot
        placement="float"
        className="fixed inset-x-0 bottom-0 z-40 mx-auto h-0 max-w-[728px]"
      />
      <AdSlot placement="pop" />
    </div>
  );
}
