import { type KeyboardEvent, type MouseEvent, useLayoutEffect, useState } from "react";
import type { Picture, Zoom } from "../../pipeline/content-types";
import { wholeImagePath } from "../../rules/zoom";
import { buttonClass } from "../lib/button";
import { cn } from "../lib/cn";
import { isPlainClick } from "../lib/gestures";
import type { ImageLayout } from "../lib/image-sizes";
import { MagnifierIcon } from "./icons";
import { LazyZoomView } from "./lazy-zoom-view";
import { ResponsiveImage } from "./responsive-image";
import { useOpening } from "./use-opening";
import { useZoomGestures } from "./use-zoom-gestures";

/**
 * A work's painting on its page, and "Look closer": a pinch, a double-tap or a click on the
 * painting, or the control, opens the zoom into its own pixels (zoom-view.tsx). Without
 * JavaScript both are links to the largest image its zoom has in one piece; a tap on either
 * before the zoom's script has come waits for it (rules/inline-scripts.ts).
 */
export function ZoomablePainting({
  title,
  picture,
  alt,
  layout,
  zoom,
}: {
  title: string;
  picture: Picture;
  alt: string;
  layout: ImageLayout;
  zoom: Zoom;
}) {
  const zoomView = useOpening();
  /**
   * React has the painting: its gestures and the control are the zoom's from now on. Each stays
   * the element it was before: a tap whose finger lifted just before React replaced one would find
   * no element left for its click, and do nothing.
   */
  const [live, setLive] = useState(false);
  useLayoutEffect(() => setLive(true), []);
  const gestures = useZoomGestures(zoomView.open);
  // React runs it once it has the painting: a click then is the zoom's, not the link's.
  const openOnClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    zoomView.open();
  };
  // Once live, "Look closer" is a button, which Space presses as well as Enter.
  const openOnSpace = (event: KeyboardEvent) => {
    if (event.key !== " ") return;
    event.preventDefault();
    zoomView.open();
  };
  // The zoom's largest image in one piece (pipeline/tiles.ts), or the page's own without tiles.
  const largest = zoom.tiles ? wholeImagePath(zoom) : picture.img.src;
  return (
    <div className="flex flex-col gap-3">
      <a
        href={largest}
        onClick={openOnClick}
        data-awaits-island=""
        aria-haspopup={live ? "dialog" : undefined}
        // Once live, a pinch on the painting is the zoom's; before, the page's own.
        className={cn("block cursor-zoom-in", live && "touch-pan-x touch-pan-y")}
        {...(live ? gestures : {})}
      >
        <ResponsiveImage picture={picture} alt={alt} layout={layout} shape="whole" priority />
      </a>
      <a
        href={largest}
        onClick={openOnClick}
        data-awaits-island=""
        {...(live && { role: "button", "aria-haspopup": "dialog", onKeyDown: openOnSpace })}
        className={buttonClass("bare", "w-auto self-start px-2 print:hidden")}
      >
        <MagnifierIcon />
        Look closer
      </a>
      {zoomView.opening !== undefined && (
        <LazyZoomView
          key={zoomView.opening}
          title={title}
          alt={alt}
          zoom={zoom}
          onClose={zoomView.closed(zoomView.opening)}
        />
      )}
    </div>
  );
}
