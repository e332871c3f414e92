import { hasPage, seriesOf } from "../app/lib/career.ts";
import type { Content } from "./load.ts";

// Which works each list page shows, in order: content/works.yaml's lists, with
// the sold works where site.yaml's available.soldWorks puts them.

type Lists<Gallery, ForSale> = { gallery: readonly Gallery[]; available: readonly ForSale[] };

/** Every work of the content, once each: the Gallery's, then those of works.yaml's available list. */
export const everyWork = <Gallery, ForSale>(works: Lists<Gallery, ForSale>): (Gallery | ForSale)[] => [
  ...works.gallery,
  ...works.available,
];

/**
 * Sold works stay on Available Works, after the others ("available"), or move
 * to the Gallery, after its own works ("gallery"); each list keeps its order.
 */
export function listedWorks<Gallery, ForSale extends { status: string }>(
  works: Lists<Gallery, ForSale>,
  soldWorks: "available" | "gallery",
): { gallery: (Gallery | ForSale)[]; available: ForSale[] } {
  const sold = works.available.filter((work) => work.status === "sold");
  const unsold = works.available.filter((work) => work.status !== "sold");
  return soldWorks === "gallery"
    ? { gallery: [...works.gallery, ...sold], available: unsold }
    : { gallery: [...works.gallery], available: [...unsold, ...sold] };
}

/** Each list page's works, in order (sold ones where site.yaml puts them), and how many one page shows. */
export function listings<Gallery, ForSale extends { status: string }>(content: {
  works: Lists<Gallery, ForSale>;
  site: { gallery: { perPage: number }; available: { perPage: number; soldWorks: "available" | "gallery" } };
}) {
  const { gallery, available } = listedWorks(content.works, content.site.available.soldWorks);
  return {
    gallery: { works: gallery, perPage: content.site.gallery.perPage },
    available: { works: available, perPage: content.site.available.perPage },
  };
}

/** The exhibitions that have a page, and the series of the works in works.yaml's order. */
export const careerOf = (content: Pick<Content, "works" | "cv">) => ({
  exhibitions: content.cv.exhibitions.filter(hasPage),
  series: seriesOf(everyWork(content.works)),
});
