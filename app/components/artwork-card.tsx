import { type MouseEvent, memo } from "react";
import type { Artwork } from "../../pipeline/content-types";
import { inquiryAnchor, workInquiryAnchor } from "../../rules/inquiry";
import { workPath } from "../../rules/pages";
import { priceText } from "../../rules/price";
import { artworkAlt, isForSale } from "../lib/artwork";
import { isPlainClick } from "../lib/gestures";
import type { ImageLayout } from "../lib/image-sizes";
import { InquireButton } from "./inquire-button";
import { ResponsiveImage } from "./responsive-image";
import { StatusBadge } from "./status-badge";

/**
 * One work in a list: its photograph as a 4:5 thumbnail (which opens the
 * detail dialog), title and year, and for works for sale the details, price
 * and an Inquire button (a sold work shows its badge alone).
 * The photograph is a link to the work's own page: that is where it leads
 * without JavaScript, or opened in a new tab; a plain click opens the dialog.
 * It renders again only when its own props change, not when the list's dialog opens or moves.
 */
export const ArtworkCard = memo(function ArtworkCard({
  work,
  inRoom = false,
  layout,
  headingLevel: Heading,
  priority = false,
  onOpen,
  onIntent,
}: {
  work: Artwork;
  /** Shown in a viewing room: its Inquire leads to the room's form about it, which names it and the room. */
  inRoom?: boolean;
  /** How wide the thumbnail is drawn. */
  layout: ImageLayout;
  headingLevel: "h2" | "h3";
  /** The first image of the page: fetched at once (see ResponsiveImage). */
  priority?: boolean;
  onOpen: (work: Artwork) => void;
  /** The first sign the dialog is wanted: hover, focus or a press. */
  onIntent: (work: Artwork) => void;
}) {
  const forSale = isForSale(work);
  const prepare = () => onIntent(work);
  const open = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onOpen(work);
  };
  return (
    <li className="card-enter relative flex flex-col">
      {/* The stretched ::after makes the whole card open the dialog. */}
      <a
        href={workPath(work)}
        aria-haspopup="dialog"
        onClick={open}
        data-awaits-island=""
        onKeyDown={(event) => {
          // Space opens it too, as it opens a button.
          if (event.key !== " ") return;
          event.preventDefault();
          onOpen(work);
        }}
        onPointerEnter={prepare}
        onPointerDown={prepare}
        onFocus={prepare}
        className="group block w-full cursor-zoom-in overflow-hidden after:absolute after:inset-0 focus-visible:outline-offset-4"
      >
        <ResponsiveImage
          picture={work.thumbnail ?? work.picture}
          alt={artworkAlt(work)}
          layout={layout}
          shape="thumbnail"
          // By the work: two works of a list may share one photograph.
          name={work.slug}
          priority={priority}
          className="transition-transform duration-700 ease-out group-hover:scale-[1.02] motion-reduce:transition-none"
        />
      </a>
      <div className="mt-4 flex flex-col gap-1">
        <div className="flex items-start justify-between gap-4">
          <Heading className="font-serif text-2xl leading-tight">{work.title}</Heading>
          <StatusBadge work={work} />
        </div>
        <p className="text-sm text-stone">{work.year}</p>
        {forSale && (
          <>
            <p className="text-sm text-stone">{work.medium}</p>
            <p className="text-sm text-stone">{work.dimensions}</p>
            <p className="mt-2 text-sm font-medium">{priceText(work.price)}</p>
            <InquireButton
              work={work}
              href={inRoom ? `#${workInquiryAnchor(work)}` : `${workPath(work)}#${inquiryAnchor}`}
              label="Inquire"
              className="relative z-10 mt-4 self-start"
            />
          </>
        )}
      </div>
    </li>
  );
});
