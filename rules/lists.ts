// A list of works (the Gallery, Available Works, a series) is shown a page at a time (paging.ts).
// Which works each list shows, in order: works.yaml's two lists, with the sold works where
// site.yaml's available.soldWorks puts them; and a series, as many to a page as the Gallery.

/** works.yaml's two lists of works. */
type TwoLists<Gallery, ForSale> = { gallery: readonly Gallery[]; available: readonly ForSale[] };

/** A list of works as its pages show it: its works in order, and how many one page shows. */
export type WorkList<Work> = { works: readonly Work[]; perPage: number };

/** Every work of the content, once each: the Gallery's, then those of works.yaml's available list. */
export const everyWork = <Gallery, ForSale>(works: TwoLists<Gallery, ForSale>): (Gallery | ForSale)[] => [
  ...works.gallery,
  ...works.available,
];

/**
 * Sold works stay on Available Works, after the others ("available"), or move
 * to the Gallery, after its own works ("gallery"); each list keeps its order.
 */
export function listedWorks<Gallery, ForSale extends { status: string }>(
  works: TwoLists<Gallery, ForSale>,
  soldWorks: "available" | "gallery",
): { gallery: (Gallery | ForSale)[]; available: ForSale[] } {
  const sold = works.available.filter((work) => work.status === "sold");
  const unsold = works.available.filter((work) => work.status !== "sold");
  return soldWorks === "gallery"
    ? { gallery: [...works.gallery, ...sold], available: unsold }
    : { gallery: [...works.gallery], available: [...unsold, ...sold] };
}

/** The Gallery's and Available Works' lists: their works (sold ones where site.yaml puts them) and pages. */
export function workLists<Gallery, ForSale extends { status: string }>(content: {
  works: TwoLists<Gallery, ForSale>;
  site: { gallery: { perPage: number }; available: { perPage: number; soldWorks: "available" | "gallery" } };
}): { gallery: WorkList<Gallery | ForSale>; available: WorkList<ForSale> } {
  const { gallery, available } = listedWorks(content.works, content.site.available.soldWorks);
  return {
    gallery: { works: gallery, perPage: content.site.gallery.perPage },
    available: { works: available, perPage: content.site.available.perPage },
  };
}

/** A series as a list: its works, as many to a page as the Gallery shows. */
export const seriesList = <Work>(works: readonly Work[], gallery: { perPage: number }): WorkList<Work> => ({
  works,
  perPage: gallery.perPage,
});

/** The works a price list offers: those for sale that are not sold, in their order. */
export const unsoldWorks = <Work extends object>(works: readonly Work[]) =>
  works.filter((work) => !("status" in work && work.status === "sold"));
