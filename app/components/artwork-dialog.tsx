import { lazy, type PointerEvent, Suspense, useEffect, useId, useRef, useState } from "react";
import type { Artist, Artwork, View } from "../../pipeline/content-types";
import { artworkAlt, isForSale } from "../lib/artwork";
import type { ImageLayout } from "../lib/image-sizes";
import { pageTitle } from "../lib/meta";
import { sayRoomSeen } from "../lib/room-seen";
import { ArtworkDetails } from "./artwork-details";
import { FullSizeView } from "./full-size-view";
import { IconButton } from "./icon-button";
import { CloseIcon } from "./icons";
import { InquiryDisclosure } from "./inquiry-form";
import { LazyZoomView } from "./lazy-zoom-view";
import { preloadImage, proportionsOf, ResponsiveImage } from "./responsive-image";
import { useOpening } from "./use-opening";
import { useSwipe } from "./use-swipe";
import { useZoomGestures } from "./use-zoom-gestures";
import { ViewPicker } from "./view-picker";
import { type Direction, useViewerDialog, ViewerControls } from "./viewer-controls";

// Fetched just after a dialog opens, not with the list, and drawn when its disclosure first opens:
// a scene nobody asked for costs the tap that opens the dialog nothing.
const loadWallScene = () => import("./wall-scene");
const WallScene = lazy(() => loadWallScene().then((module) => ({ default: module.WallScene })));

/** A work's photographs, the main one first. */
const viewsOf = (work: Artwork): View[] => [
  { picture: work.picture, alt: artworkAlt(work) },
  ...(work.views ?? []),
];

/**
 * The large view of one work, in the platform's modal <dialog>: it traps
 * focus, makes the page behind inert, closes on Escape and gives focus back
 * to the control that opened it. A click on the backdrop closes it too.
 *
 * Previous and Next (buttons, the arrow keys, a swipe on the painting) move
 * through the list and stop at its ends. A work with more photographs has a
 * row of them under the painting: a click, the arrow keys inside the row or
 * a swipe along it shows another, and the next one is fetched ahead. "Look
 * closer" (or a pinch or double-tap on the painting) opens the zoom into the
 * painting's own pixels; "View full size" shows another photograph at the
 * largest size the build made of it.
 */
export function ArtworkDialog({
  work,
  opening,
  artist,
  room,
  position,
  announcement,
  imageLayout,
  onMove,
  onClose,
}: {
  work: Artwork | null;
  /**
   * Counts the presses that opened it. One that comes in the task between a close and its close
   * event, on the work it was showing, opens it again: `work` alone would not have changed.
   */
  opening: number;
  /** Named in the tab's title and written to by the Inquire button. */
  artist: Pick<Artist, "name" | "email">;
  /** The viewing room the work is shown in, which its Inquire e-mail names. */
  room?: string | undefined;
  /** The open work's place in its list. */
  position: { index: number; count: number } | null;
  /** Said by screen readers after a move: the new work and its place. */
  announcement: string;
  /** How wide the photograph's column is. */
  imageLayout: ImageLayout;
  /** Show the work before or after this one in the list instead. */
  onMove: (direction: "previous" | "next") => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  /** The dialog is being closed because `work` became null (Back): not a close to report. */
  const closingForState = useRef(false);
  /** The photograph shown larger: the painting in its zoom, another photograph at full size. */
  const fullSize = useOpening();
  /** "See it on a wall" has been opened in this dialog: its scene is drawn from then on. */
  const [wallOpened, setWallOpened] = useState(false);
  /** The photograph the visitor chose (and hears announced) for `work`; the main one until she does. */
  const [shown, setShown] = useState<{ work: Artwork | null; index: number }>({ work: null, index: 0 });
  const views = work ? viewsOf(work) : [];
  const viewIndex = shown.work === work ? shown.index : 0;
  const view = views[viewIndex];
  const titleId = useId();
  const detailsId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new opening shows it again, its work the same
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (work && !dialog.open) {
      dialog.showModal();
      // After the task that opens it, so the scene's file is there when its disclosure opens.
      setTimeout(loadWallScene);
    }
    if (!work && dialog.open) {
      closingForState.current = true;
      dialog.close();
    }
    if (!work) {
      fullSize.close();
      setWallOpened(false);
    }
  }, [work, opening, fullSize.close]);

  // In a viewing room, its host is told which works the guest opened and zoomed (lib/room-seen.ts).
  useEffect(() => {
    if (work) sayRoomSeen("viewer", work.id);
  }, [work]);
  const zooming = work && fullSize.opening !== undefined && viewIndex === 0;
  useEffect(() => {
    if (zooming) sayRoomSeen("zoom", work.id);
  }, [zooming, work]);

  // The tab, and so the history list, names the open work as its own page does.
  useEffect(() => {
    if (!work) return;
    const listTitle = document.title;
    document.title = pageTitle({ artist }, work.title);
    return () => {
      document.title = listTitle;
    };
  }, [work, artist]);

  /** Whether the list has a work before and after this one: it stops at its ends. */
  const step = {
    previous: !!position && position.index > 0,
    next: !!position && position.index < position.count - 1,
  };
  const move = (direction: Direction | null) => {
    if (direction && step[direction]) onMove(direction);
  };

  const swipeWorks = useSwipe(move);
  // A pinch or a double-tap on the painting (not another photograph) opens its zoom.
  const zoomGestures = useZoomGestures(() => {
    if (viewIndex === 0) fullSize.open();
  });
  const onPainting = {
    ...zoomGestures,
    onPointerDown: (event: PointerEvent) => {
      swipeWorks.onPointerDown(event);
      zoomGestures.onPointerDown(event);
    },
    onPointerUp: (event: PointerEvent) => {
      swipeWorks.onPointerUp(event);
      zoomGestures.onPointerUp(event);
    },
    onPointerCancel: (event: PointerEvent) => {
      swipeWorks.onPointerCancel();
      zoomGestures.onPointerCancel(event);
    },
  };
  const dialogHandlers = useViewerDialog(move);
  const showView = (index: number) => {
    if (work && index >= 0 && index < views.length) setShown({ work, index });
  };

  // The photographs either side of the one shown, fetched ahead so that moving is instant.
  useEffect(() => {
    if (!work) return;
    const around = viewsOf(work);
    for (const next of [around[viewIndex - 1], around[viewIndex + 1]]) {
      if (next) preloadImage(next.picture, imageLayout, "whole");
    }
  }, [work, viewIndex, imageLayout]);

  return (
    <>
      {/* The content fills the dialog, so the dialog element itself is hit only on its backdrop.
          A press that starts inside (selecting text, say) and ends outside does not close it. */}
      <dialog
        ref={ref}
        // Named and described by the work's title and details, which exist only while one is open.
        aria-labelledby={work ? titleId : undefined}
        aria-describedby={work ? detailsId : undefined}
        // Its close event comes a moment later: by then Forward may have opened it again.
        onClose={(event) => {
          const quiet = closingForState.current || event.currentTarget.open;
          closingForState.current = false;
          if (!quiet) onClose();
        }}
        {...dialogHandlers}
        className="artwork-dialog m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-6xl overflow-y-auto bg-paper p-0 text-ink"
      >
        {work && position && (
          <div className="p-4 sm:p-6 md:p-10">
            {/* First in the dialog, so showModal() focuses it and the dialog opens at its top. */}
            <div className="-mt-2 -mr-2 flex justify-end sm:-mt-3 sm:-mr-3 md:-mt-7 md:-mr-7">
              <IconButton label="Close" align="end" onClick={() => ref.current?.close()}>
                <CloseIcon />
              </IconButton>
            </div>
            <div className="mt-2 grid gap-6 md:mt-0 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:gap-10">
              {/* The painting's proportions give the controls below it its width. */}
              <div style={proportionsOf(work.picture)}>
                {/* Sideways drags are the swipe's, a pinch on the painting its zoom's (on another
                    photograph, the browser's); vertical scrolling stays the browser's. */}
                <div
                  className={viewIndex === 0 ? "touch-pan-y" : "touch-pan-y touch-pinch-zoom"}
                  {...onPainting}
                >
                  {view && (
                    <ResponsiveImage
                      // A new element for another photograph: its own proportions and colours at once.
                      key={viewIndex}
                      picture={view.picture}
                      alt={view.alt}
                      layout={imageLayout}
                      shape="whole"
                      priority
                    />
                  )}
                </div>
                {views.length > 1 && (
                  <ViewPicker views={views} current={viewIndex} onChoose={showView} title={work.title} />
                )}
                <ViewerControls
                  what="work"
                  index={position.index}
                  count={position.count}
                  onMove={move}
                  onFullSize={fullSize.open}
                  fullSize={viewIndex === 0 ? "Look closer" : "View full size"}
                />
              </div>
              <ArtworkDetails
                work={work}
                inquire={
                  isForSale(work) && <InquiryDisclosure work={work} email={artist.email} room={room} />
                }
                headingLevel="h2"
                titleId={titleId}
                detailsId={detailsId}
                wall={
                  wallOpened && (
                    <Suspense fallback={null}>
                      <WallScene work={work} layout={imageLayout} />
                    </Suspense>
                  )
                }
                onWallOpen={() => setWallOpened(true)}
                className="md:pt-10"
              />
            </div>
            <p aria-live="polite" className="sr-only">
              {shown.work === work && view
                ? `${view.alt}, photograph ${viewIndex + 1} of ${views.length}`
                : announcement}
            </p>
          </div>
        )}
      </dialog>
      {/* Beside the dialog, not in it: its close and key events are its own. */}
      {work && view && fullSize.opening !== undefined && viewIndex > 0 && (
        <FullSizeView
          key={fullSize.opening}
          title={work.title}
          view={view}
          onClose={fullSize.closed(fullSize.opening)}
        />
      )}
      {work && fullSize.opening !== undefined && viewIndex === 0 && (
        <LazyZoomView
          key={fullSize.opening}
          title={work.title}
          alt={artworkAlt(work)}
          zoom={work.zoom}
          onClose={fullSize.closed(fullSize.opening)}
        />
      )}
    </>
  );
}
