// Touch gestures, as pure functions of where a touch started and ended.

/** How far a finger must travel sideways, in CSS pixels, for a swipe. */
export const swipeDistance = 48;

/**
 * The work a horizontal swipe asks for: "next" for a swipe to the left (the
 * next work comes in from the right, as in every photo app), "previous" for a
 * swipe to the right, null for a tap, a scroll or a diagonal drag.
 */
export function swipeDirection(dx: number, dy: number): "next" | "previous" | null {
  if (Math.abs(dx) < swipeDistance || Math.abs(dx) < 2 * Math.abs(dy)) return null;
  return dx < 0 ? "next" : "previous";
}

/**
 * A click a link's own script may take over: the main button, no modifier key. With one (a new
 * tab or window), the link is followed.
 */
export const isPlainClick = (event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The width of the largest file in a srcset ("a.avif 360w, b.avif 1440w" is 1440), or 0. */
export function largestWidth(srcSet: string | undefined): number {
  return Math.max(0, ...[...(srcSet ?? "").matchAll(/\s(\d+)w\b/g)].map(([, width]) => Number(width)));
}

/** A tap: where it ended and when (ms). */
export type Tap = { x: number; y: number; time: number };

/** How soon, and how near, a second tap must follow the first to make a double-tap. */
export const doubleTap = { ms: 350, distance: 30 } as const;

/** Whether `second` follows `first` closely enough, in time and on the screen, to make a double-tap. */
export const isDoubleTap = (first: Tap, second: Tap) =>
  second.time - first.time <= doubleTap.ms &&
  Math.hypot(second.x - first.x, second.y - first.y) <= doubleTap.distance;
