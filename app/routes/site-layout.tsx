import { Outlet, useLocation } from "react-router";
import { Island } from "../components/island";
import { emptyLists, pageSite } from "../data/catalogue.server";
import { headerArtist, menuKindLinks } from "../lib/island-props";
import type { Route } from "./+types/site-layout";

/** What the top bar and the being-set-up band show on every page, read at build time. */
export const loader = () => ({ site: pageSite(), emptyLists: emptyLists() });

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { site, emptyLists } = loaderData;
  const { pathname } = useLocation();
  return (
    <>
      {/* The first stop for keyboard users: past the top bar, straight to the page. */}
      <a
        href="#main"
        className="sr-only fixed top-2 left-2 z-50 bg-ink px-4 py-2 text-sm text-paper focus:not-sr-only print:hidden"
      >
        Skip to content
      </a>
      <Island
        name="site-header"
        props={{
          path: pathname,
          artist: headerArtist(site.artist),
          empty: emptyLists,
          ...menuKindLinks(site),
        }}
      />
      <div className="pt-16 print:pt-0">
        {/* Until site.yaml says it is ready (the sample says not): every page says so. */}
        {!site.ready && (
          <aside aria-label="Site status" className="bg-ink py-2 text-sm text-paper print:hidden">
            {/* Set from the left, with the page: centred, its lines moved sideways when the face came. */}
            <p className="page-container">
              This site is being set up: its words and works are not yet final.
            </p>
          </aside>
        )}
        <Outlet />
      </div>
    </>
  );
}
