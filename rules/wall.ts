import { type Dimensions, inCm } from "./dimensions.ts";

export { inCm };

// "See it on a wall": a painting drawn to scale on a wall beside a standing
// figure and a bench, laid out here in centimetres from its dimensions. The
// same layout draws the scene (app/components/wall-scene.tsx) and places the
// painting's photograph on it (paintingPlacement), so the two always agree.

/** The figure's height, in cm: a person of average height. */
export const figureHeight = 170;
/** How wide the figure is drawn, shoulder to shoulder, in cm. */
export const figureWidth = 48;
/** A gallery bench: its seat's height and its length, in cm. */
export const bench = { height: 45, width: 160 };
/** Paintings are hung with their middle at eye level, 150 cm from the floor... */
const eyeLevel = 150;
/** ...clear of a bench below them, and never lower than this above the floor. */
const lowestEdge = 30;
const gap = 40;
const margin = 30;

type Box = { x: number; y: number; width: number; height: number };

/** The scene in cm, y measured down from its top: the wall, the floor's line, and each thing on it. */
export type WallScene = {
  width: number;
  height: number;
  floor: number;
  painting: Box;
  figure: Box;
  bench: Box;
};

/**
 * The scene for a painting `height` x `width` cm: the figure on the left, the
 * painting hung at eye level with the bench below it, or (a painting too tall
 * to clear the bench) hung lower with the bench beside it. The scene grows
 * with the painting, so a study and a 3 m canvas are both drawn whole, each
 * at the figure's scale.
 */
export function wallScene({ height, width }: { height: number; width: number }): WallScene {
  const benchBelow = eyeLevel - height / 2 >= bench.height + 15;
  const bottom = benchBelow ? eyeLevel - height / 2 : Math.max(lowestEdge, eyeLevel - height / 2);
  const top = Math.max(figureHeight, bottom + height) + margin;
  const paintingX = margin + figureWidth + gap + (benchBelow ? Math.max(0, (bench.width - width) / 2) : 0);
  const benchX = benchBelow ? paintingX + (width - bench.width) / 2 : paintingX + width + gap;
  const right = Math.max(paintingX + width, benchX + bench.width) + margin;
  const floor = top;
  return {
    width: right,
    height: floor + 12,
    floor,
    painting: { x: paintingX, y: floor - bottom - height, width, height },
    figure: { x: margin, y: floor - figureHeight, width: figureWidth, height: figureHeight },
    bench: { x: benchX, y: floor - bench.height, width: bench.width, height: bench.height },
  };
}

const fractions = [
  [1 / 4, "a quarter of"],
  [1 / 3, "a third of"],
  [1 / 2, "half"],
  [2 / 3, "two thirds of"],
  [3 / 4, "three quarters of"],
] as const;
const numbers = ["none", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** How a painting `height` cm high compares with the 170 cm figure, in words. */
export function comparedWithFigure(height: number): string {
  const ratio = height / figureHeight;
  if (height <= 35) return "about the height of the figure's head";
  if (ratio < 0.85) {
    const [, nearest] = fractions.reduce((best, next) =>
      Math.abs(next[0] - ratio) < Math.abs(best[0] - ratio) ? next : best,
    );
    return `about ${nearest} the figure's height`;
  }
  if (ratio < 0.97) return "a little shorter than the figure beside it";
  if (ratio <= 1.03) return "about as tall as the figure beside it";
  if (ratio <= 1.25) return "a little taller than the figure beside it";
  const halves = Math.round(ratio * 2) / 2;
  const whole = Math.floor(halves);
  const word = numbers[whole] ?? String(whole);
  if (halves !== whole) return `about ${word} and a half times the figure's height`;
  return whole === 2 ? "about twice the figure's height" : `about ${word} times the figure's height`;
}

const unitWords = { cm: "cm", mm: "mm", in: "inches" } as const;

/** "160 cm high, 110 cm wide: a little shorter than the figure beside it", in the artist's unit. */
export function sizeInWords(dimensions: Dimensions): string {
  const unit = unitWords[dimensions.unit];
  return `${dimensions.height} ${unit} high, ${dimensions.width} ${unit} wide: ${comparedWithFigure(inCm(dimensions).height)}`;
}

/** Where the painting's photograph goes on its scene, in percent of the scene: an SVG box's attributes. */
export function paintingPlacement(scene: WallScene) {
  const percent = (value: number, of: number) => `${+((value / of) * 100).toFixed(3)}%`;
  const { x, y, width, height } = scene.painting;
  return {
    x: percent(x, scene.width),
    y: percent(y, scene.height),
    width: percent(width, scene.width),
    height: percent(height, scene.height),
  };
}
