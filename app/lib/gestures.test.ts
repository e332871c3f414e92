import { expect, test } from "vitest";
import { isDoubleTap, isPlainClick, largestWidth, swipeDirection, swipeDistance } from "./gestures";

test("a swipe to the left asks for the next work, to the right for the previous one", () => {
  expect(swipeDirection(-120, 10)).toBe("next");
  expect(swipeDirection(120, -10)).toBe("previous");
});

test("a tap, a short drag, a scroll or a diagonal drag is no swipe", () => {
  expect(swipeDirection(0, 0)).toBeNull();
  expect(swipeDirection(-(swipeDistance - 1), 0)).toBeNull();
  expect(swipeDirection(-20, 300)).toBeNull();
  expect(swipeDirection(-100, 60)).toBeNull();
  expect(swipeDirection(-swipeDistance, 0)).toBe("next");
});

test("largestWidth reads the widest candidate of a srcset, whatever the order", () => {
  expect(largestWidth("/a-360.avif 360w, /a-1440.avif 1440w, /a-720.avif 720w")).toBe(1440);
  expect(largestWidth("/portrait.avif 1200w")).toBe(1200);
  expect(largestWidth(undefined)).toBe(0);
  expect(largestWidth("")).toBe(0);
});

test("only a click of the main button without a modifier key is the link's script's: the others open a tab or window", () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  expect(isPlainClick(click)).toBe(true);
  for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const)
    expect(isPlainClick({ ...click, [key]: true }), key).toBe(false);
  expect(isPlainClick({ ...click, button: 1 })).toBe(false);
});

test("a second tap within 350 ms and 30 px of the first is a double-tap; a later or farther one is a tap", () => {
  const first = { x: 100, y: 100, time: 1000 };
  expect(isDoubleTap(first, { x: 110, y: 105, time: 1300 })).toBe(true);
  expect(isDoubleTap(first, { x: 100, y: 100, time: 1351 })).toBe(false);
  expect(isDoubleTap(first, { x: 131, y: 100, time: 1100 })).toBe(false);
});
