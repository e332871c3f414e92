import { buildDay } from "../../pipeline/build-day";
import { type Catalogue, catalogue } from "../../pipeline/catalogue";
import type { Content } from "../../pipeline/load";
import { readContent } from "../../pipeline/read";

// The loaders' catalogue (pipeline/catalogue.ts): made on the first page's loader, once per build
// (the content is read once, pipeline/read.ts), and again when a file changes in development.

let made: { from: Content; catalogue: Catalogue } | undefined;

/** The catalogue of the content as it is now, on the day of the build. */
export function siteCatalogue(): Catalogue {
  const content = readContent();
  if (made?.from !== content) made = { from: content, catalogue: catalogue(content, buildDay()) };
  return made.catalogue;
}
