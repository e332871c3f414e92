import { type Catalogue, catalogue } from "../../pipeline/catalogue";
import type { Content } from "../../pipeline/load";
import { readContent } from "../../pipeline/read";

// The loaders' catalogue (pipeline/catalogue.ts): made on the first page's loader, once per build.
// Only the development server looks at the files again (readContent's check of their times), so
// that an edit shows; a build's hundreds of loaders do not.

let made: { from: Content; catalogue: Catalogue } | undefined;

/** The catalogue of the content, on the day of the build. */
export function siteCatalogue(): Catalogue {
  if (made && !import.meta.env.DEV) return made.catalogue;
  const content = readContent();
  if (made?.from !== content) made = { from: content, catalogue: catalogue(content) };
  return made.catalogue;
}
