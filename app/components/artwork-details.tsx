import type { ReactNode } from "react";
import type { Artwork } from "../../pipeline/content-types";
import { priceText } from "../../rules/price";
import { isForSale } from "../lib/artwork";
import { cn } from "../lib/cn";
import { StatusBadge } from "./status-badge";

/**
 * A work's title, status and details, and for a work for sale its price and
 * its Inquire (a sold one shows neither), then "See it on a wall": the
 * same in the dialog and on the work's own page.
 */
export function ArtworkDetails({
  work,
  inquire,
  headingLevel: Heading,
  titleId,
  detailsId,
  record,
  wall,
  onWallOpen,
  className,
}: {
  work: Artwork;
  /** A work for sale's Inquire, and the form it leads to or opens (inquiry-form.tsx); else nothing. */
  inquire: ReactNode;
  headingLevel: "h1" | "h2";
  /** Ids for the dialog's aria-labelledby and aria-describedby. */
  titleId?: string;
  detailsId?: string;
  /** More rows of its details (a work's page: its record, series and exhibitions), as <dt> and <dd>. */
  record?: ReactNode;
  /**
   * What "See it on a wall" opens on (wall-scene.tsx). The disclosure is one line while closed,
   * whatever it holds, so the dialog can draw the scene late without moving anything.
   */
  wall: ReactNode;
  /** Called when the disclosure opens: the dialog draws its scene only then. */
  onWallOpen?: () => void;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col gap-6", className)}>
      <div className="flex items-start justify-between gap-4">
        <Heading id={titleId} className="font-serif text-3xl leading-tight md:text-4xl">
          {work.title}
        </Heading>
        <StatusBadge work={work} />
      </div>
      <dl id={detailsId} className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-stone">Year</dt>
        <dd>{work.year}</dd>
        <dt className="text-stone">Medium</dt>
        <dd>{work.medium}</dd>
        <dt className="text-stone">Dimensions</dt>
        <dd>{work.dimensions}</dd>
        {isForSale(work) && (
          <>
            <dt className="text-stone">Price</dt>
            <dd>{priceText(work.price)}</dd>
          </>
        )}
        {work.ref && (
          <>
            <dt className="text-stone">Inventory number</dt>
            <dd>{work.ref}</dd>
          </>
        )}
        {record}
      </dl>
      {inquire}
      {/* A disclosure: it opens and closes by keyboard and works without JavaScript. */}
      <details
        onToggle={(event) => event.currentTarget.open && onWallOpen?.()}
        className="border-t border-rule pt-2 print:hidden"
      >
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium underline-offset-4 hover:underline">
          See it on a wall
        </summary>
        {wall}
      </details>
    </div>
  );
}
