import { useCallback, useEffect, useState } from "react";
import type { Artwork } from "../content/schema";
import { cn } from "../lib/cn";
import type { ImageLayout } from "../lib/image-sizes";
import { useViewerHistory } from "../lib/viewer-history";
import { ArtworkCard } from "./artwork-card";
import { ArtworkDialog } from "./artwork-dialog";
import { preloadImage } from "./responsive-image";

/** How wide the dialog's column for the photograph is. */
const dialogLayout: ImageLayout = [
  ["(min-width: 1152px)", "640px"],
  ["(min-width: 768px)", "56vw"],
  ["", "calc(100vw - 4rem)"],
];

// On the first sign a work's dialog is wanted, fetch the photograph it will
// show, so that it is there when the dialog opens.
const prepareDialog = (work: Artwork) => preloadImage(work.picture, dialogLayout, "whole");

// Column counts by screen width, and the matching thumbnail widths the browser
// should fetch. Container: max 90rem wide with 1.25rem to 2.5rem gutters.
const layouts = {
  /** Gallery: 1, 2 or 3 columns below 768 px, to 1023 px, and from 1024 px. */
  grid: {
    columns: "grid-cols-1 md:grid-cols-2 lg:grid-cols-3",
    layout: [
      ["(min-width: 1440px)", "440px"],
      ["(min-width: 1024px)", "30vw"],
      ["(min-width: 768px)", "46vw"],
      ["", "calc(100vw - 2.5rem)"],
    ],
  },
  /** Available Works: one column on phones, two from 768 px. */
  pairs: {
    columns: "grid-cols-1 md:grid-cols-2",
    layout: [
      ["(min-width: 1440px)", "660px"],
      ["(min-width: 768px)", "46vw"],
      ["", "calc(100vw - 2.5rem)"],
    ],
  },
  /** Home's recent works: side by side from 768 px. */
  row: {
    columns: "grid-cols-1 md:grid-cols-3",
    layout: [
      ["(min-width: 1440px)", "440px"],
      ["(min-width: 768px)", "30vw"],
      ["", "calc(100vw - 2.5rem)"],
    ],
  },
} satisfies Record<string, { columns: string; layout: ImageLayout }>;

type Layout = keyof typeof layouts;

/**
 * A list of works and the one dialog that shows any of them large. When the
 * list opens the page (`leadsPage`), its first photograph is preloaded and
 * fetched at once; the rest load lazily.
 *
 * The dialog moves through the list (stopping at its ends, like a work's
 * page), shows the open work's address and keeps it in the history (see
 * lib/viewer-history.ts).
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
  const [index, setIndex] = useState<number | null>(null);
  // What a screen reader hears after a move: the dialog's own name is only read when it opens.
  const [announcement, setAnnouncement] = useState("");
  const slugs = works.map((work) => work.slug);
  const history = useViewerHistory(slugs, (slug) => setIndex(slug === null ? null : slugs.indexOf(slug)));
  const { columns, layout: imageLayout } = layouts[layout];
  const work = index === null ? null : (works[index] ?? null);

  // The works either side of the open one, fetched ahead so that moving is instant.
  useEffect(() => {
    if (index === null) return;
    for (const neighbour of [works[index - 1], works[index + 1]]) if (neighbour) prepareDialog(neighbour);
  }, [index, works]);

  // One function while the list stays, so that opening a work renders the dialog, not every card.
  const open = useCallback(
    (opened: Artwork) => {
      history.open(opened.slug);
      setAnnouncement("");
      setIndex(works.indexOf(opened));
    },
    [history, works],
  );
  const moveTo = (to: number) => {
    const next = works[to];
    if (!next) return;
    history.move(next.slug);
    setAnnouncement(`${next.title}, ${to + 1} of ${works.length}`);
    setIndex(to);
  };

  return (
    <>
      <ul className={cn("grid gap-x-8 gap-y-14 lg:gap-x-10 lg:gap-y-20", columns, className)}>
        {works.map((item, itemIndex) => (
          <ArtworkCard
            key={item.id}
            work={item}
            layout={imageLayout}
            headingLevel={headingLevel}
            priority={leadsPage && itemIndex === 0}
            onOpen={open}
            onIntent={prepareDialog}
          />
        ))}
      </ul>
      <ArtworkDialog
        work={work}
        position={index === null ? null : { index, count: works.length }}
        announcement={announcement}
        imageLayout={dialogLayout}
        onMove={moveTo}
        onClose={() => {
          setIndex(null);
          history.closed();
        }}
      />
    </>
  );
}
