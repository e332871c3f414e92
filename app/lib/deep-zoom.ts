import OpenSeadragon from "openseadragon";
import type { Zoom } from "../../pipeline/content-types";
import { infoPath, overZoom, tilesPath } from "../../rules/zoom";

// The zoom's viewer, OpenSeadragon (BSD-3, pinned): fetched only when a zoom is opened
// (components/zoom-view.tsx), never with a page. It asks for the tiles on screen alone, from the
// photograph's whole at one tile up to its own pixels.

export type DeepZoom = OpenSeadragon.Viewer;

/** Opens the tiles of `zoom` in `element`; resolves once the whole painting is on screen. */
export async function openDeepZoom(element: HTMLElement, zoom: Zoom): Promise<DeepZoom> {
  const response = await fetch(infoPath(zoom.tiles));
  if (!response.ok) throw new Error(`${infoPath(zoom.tiles)}: ${response.status}`);
  const info = await response.json();
  // The tiles of this site, wherever it is served: info.json names the published address.
  info.id = new URL(tilesPath(zoom.tiles), location.href).href;
  // Still for a visitor who asks for less motion: no glide, no flick.
  const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
  const viewer = OpenSeadragon({
    element,
    tileSources: info,
    // The zoom's own buttons and keys (zoom-view.tsx), named for screen readers.
    showNavigationControl: false,
    keyboardNavEnabled: false,
    tabIndex: -1,
    // Up to the photograph's own pixels, and a little beyond for a phone's dense screen.
    maxZoomPixelRatio: overZoom,
    visibilityRatio: 1,
    constrainDuringPan: true,
    gestureSettingsMouse: { clickToZoom: false, dblClickToZoom: true, scrollToZoom: true },
    gestureSettingsTouch: { pinchToZoom: true, dblClickToZoom: true, flickEnabled: !still },
    ...(still && { animationTime: 0 }),
  });
  await new Promise<void>((resolve, reject) => {
    viewer.addOnceHandler("open", () => resolve());
    viewer.addOnceHandler("open-failed", (event) => {
      viewer.destroy();
      reject(new Error(String(event.message)));
    });
  });
  return viewer;
}

/** Zooms in (a factor over 1) or out (under 1) about the middle of the screen. */
export function zoomBy(viewer: DeepZoom, factor: number) {
  viewer.viewport.zoomBy(factor).applyConstraints();
}

/** Moves the painting by a share of the screen: x to the right, y down. */
export function panBy(viewer: DeepZoom, x: number, y: number) {
  const bounds = viewer.viewport.getBounds();
  viewer.viewport.panBy(new OpenSeadragon.Point(bounds.width * x, bounds.height * y)).applyConstraints();
}

/** The whole painting again. */
export const wholePainting = (viewer: DeepZoom) => viewer.viewport.goHome();
