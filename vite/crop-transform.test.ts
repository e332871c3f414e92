import sharp from "sharp";
import { applyTransforms, builtins, generateTransforms } from "vite-imagetools";
import { expect, test } from "vitest";
import { withExtract } from "./crop-transform";

/** The photograph as vite-imagetools makes it from a query's directives: its size and mean colour. */
async function make(photo: Buffer, query: string) {
  const params = new URLSearchParams(query);
  const { transforms } = generateTransforms(Object.fromEntries(params), withExtract(builtins), params);
  const { image } = await applyTransforms(transforms, sharp(photo));
  const made = await image.png().toBuffer();
  const { width, height } = await sharp(made).metadata();
  const [r, g, b] = (await sharp(made).stats()).channels.map((channel) => Math.round(channel.mean));
  return { width, height, colour: [r, g, b] };
}

const band = (left: number, background: { r: number; g: number; b: number }) => ({
  input: { create: { width: 20, height: 30, channels: 3 as const, background } },
  left,
  top: 0,
});

/**
 * A phone's photograph: stored 60 x 30 in three bands, red, green and blue from
 * left to right, with EXIF orientation 6: shown turned a quarter clockwise,
 * 30 x 60, red at the top, then green, then blue.
 */
const phonePhoto = () =>
  sharp({ create: { width: 60, height: 30, channels: 3, background: "#000" } })
    .composite([
      band(0, { r: 255, g: 0, b: 0 }),
      band(20, { r: 0, g: 255, b: 0 }),
      band(40, { r: 0, g: 0, b: 255 }),
    ])
    .withMetadata({ orientation: 6 })
    .png()
    .toBuffer();

test("cuts the part asked for from the photograph as it is shown (turned upright), then resizes it", async () => {
  const photo = await phonePhoto();
  expect(await make(photo, "extract=0_0_30_20")).toEqual({ width: 30, height: 20, colour: [255, 0, 0] });
  expect(await make(photo, "extract=0_40_30_20&w=15")).toEqual({
    width: 15,
    height: 10,
    colour: [0, 0, 255],
  });
});

test("leaves a photograph whole without the directive, or with a malformed one", async () => {
  const photo = await phonePhoto();
  for (const query of ["w=30", "extract=0_0_30&w=30", "extract=a_b_c_d&w=30"]) {
    expect(await make(photo, query), query).toMatchObject({ width: 30, height: 60 });
  }
});
