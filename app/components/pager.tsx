import { listPagePath, pagerItems } from "../../rules/paging";
import { cn } from "../lib/cn";

const itemClass = "inline-flex min-h-11 min-w-11 items-center justify-center px-2 underline-offset-4";

/**
 * The links to a list's other pages, under its works: the previous and next pages, and the
 * page numbers (the far ones left out of a long list). Plain links: they work without script.
 * A list of one page has none.
 */
export function Pager({
  label,
  path,
  current,
  count,
}: {
  /** The navigation landmark's name, e.g. "Gallery pages". */
  label: string;
  /** The address of the list's first page. */
  path: string;
  current: number;
  count: number;
}) {
  if (count <= 1) return null;
  const pageLink = (page: number) => listPagePath(path, page);
  return (
    <nav aria-label={label} className="page-container pt-16 text-sm print:hidden">
      <ul className="flex flex-wrap items-center justify-center gap-1 border-t border-rule pt-6">
        {current > 1 && (
          <li className="mr-auto">
            <a href={pageLink(current - 1)} rel="prev" className={cn(itemClass, "hover:underline")}>
              <span aria-hidden="true">← </span>Previous page
            </a>
          </li>
        )}
        {pagerItems(current, count).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} aria-hidden="true" className={cn(itemClass, "text-stone")}>
              …
            </li>
          ) : (
            <li key={page}>
              <a
                href={pageLink(page)}
                aria-current={page === current ? "page" : undefined}
                aria-label={`Page ${page}`}
                className={cn(
                  itemClass,
                  page === current
                    ? "border-b border-ink font-medium"
                    : "text-stone hover:text-ink hover:underline",
                )}
              >
                {page}
              </a>
            </li>
          ),
        )}
        {current < count && (
          <li className="ml-auto">
            <a href={pageLink(current + 1)} rel="next" className={cn(itemClass, "hover:underline")}>
              Next page<span aria-hidden="true"> →</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
