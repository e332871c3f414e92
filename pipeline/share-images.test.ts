import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "vitest";
import { catalogue } from "./catalogue";
import { photographedFixture } from "./photographed-fixture";
import { readContent } from "./read";
import { renderShareImage, shareImageSize, writeRoomShareImages } from "./share-images";

const dir = mkdtempSync(path.join(tmpdir(), "share-"));
const orange = { r: 230, g: 120, b: 20 };

/** The colour of the share image at a point. */
async function colourAt(image: Buffer, x: number, y: number) {
  const { data } = await sharp(image)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, 3)];
}

test.each([
  ["a very wide painting (3:1)", 3000, 1000, { width: 600, height: 200 }],
  ["a tall one (1:2)", 1000, 2000, { width: 251, height: 502 }],
])("shows %s whole, never cropped, on the right", async (_, width, height, drawn) => {
  const photo = path.join(dir, `${width}x${height}.png`);
  await sharp({ create: { width, height, channels: 3, background: orange } })
    .png()
    .toFile(photo);
  const image = await renderShareImage({ title: "Ōtake Hélène", subtitle: "Gallery", photo, cacheDir: dir });
  expect(await sharp(image).metadata()).toMatchObject(shareImageSize);
  const right = shareImageSize.width - 64;
  const top = Math.round((shareImageSize.height - drawn.height) / 2);
  // The painting's four corners are in, and the paper just outside them.
  for (const [x, y] of [
    [right - drawn.width + 1, top + 1],
    [right - 2, top + drawn.height - 2],
  ] as const) {
    expect(await colourAt(image, x, y)).toEqual([orange.r, orange.g, orange.b]);
  }
  expect(await colourAt(image, right - drawn.width - 3, top + 10)).toEqual([0xfb, 0xfa, 0xf8]);
  expect(await colourAt(image, right - 10, Math.max(0, top - 3))).toEqual([0xfb, 0xfa, 0xf8]);
});

test.each([
  ["a name too long for one line", `${"Marguerite-Anne Delacroix-Okonkwo ".repeat(8)}`.trim()],
  ["one word longer than a line", "M".repeat(200)],
  ["a name in other scripts and emoji", "海 Θάλασσα 🌊 ".repeat(20).trim()],
])("draws %s in the space beside the painting, wrapped and made smaller", async (_, title) => {
  const photo = path.join(dir, "square.png");
  await sharp({ create: { width: 800, height: 800, channels: 3, background: orange } })
    .png()
    .toFile(photo);
  const image = await renderShareImage({ title, subtitle: "Abstract painter, Sydney", photo, cacheDir: dir });
  expect(await sharp(image).metadata()).toMatchObject(shareImageSize);
  // The painting is whole on the right, its left edge clear of the text.
  expect(await colourAt(image, shareImageSize.width - 64 - 502 + 1, 100)).toEqual([
    orange.r,
    orange.g,
    orange.b,
  ]);
});

test.each([
  ["a name of one word of 3,000 characters", "M".repeat(3000), "Gallery"],
  [
    "a name and a line of 30,000 characters of words",
    "Hélène Okonkwo ".repeat(2000),
    "Painter, Sydney ".repeat(2000),
  ],
])(
  "draws %s, cut with an ellipsis, without overrunning the painting or the margins",
  async (_, title, subtitle) => {
    const photo = path.join(dir, "square.png");
    await sharp({ create: { width: 800, height: 800, channels: 3, background: orange } })
      .png()
      .toFile(photo);
    const image = await renderShareImage({ title, subtitle, photo, cacheDir: dir });
    expect(await sharp(image).metadata()).toMatchObject(shareImageSize);
    const painting = shareImageSize.width - 64 - 502;
    expect(await colourAt(image, painting + 1, 100)).toEqual([orange.r, orange.g, orange.b]);
    // The paper between the words and the painting, and below the words.
    expect(await colourAt(image, painting - 3, 300)).toEqual([0xfb, 0xfa, 0xf8]);
    expect(await colourAt(image, 100, shareImageSize.height - 20)).toEqual([0xfb, 0xfa, 0xf8]);
  },
);

test("writes each open room's share image, a JPEG, at the room's own address, and none for a closed room", async () => {
  const content = await photographedFixture();
  const open = "xgjuieu2yy5siu5ihbcnohvoue";
  const closed = "ttkmhnf6wzr7i2velo2i7ztfcd";
  writeFileSync(
    path.join(content, "rooms.yaml"),
    [
      "- title: New paintings for Anna",
      `  key: ${open}`,
      "  works: [15, 2]",
      "- title: Last summer",
      `  key: ${closed}`,
      "  works: [2]",
      "  closes: 2026-05-01",
    ].join("\n"),
  );
  const client = mkdtempSync(path.join(tmpdir(), "client-"));
  const images = path.join(content, "images");
  await writeRoomShareImages(client, catalogue(readContent(content, {}), "2026-06-01"), images, dir);
  // Nothing names the room but its key, already in its address.
  expect(readdirSync(client, { recursive: true }).sort()).toEqual([
    "rooms",
    `rooms/${open}`,
    `rooms/${open}/share.jpg`,
  ]);
  const image = path.join(client, "rooms", open, "share.jpg");
  expect(await sharp(image).metadata()).toMatchObject({
    format: "jpeg",
    ...shareImageSize,
    isProgressive: true,
  });
  // Its first work, drawn in the middle of the right, in that photograph's colour.
  const { channels } = await sharp(path.join(images, "works", "15.jpg")).stats();
  const drawn = await colourAt(await sharp(image).png().toBuffer(), shareImageSize.width - 64 - 195, 315);
  for (const [index, { mean }] of channels.slice(0, 3).entries()) expect(drawn[index]).toBeCloseTo(mean, -1);
});
