import { useState } from "react";
import type { Artwork } from "../content/schema";
import { cn } from "../lib/cn";
import { ArtworkCard } from "./artwork-card";
import { ArtworkDialog } from "./artwork-dialog";

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

/** A list of works and the one dialog that shows any of them large. */
export function ArtworkList({
  works,
  layout,
  headingLevel,
  className,
}: {
  works: readonly Artwork[];
  layout: keyof typeof layouts;
  headingLevel: "h2" | "h3";
  className?: string;
}) {
  const [selected, setSelected] = useState<Artwork | null>(null);
  const { columns, sizes } = layouts[layout];
  return (
    <>
      <ul className={cn("grid gap-x-8 gap-y-14 lg:gap-x-10 lg:gap-y-20", columns, className)}>
        {works.map((work) => (
          <ArtworkCard
            key={work.id}
            work={work}
            sizes={sizes}
            headingLevel={headingLevel}
            onOpen={setSelected}
          />
        ))}
      </ul>
      <ArtworkDialog work={selected} onClose={() => setSelected(null)} />
    </>
  );
}
