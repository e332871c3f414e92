import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { Zoom } from "../../pipeline/content-types";
import { type DeepZoom, openDeepZoom, panBy, wholePainting, zoomBy } from "../lib/deep-zoom";
import { IconButton } from "./icon-button";
import { CloseIcon, MinusIcon, PlusIcon } from "./icons";

/** Each step of Zoom in and Zoom out. */
const step = 1.6;
/** Each arrow key moves the painting by this share of the screen. */
const nudge = 0.15;
const arrows: Record<string, [number, number]> = {
  ArrowLeft: [-nudge, 0],
  ArrowRight: [nudge, 0],
  ArrowUp: [0, -nudge],
  ArrowDown: [0, nudge],
};

/**
 * A close look at the paint: the work's photograph in a full-screen <dialog>, from the whole
 * painting down to its own pixels, fetching only the tiles on screen (lib/deep-zoom.ts). A pinch,
 * a double-tap, the wheel or a drag zoom and move it; so do Zoom in and Zoom out, and the keys +,
 * -, the arrows and 0 (the whole painting again). Escape or Close gives the focus back to the
 * control that opened it.
 */
export function ZoomView({
  title,
  alt,
  zoom,
  onClose,
}: {
  title: string;
  /** What the painting shows, for those who cannot see it. */
  alt: string;
  zoom: Zoom;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const viewer = useRef<DeepZoom | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    ref.current?.showModal();
    const element = stage.current;
    if (!element) return;
    let closed = false;
    openDeepZoom(element, zoom).then(
      (opened) => {
        if (closed) return opened.destroy();
        viewer.current = opened;
        setState("ready");
      },
      () => setState("failed"),
    );
    return () => {
      closed = true;
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, [zoom]);

  const act = (action: (opened: DeepZoom) => void) => () => {
    if (viewer.current) action(viewer.current);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !viewer.current) return;
    const opened = viewer.current;
    const move = arrows[event.key];
    if (event.key === "+" || event.key === "=") zoomBy(opened, step);
    else if (event.key === "-" || event.key === "_") zoomBy(opened, 1 / step);
    else if (event.key === "0") wholePainting(opened);
    else if (move) panBy(opened, ...move);
    else return;
    event.preventDefault();
  };

  return (
    <dialog
      ref={ref}
      aria-label={`${title}, a closer look`}
      aria-busy={state === "loading"}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-ink p-0"
    >
      <div ref={stage} role="img" aria-label={alt} className="absolute inset-0" />
      <p role="status" className="absolute bottom-4 left-4 text-sm text-paper">
        {state === "loading" && "Loading the painting's detail…"}
        {state === "failed" && "The painting's detail could not be loaded. Close, and try again."}
      </p>
      <div className="fixed top-3 right-3 z-10 flex gap-2">
        <IconButton label="Zoom in" onClick={act((opened) => zoomBy(opened, step))} className="bg-paper">
          <PlusIcon />
        </IconButton>
        <IconButton label="Zoom out" onClick={act((opened) => zoomBy(opened, 1 / step))} className="bg-paper">
          <MinusIcon />
        </IconButton>
        <IconButton label="Close" align="end" onClick={() => ref.current?.close()} className="bg-paper">
          <CloseIcon />
        </IconButton>
      </div>
    </dialog>
  );
}
