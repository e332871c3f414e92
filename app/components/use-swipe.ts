import { type PointerEvent, useRef } from "react";
import { swipeDirection } from "../lib/gestures";

/**
 * The pointer handlers that make a horizontal swipe of one finger across an
 * element call `onSwipe`. A second finger is a pinch, never a swipe.
 */
export function useSwipe(onSwipe: (direction: "next" | "previous") => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current =
        event.pointerType === "touch" && event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      const direction = from && swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (direction) onSwipe(direction);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
