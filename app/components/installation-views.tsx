import { type MouseEvent, useEffect, useRef, useState } from "react";
import type { View } from "../../pipeline/content-types";
import { isPlainClick } from "../lib/gestures";
import { type ImageLayout, pairColumns } from "../lib/image-sizes";
import { FullSizeView } from "./full-size-view";
import { IconButton } from "./icon-button";
import { CloseIcon } from "./icons";
import { preloadImage, proportionsOf, ResponsiveImage } from "./responsive-image";
import { useOpening } from "./use-opening";
import { useSwipe } from "./use-swipe";
import { type Direction, useViewerDialog, ViewerControls } from "./viewer-controls";

/** The dialog's photograph: as wide as the dialog. */
const dialogLayout: ImageLayout = [
  ["(min-width: 1152px)", "1088px"],
  ["", "calc(100vw - 4rem)"],
];

/**
 * An exhibition's installation photographs, each whole. Each is a link to its largest file, which
 * is where it leads without script; with it, a plain click opens the viewer: the photograph large,
 * Previous and Next (buttons, the arrow keys, a swipe), and "View full size".
 */
export function InstallationViews({ title, views }: { title: string; views: readonly View[] }) {
  const viewer = useOpening();
  /** The photograph the viewer shows. */
  const [shown, setShown] = useState(0);
  const show = (event: MouseEvent, index: number) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setShown(index);
    viewer.open();
  };
  return (
    <>
      <ul className="grid items-start gap-8 md:grid-cols-2">
        {views.map((view, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a photograph is its place in the exhibition's list
          <li key={index}>
            <a
              href={view.picture.img.src}
              aria-haspopup="dialog"
              onClick={(event) => show(event, index)}
              data-awaits-island=""
              onPointerEnter={() => preloadImage(view.picture, dialogLayout, "whole")}
              className="block"
            >
              <ResponsiveImage picture={view.picture} alt={view.alt} layout={pairColumns} shape="whole" />
            </a>
          </li>
        ))}
      </ul>
      {viewer.opening !== undefined && (
        <PhotographViewer
          key={viewer.opening}
          title={title}
          views={views}
          index={shown}
          onMove={setShown}
          onClose={viewer.closed(viewer.opening)}
        />
      )}
    </>
  );
}

function PhotographViewer({
  title,
  views,
  index,
  onMove,
  onClose,
}: {
  title: string;
  views: readonly View[];
  index: number;
  onMove: (index: number) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const fullSize = useOpening();
  const view = views[index];
  const move = (direction: Direction) => {
    const next = index + (direction === "next" ? 1 : -1);
    if (next >= 0 && next < views.length) onMove(next);
  };
  const swipe = useSwipe(move);
  const dialogHandlers = useViewerDialog(move);

  useEffect(() => {
    ref.current?.showModal();
  }, []);
  // The photographs either side, fetched ahead so that moving is instant.
  useEffect(() => {
    for (const next of [views[index - 1], views[index + 1]]) {
      if (next) preloadImage(next.picture, dialogLayout, "whole");
    }
  }, [views, index]);

  if (!view) return null;
  return (
    <>
      <dialog
        ref={ref}
        aria-label={`${title}: installation photographs`}
        onClose={onClose}
        {...dialogHandlers}
        className="artwork-dialog m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-6xl overflow-y-auto bg-paper p-4 text-ink sm:p-6"
      >
        <div className="-mt-2 -mr-2 flex justify-end sm:-mt-3 sm:-mr-3">
          <IconButton label="Close" align="end" onClick={() => ref.current?.close()}>
            <CloseIcon />
          </IconButton>
        </div>
        <div style={proportionsOf(view.picture)}>
          {/* Sideways drags are the swipe's; vertical scrolling and pinch-zoom stay the browser's. */}
          <div className="mt-2 touch-pan-y touch-pinch-zoom" {...swipe}>
            <ResponsiveImage
              key={index}
              picture={view.picture}
              alt={view.alt}
              layout={dialogLayout}
              shape="whole"
              priority
            />
          </div>
          <ViewerControls
            what="photograph"
            index={index}
            count={views.length}
            onMove={move}
            onFullSize={fullSize.open}
          />
        </div>
        <p aria-live="polite" className="sr-only">
          {view.alt}, photograph {index + 1} of {views.length}
        </p>
      </dialog>
      {fullSize.opening !== undefined && (
        <FullSizeView
          key={fullSize.opening}
          title={title}
          view={view}
          onClose={fullSize.closed(fullSize.opening)}
        />
      )}
    </>
  );
}
