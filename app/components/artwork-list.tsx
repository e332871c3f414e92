import { useState } from "react";
import type { Artwork } from "../content/schema";
import { cn } from "../lib/cn";
import { ArtworkCard } from "./artwork-card";
import { ArtworkDialog } from "./artwork-dialog";
import { preloadImage } from "./responsive-image";

/** How wide the dialog draws its photograph. */
const dialogImageSizes = "(min-width: 1152px) 640px, (min-width: 768px) 56vw, calc(100vw - 4rem)";

// On the first sign a work's dialog is wanted, fetch the photograph it will
// show, so that it is there when the dialog opens.
const prepareDialog = (work: Artwork) => preloadImage(work.picture, dialogImageSizes);

// Column counts by screen width, and the matching image widths the browser
// should fetch. Container: max 90rem wide with 1.25rem to 2.5rem gutters.
const layouts = {
  /** Gallery: 1, 2 or 3 columns below 768 px, to 1023 px, and from 1024 px. */
  grid: {
    columns: "grid-cols-1 md:grid-cols-2 lg:grid-cols-3",
    sizes:
      "(min-width: 1440px) 440px, (min-width: 1024px) 30vw, (min-width: 768px) 46vw, calc(100vw - 2.5rem)",
  },
  /** Available Works: one column on phones, two from 768 px. */
  pairs: {
    columns: "grid-cols-1 md:grid-cols-2",
    sizes: "(min-width: 1440px) 660px, (min-width: 768px) 46vw, calc(100vw - 2.5rem)",
  },
  /** Home's three recent works: side by side from 768 px. */
  row: {
    columns: "grid-cols-1 md:grid-cols-3",
    sizes: "(min-width: 1440px) 440px, (min-width: 768px) 30vw, calc(100vw - 2.5rem)",
  },
} as const;

type Layout = keyof typeof layouts;

/**
 * A list of works and the one dialog that shows any of them large. When the
 * list opens the page (`leadsPage`), its first photograph is preloaded and
 * fetched at once; the rest load lazily.
 */
export function ArtworkList({
  works,
  layout,
  headingLevel,
  leadsPage = false,
  className,
}: {
  works: readonly Artwork[];
  layout: Layout;
  headingLevel: "h2" | "h3";
  leadsPage?: boolean;
  className?: string;
}) {
  const [selected, setSelected] = useState<Artwork | null>(null);
  const { columns, sizes } = layouts[layout];
  return (
    <>
      <ul className={cn("grid gap-x-8 gap-y-14 lg:gap-x-10 lg:gap-y-20", columns, className)}>
        {works.map((work, index) => (
          <ArtworkCard
            key={work.id}
            work={work}
            sizes={sizes}
            headingLevel={headingLevel}
            priority={leadsPage && index === 0}
            onOpen={setSelected}
            onIntent={prepareDialog}
          />
        ))}
      </ul>
      <ArtworkDialog work={selected} imageSizes={dialogImageSizes} onClose={() => setSelected(null)} />
    </>
  );
}
