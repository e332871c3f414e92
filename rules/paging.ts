// A list of works (the Gallery, Available Works) is shown a page at a time, so that what one page
// carries does not grow with the catalogue: /gallery is its first page, /gallery/2 the next.

/** The works a page of a list may show: site.yaml's perPage, within these bounds. */
export const worksPerPage = { min: 2, max: 24, default: 12 } as const;

/** How many pages a list of `count` works takes, `perPage` to a page: one, even for none. */
export const pageCount = (count: number, perPage: number) => Math.max(1, Math.ceil(count / perPage));

/** The page (from 1) that shows the work at `index` of its list. */
export const pageOf = (index: number, perPage: number) => Math.floor(index / perPage) + 1;

/** The address of page `page` of the list whose first page is at `path`. */
export const listPagePath = (path: string, page: number) => (page === 1 ? path : `${path}/${page}`);

/** The name of a list's page in the browser's tab: "Gallery", then "Gallery, page 2 of 5". */
export const listPageTitle = (title: string, page: number, count: number) =>
  page === 1 ? title : `${title}, page ${page} of ${count}`;

/**
 * The page numbers a list's pager links to, in order: the first and the last, and the current
 * one with its neighbours, a gap (null) where numbers are left out. Never more than seven
 * items, however many pages.
 */
export function pagerItems(current: number, count: number): (number | null)[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const shown = [1, current - 1, current, current + 1, count].filter((page) => page >= 1 && page <= count);
  const pages = [...new Set(shown)].sort((a, b) => a - b);
  return pages.flatMap((page, index) => {
    const before = pages[index - 1];
    // One number left out reads better as that number than as a gap.
    if (before !== undefined && page - before === 2) return [before + 1, page];
    return before !== undefined && page - before > 2 ? [null, page] : [page];
  });
}

/**
 * Page `page` (from 1) of `items`: its items, where they start in the whole list, and the items
 * just before and after it (on the pages either side), or null at the list's ends.
 */
export function listPage<Item>(items: readonly Item[], page: number, perPage: number) {
  const offset = (page - 1) * perPage;
  return {
    items: items.slice(offset, offset + perPage),
    offset,
    before: items[offset - 1] ?? null,
    after: items[offset + perPage] ?? null,
  };
}
