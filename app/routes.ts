import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import type { Catalogue } from "../pipeline/catalogue.ts";
import type { Kind } from "../pipeline/kind.ts";
import { kinds } from "../pipeline/kinds.ts";
import { readCatalogueOrExit } from "../pipeline/read.ts";
import {
  exhibitionPath,
  hasAddress,
  inquirySentPage,
  inquiryUnsentPage,
  pages,
  privacyPage,
  roomClosedPage,
  seriesPath,
  workDataPath,
  workPath,
} from "../rules/pages";
import { roomPath, roomsPrefix } from "../rules/rooms";
import { manifestPath } from "../rules/zoom";

// The pages' addresses, each written once in rules/pages.ts; which works and list pages exist is
// the content's (react-router.config.ts prerenders each one). An address that matches a route
// but names no page (/works/no-such-work) is no file: every server answers it with 404.html.
const at = (path: string) => path.slice(1);

/**
 * The routes of a catalogue. Every route with a loader must have a page to prerender: the works',
 * the exhibitions', the series' and the viewing rooms' routes are there only when the content has one.
 */
export function routeTable({
  works,
  exhibitions,
  series,
  pages: built,
}: Pick<Catalogue, "works" | "exhibitions" | "series" | "pages">): RouteConfigEntry[] {
  const withWork = works.size > 0;
  // Which rooms have pages is the registry's: the open ones on the build's day.
  const withOpenRoom = built.some((page) => hasAddress(page) && page.path.startsWith(roomsPrefix));
  const withClosedPage = built.some((page) => page.path === roomClosedPage.path);
  return [
    // Every page has the top bar.
    layout("routes/site-layout.tsx", [
      index("routes/home.tsx"),
      // A list's first page, then /gallery/2 and on.
      route(`${at(pages.gallery.path)}/:page?`, "routes/gallery.tsx"),
      route(`${at(pages.available.path)}/:page?`, "routes/available.tsx"),
      route(at(pages.contact.path), "routes/contact.tsx"),
      route(at(privacyPage.path), "routes/privacy.tsx"),
      // The inquiry form's answers: taken, and (no address of its own) not taken.
      route(at(inquirySentPage.path), "routes/inquiry-sent.tsx"),
      route(at(inquiryUnsentPage.path), "routes/inquiry-unsent.tsx"),
      ...(withWork ? [route(at(workPath({ slug: ":slug" })), "routes/work.tsx")] : []),
      ...(exhibitions.length > 0
        ? [route(at(exhibitionPath({ slug: ":slug" })), "routes/exhibition.tsx")]
        : []),
      // A series' first page, then /series/<slug>/2 and on.
      ...(series.length > 0
        ? [route(`${at(seriesPath({ slug: ":slug" }))}/:page?`, "routes/series.tsx")]
        : []),
      // A viewing room: unlisted, at its key, while it is open; then, and at any other address
      // under /rooms/, that it has closed.
      ...(withOpenRoom ? [route(at(roomPath({ key: ":key" })), "routes/room.tsx")] : []),
      ...(withClosedPage ? [route(at(roomClosedPage.path), "routes/room-closed.tsx")] : []),
      // Each kind's page (pipeline/kinds.ts), where the registry has it: Texts and press, say.
      ...kinds.flatMap(({ route: kindRoute }: Kind) =>
        kindRoute && built.some((page) => page.path === kindRoute.path)
          ? [route(at(kindRoute.path), kindRoute.module)]
          : [],
      ),
      // Any other address.
      route("*", "routes/not-found.tsx"),
    ]),
    ...(withWork
      ? [
          // A work's data for the viewer of a list that does not carry it: /works/<slug>.json.
          route(at(workDataPath({ slug: ":slug" })), "routes/work-data.ts"),
          // A work's IIIF manifest, for museums' viewers: /works/<slug>/manifest.json.
          route(at(manifestPath({ slug: ":slug" })), "routes/work-manifest.ts"),
        ]
      : []),
  ];
}

export default routeTable(readCatalogueOrExit()) satisfies RouteConfig;
