import { useCallback, useEffect, useState } from "react";
import type { Artist, Artwork } from "../../pipeline/content-types";
import { workDataPath } from "../../rules/pages";
import { cn } from "../lib/cn";
import { type ImageLayout, pairColumns } from "../lib/image-sizes";
import { useViewerHistory } from "../lib/viewer-history";
import { type ListPlace, type ViewerWork, viewerWorkOnPage } from "../lib/viewer-works";
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
  pairs: { columns: "grid-cols-1 md:grid-cols-2", layout: pairColumns },
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

/** The data of a work the page does not carry (routes/work-data.ts), fetched once. */
const fetched = new Map<string, Promise<ViewerWork>>();
function fetchWorkData(slug: string) {
  let viewed = fetched.get(slug);
  if (!viewed) {
    viewed = fetch(workDataPath({ slug })).then((response) => {
      if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
      return response.json() as Promise<ViewerWork>;
    });
    // A failed fetch (offline, say) is tried again next time.
    viewed.catch(() => fetched.delete(slug));
    fetched.set(slug, viewed);
  }
  return viewed;
}

/** The viewer's data of a work the page does not carry: at its place in its list, or in its series. */
const fetchViewerWork = (slug: string, inSeries: boolean): Promise<ViewerWork> =>
  fetchWorkData(slug).then(({ work, inSeries: seriesPlace, ...listPlace }) => ({
    work,
    ...(inSeries && seriesPlace ? seriesPlace : listPlace),
  }));

/**
 * A list of works and the one dialog that shows any of them large. When the
 * list opens the page (`leadsPage`), its first photograph is preloaded and
 * fetched at once; the rest load lazily.
 *
 * The dialog moves through the whole list, past this page's works when they are one page of a
 * longer list (`place`), and stops at the list's ends, like a work's page. It shows the open
 * work's address and keeps it in the history (see lib/viewer-history.ts).
 */
export function ArtworkList({
  name,
  artist,
  room,
  works,
  place,
  inSeries = false,
  layout,
  headingLevel,
  leadsPage = false,
  className,
}: {
  /** The list's name in the history's entries: a page may have more than one list. */
  name: string;
  /** Named in the viewer's tab title and written to by its Inquire buttons. */
  artist: Pick<Artist, "name" | "email">;
  /** The viewing room the list is, which its Inquire e-mails name. */
  room?: string | undefined;
  works: readonly Artwork[];
  /** Where these works sit in a longer list; without it, they are the whole list. */
  place?: ListPlace;
  /** The longer list is a series: the viewer moves on through the series, not the work's list. */
  inSeries?: boolean;
  layout: Layout;
  headingLevel: "h2" | "h3";
  leadsPage?: boolean;
  className?: string;
}) {
  const [shown, setShown] = useState<ViewerWork | null>(null);
  /** How many times a card has opened the dialog: each press opens it, the same work's too. */
  const [openings, setOpenings] = useState(0);
  // What a screen reader hears after a move: the dialog's own name is only read when it opens.
  const [announcement, setAnnouncement] = useState("");
  const { columns, layout: imageLayout } = layouts[layout];
  /** The viewer's data of any work of the list: this page's at once, another's once fetched. */
  const viewerWork = useCallback(
    (slug: string) => {
      const onPage = viewerWorkOnPage(works, place, slug);
      return onPage ? Promise.resolve(onPage) : fetchViewerWork(slug, inSeries);
    },
    [works, place, inSeries],
  );

  const history = useViewerHistory(name, (slug) => {
    if (slug === null) setShown(null);
    else viewerWork(slug).then(setShown, () => {});
  });

  // The works either side of the open one, fetched ahead so that moving is instant: their
  // photographs, and first their data when the page does not carry it.
  useEffect(() => {
    for (const slug of [shown?.previous, shown?.next]) {
      if (slug)
        viewerWork(slug).then(
          ({ work }) => prepareDialog(work),
          () => {},
        );
    }
  }, [shown, viewerWork]);

  // One function while the list stays, so that opening a work renders the dialog, not every card.
  const open = useCallback(
    (opened: Artwork) => {
      const viewed = viewerWorkOnPage(works, place, opened.slug);
      if (!viewed) return;
      history.open(opened.slug);
      setAnnouncement("");
      setShown(viewed);
      setOpenings((count) => count + 1);
    },
    [history, works, place],
  );
  const move = async (direction: "previous" | "next") => {
    const slug = shown?.[direction];
    const next = slug && (await viewerWork(slug).catch(() => null));
    if (!slug || !next) return;
    history.move(slug);
    setAnnouncement(`${next.work.title}, ${next.index + 1} of ${next.count}`);
    setShown(next);
  };

  return (
    <>
      <ul className={cn("grid gap-x-8 gap-y-14 lg:gap-x-10 lg:gap-y-20", columns, className)}>
        {works.map((item, itemIndex) => (
          <ArtworkCard
            key={item.id}
            work={item}
            inRoom={room !== undefined}
            layout={imageLayout}
            headingLevel={headingLevel}
            priority={leadsPage && itemIndex === 0}
            onOpen={open}
            onIntent={prepareDialog}
          />
        ))}
      </ul>
      <ArtworkDialog
        work={shown?.work ?? null}
        opening={openings}
        artist={artist}
        room={room}
        position={shown && { index: shown.index, count: shown.count }}
        announcement={announcement}
        imageLayout={dialogLayout}
        onMove={move}
        onClose={() => {
          setShown(null);
          history.closed();
        }}
      />
    </>
  );
}
