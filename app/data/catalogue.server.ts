import type { Catalogue } from "../../pipeline/catalogue";
import { readCatalogue } from "../../pipeline/read";

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
