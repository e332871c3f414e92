import { Outlet } from "react-router";
import { SiteHeader } from "../components/site-header";

export default function SiteLayout() {
  return (
    <>
      {/* The first stop for keyboard users: past the top bar, straight to the page. */}
      <a
        href="#main"
        className="sr-only fixed top-2 left-2 z-50 bg-ink px-4 py-2 text-sm text-paper focus:not-sr-only"
      >
        Skip to content
      </a>
      <SiteHeader />
      <div className="pt-16">
        <Outlet />
      </div>
    </>
  );
}
