import type { Artwork } from "../content/schema";
import { artworkAlt, isForSale } from "../lib/artwork";
import { InquireButton } from "./inquire-button";
import { ResponsiveImage } from "./responsive-image";
import { StatusBadge } from "./status-badge";

/**
 * One work in a list: its photograph (which opens the detail dialog), title
 * and year, and for works for sale the details, price and an Inquire button.
 */
export function ArtworkCard({
  work,
  sizes,
  headingLevel: Heading,
  priority = false,
  onOpen,
  onIntent,
}: {
  work: Artwork;
  sizes: string;
  headingLevel: "h2" | "h3";
  /** The first image of the page: fetched at once (see ResponsiveImage). */
  priority?: boolean;
  onOpen: (work: Artwork) => void;
  /** The first sign the dialog is wanted: hover, focus or a press. */
  onIntent: (work: Artwork) => void;
}) {
  const forSale = isForSale(work);
  const prepare = () => onIntent(work);
  return (
    <li className="card-enter relative flex flex-col">
      {/* The stretched ::after makes the whole card open the dialog. */}
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => onOpen(work)}
        onPointerEnter={prepare}
        onPointerDown={prepare}
        onFocus={prepare}
        className="group block w-full cursor-zoom-in overflow-hidden text-left after:absolute after:inset-0 focus-visible:outline-offset-4"
      >
        <ResponsiveImage
          picture={work.picture}
          alt={artworkAlt(work)}
          sizes={sizes}
          priority={priority}
          className="transition-transform duration-700 ease-out group-hover:scale-[1.02] motion-reduce:transition-none"
        />
      </button>
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
            <p className="mt-2 text-sm font-medium">{work.price}</p>
            <InquireButton work={work} label="Inquire" className="relative z-10 mt-4 self-start" />
          </>
        )}
      </div>
    </li>
  );
}
