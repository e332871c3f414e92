/**
 * How wide an image is drawn as the screen widens: [media query, width]
 * pairs, the last one's query empty (every other screen), as in `sizes`.
 */
export type ImageLayout = readonly (readonly [media: string, width: string])[];

/** One column on phones, two from 768 px, in the page's container (90rem, 1.25rem to 2.5rem gutters). */
export const pairColumns: ImageLayout = [
  ["(min-width: 1440px)", "660px"],
  ["(min-width: 768px)", "46vw"],
  ["", "calc(100vw - 2.5rem)"],
];

/**
 * The tallest a painting shown whole is drawn, in percent of the screen's
 * height (the `painting-frame` utility in app.css draws it so).
 */
const wholePaintingHeight = 75;

/**
 * The `sizes` of an image drawn in `layout`; for a painting shown whole
 * (`ratio`, its width over its height), never wider than the screen's height
 * lets it be, so a tall painting fetches a file no wider than it is drawn.
 */
export function imageSizes(layout: ImageLayout, ratio?: number): string {
  const cap = ratio && `${+(wholePaintingHeight * ratio).toFixed(2)}vh`;
  return layout
    .map(([media, width]) => [media, cap ? `min(${width}, ${cap})` : width].filter(Boolean).join(" "))
    .join(", ");
}
