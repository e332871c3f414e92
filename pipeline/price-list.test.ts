import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "vitest";
import { photoBytes, priceListPdf, unprintable } from "./price-list";

// What the built lists cannot show on the content under test: a photograph as busy as a
// photograph can be, and a title in a script the site's faces lack.

test("a busy 3000 px photograph and a Greek title: the photograph within its bytes, the title in a face that has it", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "list-"));
  // Random noise, which no JPEG compresses: the worst a photograph can be.
  const noise = Buffer.from(Array.from({ length: 3000 * 2000 * 3 }, () => Math.floor(Math.random() * 256)));
  await sharp(noise, { raw: { width: 3000, height: 2000, channels: 3 } })
    .jpeg({ quality: 95 })
    .toFile(path.join(dir, "noise.jpg"));
  const pdf = await priceListPdf(
    {
      artist: { name: "A Painter", email: "studio@example.com" },
      siteUrl: "https://www.example.com",
      title: "Available Works",
      works: [
        {
          title: "Θάλασσα",
          slug: "work-1",
          year: "2026",
          medium: "Oil on linen",
          dimensions: "60 x 180 cm",
          image: "noise.jpg",
          price: 4800,
          reserved: true,
        },
      ],
      day: "2026-12-20",
    },
    dir,
  );
  // The faces, the heading and one photograph at most photoBytes.
  expect(pdf.length).toBeLessThanOrEqual(80_000 + photoBytes);
  // The Greek title in Noto Sans, the rest in the site's faces, all embedded (their text is read
  // from the built lists, e2e/built/price-lists.test.ts).
  const fonts = [...pdf.toString("latin1").matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g)].map(
    ([, name]) => name,
  );
  expect(new Set(fonts)).toEqual(
    new Set(["InstrumentSerif-Regular", "InstrumentSans-Regular", "NotoSans-Regular"]),
  );
});

test("the characters no face of the lists has are named, for the build to say so", async () => {
  expect(
    await unprintable(["Θάλασσα", "Été, deux", "Tide Line, 3 a.m. — “Night”", "Low Water, Ōtsu"]),
  ).toEqual([]);
  expect(await unprintable(["夜の海", "Oil on linen"])).toEqual(["夜", "の", "海"]);
});
