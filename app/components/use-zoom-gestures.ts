import { type PointerEvent, useRef } from "react";
import { isDoubleTap, type Tap } from "../lib/gestures";

/**
 * The handlers that make a pinch (two fingers down on the element), a double-tap or a double
 * click on it call `onZoom`. The element's CSS keeps the browser's own pinch-zoom off it
 * (touch-pan-x touch-pan-y), so the pinch is the zoom's, not the page's.
 */
export function useZoomGestures(onZoom: () => void) {
  const fingers = useRef(new Set<number>());
  /** The last tap of one finger, which a second may make a double-tap. */
  const lastTap = useRef<Tap | null>(null);
  /** Where the finger went down: a tap is one that has not moved. */
  const down = useRef<Tap | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== "touch") return;
      fingers.current.add(event.pointerId);
      down.current = { x: event.clientX, y: event.clientY, time: event.timeStamp };
      if (fingers.current.size === 2) {
        fingers.current.clear();
        lastTap.current = null;
        onZoom();
      }
    },
    onPointerUp: (event: PointerEvent) => {
      if (event.pointerType !== "touch") return;
      fingers.current.delete(event.pointerId);
      const tap = { x: event.clientX, y: event.clientY, time: event.timeStamp };
      const start = down.current;
      if (!start || Math.hypot(tap.x - start.x, tap.y - start.y) > 10) return;
      if (lastTap.current && isDoubleTap(lastTap.current, tap)) {
        lastTap.current = null;
        onZoom();
      } else lastTap.current = tap;
    },
    onPointerCancel: (event: PointerEvent) => {
      fingers.current.delete(event.pointerId);
    },
    onDoubleClick: () => onZoom(),
  };
}
