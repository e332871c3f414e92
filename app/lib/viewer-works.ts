import type { Artwork } from "../../pipeline/content-types";

// The viewer of a list's page moves through the whole list, past the page's own works: each work
// it shows comes with its place in the list and the works either side, from the page's works or,
// for a work on another page, from /works/<slug>.json (routes/work-data.ts).

/** Where a page's works sit in their whole list: what the viewer needs to move past them. */
export type ListPlace = {
  /** The index in the whole list of the page's first work. */
  offset: number;
  /** How many works the whole list has. */
  count: number;
  /** The address slugs of the works just before and after the page's, or null at the list's ends. */
  before: string | null;
  after: string | null;
};

/** A work's place in a whole list as the viewer shows it: its index, the list's length, the slugs of its neighbours. */
export type ViewerPlace = {
  index: number;
  count: number;
  previous: string | null;
  next: string | null;
};

/**
 * A work as the viewer shows it: the work and its place in its whole list; at /works/<slug>.json
 * (routes/work-data.ts), its place in its series too, for the viewer of a series' page.
 */
export type ViewerWork = ViewerPlace & { work: Artwork; inSeries?: ViewerPlace | undefined };

/**
 * The work at `slug` among a page's `works` as the viewer shows it, or null when the page does
 * not have it. Without `place`, the page's works are the whole list.
 */
export function viewerWorkOnPage(
  works: readonly Artwork[],
  place: ListPlace | undefined,
  slug: string,
): ViewerWork | null {
  const at = works.findIndex((work) => work.slug === slug);
  const work = works[at];
  if (!work) return null;
  return {
    work,
    index: (place?.offset ?? 0) + at,
    count: place?.count ?? works.length,
    previous: works[at - 1]?.slug ?? place?.before ?? null,
    next: works[at + 1]?.slug ?? place?.after ?? null,
  };
}
