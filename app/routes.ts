import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { matchPath } from "react-router";
import type { Catalogue } from "../pipeline/catalogue.ts";
import type { KindRoute } from "../pipeline/kind.ts";
import { kinds } from "../pipeline/kinds.ts";
import { readCatalogueOrExit } from "../pipeline/read.ts";

// The routes, each declared with its kind of content (pipeline/kinds.ts), its address written once in
// rules/pages.ts; which works and list pages exist is the content's (react-router.config.ts
// prerenders each one). An address that matches a route but names no page (/works/no-such-work)
// is no file: every server answers it with 404.html.

/** Any kind's route, as declared. */
type DeclaredRoute = Extract<(typeof kinds)[number], { routes: unknown }>["routes"][number];

/** A route of the table, "/" being the index route. */
const entry = ({ path, module }: KindRoute) => (path === "/" ? index(module) : route(path.slice(1), module));

/**
 * The routes of a catalogue, each kind's in turn. Every route with a loader must have a page to
 * prerender: a route is there only when its kind says, or a page of the registry is at its address.
 */
export function routeTable(made: Catalogue): RouteConfigEntry[] {
  const present = kinds
    .flatMap((kind): readonly DeclaredRoute[] => ("routes" in kind ? kind.routes : []))
    .filter((one) =>
      "when" in one ? one.when(made) : made.pages.some((page) => matchPath(one.path, page.path)),
    );
  return [
    // Every page has the top bar.
    layout("routes/site-layout.tsx", [
      ...present.filter((one) => !("resource" in one)).map(entry),
      // Any other address.
      route("*", "routes/not-found.tsx"),
    ]),
    ...present.filter((one) => "resource" in one).map(entry),
  ];
}

export default routeTable(readCatalogueOrExit()) satisfies RouteConfig;
