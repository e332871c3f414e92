import type { Catalogue } from "../../pipeline/catalogue";
import type { Site } from "../../pipeline/content-types";
import { readCatalogue } from "../../pipeline/read";
import { emptyLists as emptyListsOf } from "../../rules/pages";

// The loaders' catalogue: the build's own (pipeline/read.ts), which the route table and the
// prerender have too. A build's hundreds of loaders take it once; the development server asks
// again each time, so that an edit of the files shows.

let made: Catalogue | undefined;

/** The catalogue of the content, on the day of the build. */
export function siteCatalogue(): Catalogue {
  if (import.meta.env.DEV) return readCatalogue();
  made ??= readCatalogue();
  return made;
}

/** site.yaml as every page names it, with the kinds' links (Texts and press, where there are texts); Home's biography and the portrait are Home's loader's. */
export function pageSite(): Site {
  const { site, links } = siteCatalogue();
  const { portrait, ...artist } = site.artist;
  const { biography, ...home } = site.home;
  return { ...site, artist, home, links };
}

/** The lists with no work to show, whose pages leave the top bar and the sitemap (rules/pages.ts). */
export const emptyLists = () => emptyListsOf(siteCatalogue().lists);
