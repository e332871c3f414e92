import { expect, test } from "vitest";
import { parseDimensions } from "./dimensions";
import { comparedWithFigure, figureHeight, inCm, paintingPlacement, sizeInWords, wallScene } from "./wall";

const scene = (text: string) => {
  const dimensions = parseDimensions(text);
  if (!dimensions) throw new Error(text);
  return wallScene(inCm(dimensions));
};
const inside = (
  outer: { width: number; height: number },
  box: { x: number; y: number; width: number; height: number },
) => box.x >= 0 && box.y >= 0 && box.x + box.width <= outer.width && box.y + box.height <= outer.height;
const overlap = (a: { x: number; width: number }, b: { x: number; width: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width;

test("draws the painting, the figure and the bench at one scale, standing on one floor", () => {
  for (const text of [
    "20 x 20 cm",
    "160 x 110 cm",
    "3000 x 1500 mm",
    "60 x 180 cm",
    "300 x 900 cm",
    "16 x 12 in",
  ]) {
    const { painting, figure, bench, floor, ...size } = scene(text);
    const { height, width } = inCm(parseDimensions(text) ?? { height: 0, width: 0, unit: "cm" });
    expect([painting.height, painting.width], text).toEqual([height, width]);
    expect(figure.height).toBe(figureHeight);
    expect(figure.y + figure.height).toBe(floor);
    expect(bench.y + bench.height).toBe(floor);
    for (const box of [painting, figure, bench]) expect(inside(size, box), text).toBe(true);
    // The painting hangs on the wall, above the floor, clear of the figure.
    expect(painting.y + painting.height).toBeLessThan(floor);
    expect(overlap(painting, figure), text).toBe(false);
    // The bench stands below the painting, clear of it, or beside it.
    if (overlap(painting, bench)) expect(painting.y + painting.height, text).toBeLessThanOrEqual(bench.y);
  }
});

test("hangs a painting with its middle at eye level when the bench fits below it", () => {
  const { painting, floor } = scene("160 x 110 cm");
  expect(floor - (painting.y + painting.height / 2)).toBe(150);
  const tall = scene("300 x 150 cm");
  expect(tall.floor - (tall.painting.y + tall.painting.height)).toBe(30);
  expect(overlap(tall.painting, tall.bench)).toBe(false);
});

test("the scene grows with the painting: a 3 m canvas is drawn whole, the figure small beside it", () => {
  const study = scene("20 x 20 cm");
  const canvas = scene("300 x 400 cm");
  expect(canvas.height).toBeGreaterThan(330);
  expect(canvas.width).toBeGreaterThan(400);
  expect(study.height).toBeLessThan(canvas.height);
});

test("says how the painting compares with the figure, in words", () => {
  expect(comparedWithFigure(20)).toBe("about the height of the figure's head");
  expect(comparedWithFigure(40)).toBe("about a quarter of the figure's height");
  expect(comparedWithFigure(60)).toBe("about a third of the figure's height");
  expect(comparedWithFigure(90)).toBe("about half the figure's height");
  expect(comparedWithFigure(115)).toBe("about two thirds of the figure's height");
  expect(comparedWithFigure(130)).toBe("about three quarters of the figure's height");
  expect(comparedWithFigure(160)).toBe("a little shorter than the figure beside it");
  expect(comparedWithFigure(170)).toBe("about as tall as the figure beside it");
  expect(comparedWithFigure(200)).toBe("a little taller than the figure beside it");
  expect(comparedWithFigure(255)).toBe("about one and a half times the figure's height");
  expect(comparedWithFigure(300)).toBe("about twice the figure's height");
  expect(comparedWithFigure(600)).toBe("about three and a half times the figure's height");
});

test("states the size in the artist's own unit", () => {
  const words = (text: string) => sizeInWords(parseDimensions(text) ?? { height: 0, width: 0, unit: "cm" });
  expect(words("160 x 110 cm")).toBe("160 cm high, 110 cm wide: a little shorter than the figure beside it");
  expect(words("16 x 12 in")).toBe("16 inches high, 12 inches wide: about a quarter of the figure's height");
  expect(words("3000 x 1500 mm")).toBe("3000 mm high, 1500 mm wide: about twice the figure's height");
});

test("places the photograph on the scene in percent of it", () => {
  const placed = paintingPlacement({
    width: 400,
    height: 200,
    floor: 190,
    painting: { x: 100, y: 50, width: 80, height: 40 },
    figure: { x: 0, y: 0, width: 0, height: 0 },
    bench: { x: 0, y: 0, width: 0, height: 0 },
  });
  expect(placed).toEqual({ x: "25%", y: "25%", width: "20%", height: "20%" });
});
