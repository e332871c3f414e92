import { pages } from "../../rules/pages";
import { cn } from "../lib/cn";

/**
 * The Gallery's choice of series: all works, or one series' page. Links, so the choice works
 * without script; none at all when no work has a series.
 */
export function SeriesChoice({
  links,
  current,
}: {
  links: readonly { name: string; path: string }[];
  /** The address of the series shown; none on the Gallery. */
  current?: string | undefined;
}) {
  if (links.length === 0) return null;
  const choices = [{ name: "All works", path: pages.gallery.path }, ...links];
  return (
    <nav aria-label="Series" className="page-container -mt-4 mb-12 print:hidden">
      <ul className="flex flex-wrap gap-x-2 gap-y-1 text-sm">
        {choices.map((choice) => {
          const isCurrent = choice.path === (current ?? pages.gallery.path);
          return (
            <li key={choice.path}>
              <a
                href={choice.path}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center border-b px-1 underline-offset-4",
                  isCurrent ? "border-ink text-ink" : "border-transparent text-stone hover:text-ink",
                )}
              >
                {choice.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
