import { useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { SiteHeader } from "../components/site-header";

/**
 * After moving to another page, puts focus on its heading. A full page load
 * would start focus afresh at the top; without this, focus would stay on the
 * link just used (inside the now closed menu, say) and a screen reader would
 * not announce the new page.
 */
function useFocusOnNewPage() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [pathname]);
}

export default function SiteLayout() {
  useFocusOnNewPage();
  return (
    <>
      {/* The first stop for keyboard users: past the top bar, straight to the page. */}
      <a
        href="#main"
        className="sr-only fixed top-2 left-2 z-50 bg-ink px-4 py-2 text-sm text-paper focus:not-sr-only print:hidden"
      >
        Skip to content
      </a>
      <SiteHeader />
      <div className="pt-16 print:pt-0">
        <Outlet />
      </div>
    </>
  );
}
