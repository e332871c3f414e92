import { cpSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { parse } from "yaml";
import { parseDimensions } from "../rules/dimensions.ts";

// For the build's tests: a copy of the spec's sample (pipeline/fixtures/spec) with small
// photographs made here, each in its work's proportions.

/** A plain photograph of the given size in one colour (by default, ochre). */
export const photo = (file: string, width: number, height: number, colour = { r: 180, g: 120, b: 60 }) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toFile(file);

/** A new content folder with the sample's text and a photograph for each work and the portrait. */
export async function photographedFixture(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync("pipeline/fixtures/spec", dir, { recursive: true });
  mkdirSync(path.join(dir, "images", "works"), { recursive: true });
  const works = parse(readFileSync(path.join(dir, "works.yaml"), "utf8")) as Record<
    string,
    { image: string; dimensions: string }[]
  >;
  await Promise.all([
    ...Object.values(works)
      .flat()
      .map(({ image, dimensions }, index) => {
        const { height = 5, width = 4 } = parseDimensions(dimensions) ?? {};
        // Each of its own colour, so that no two photographs' files are alike.
        const colour = { r: 180, g: 120, b: 20 + index * 8 };
        return photo(path.join(dir, "images", image), Math.round(width * 4), Math.round(height * 4), colour);
      }),
    photo(path.join(dir, "images", "portrait.jpg"), 80, 100),
  ]);
  return dir;
}
