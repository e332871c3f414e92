// A close look at the paint, read from the built files: each work's IIIF Presentation 3 manifest
// (named by its page's <link>), its image service's info.json and, for every level it lists, the
// tiles that cover the whole photograph down to its own pixels. What a browser fetches, and the
// zoom's controls, are the browser suite's (e2e/zoom.spec.ts); the headers, the HTTP suite's.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { contentDir } from "../../pipeline/read.ts";
import { allWorks, content, workPath } from "../content.ts";
import { client, pageAt } from "./site.ts";

const { site } = content;
const published = (address: string) => `${site.siteUrl}${address}`;
const localPath = (url: string) => decodeURIComponent(new URL(url).pathname);
const json = (address: string) => JSON.parse(readFileSync(path.join(client, address.slice(1)), "utf8"));
const presentation = "http://iiif.io/api/presentation/3/context.json";
/** A photograph's size as it is shown: turned upright by its EXIF orientation. */
const photoSize = async (image: string) =>
  (await sharp(path.join(contentDir, "images", image)).metadata()).autoOrient;

/** The tiles a IIIF level-0 viewer asks for at scale `factor` of a `width` x `height` photograph, in tiles of `size`. */
function tilesAt(width: number, height: number, size: number, factor: number): string[] {
  const [scaledWidth, scaledHeight] = [Math.ceil(width / factor), Math.ceil(height / factor)];
  // A level that is one tile is asked for whole.
  if (scaledWidth <= size && scaledHeight <= size)
    return [`full/${scaledWidth},${scaledHeight}/0/default.jpg`];
  const region = size * factor;
  const tiles: string[] = [];
  for (let y = 0; y < height; y += region) {
    for (let x = 0; x < width; x += region) {
      const [w, h] = [Math.min(region, width - x), Math.min(region, height - y)];
      tiles.push(`${x},${y},${w},${h}/${Math.ceil(w / factor)},${Math.ceil(h / factor)}/0/default.jpg`);
    }
  }
  return tiles;
}

describe.each(allWorks.map((work) => [work.title, work] as const))("%s", (_, work) => {
  const page = pageAt(workPath(work));
  const link = page.head.querySelector(`link[rel="alternate"][type^="application/ld+json"]`);
  const manifestUrl = link?.getAttribute("href") ?? "";
  const manifest = manifestUrl ? json(localPath(manifestUrl)) : {};
  const [canvas] = manifest.items ?? [];
  const body = canvas?.items?.[0]?.items?.[0]?.body;
  const service = body?.service?.[0];

  test("its page names its IIIF manifest, beside it", () => {
    expect(link?.getAttribute("type")).toBe(`application/ld+json;profile="${presentation}"`);
    expect(manifestUrl).toBe(published(`${workPath(work)}/manifest.json`));
    expect(manifest).toMatchObject({ "@context": presentation, id: manifestUrl, type: "Manifest" });
  });

  test("without JavaScript, its painting and Look closer link to the largest image its zoom has in one piece", () => {
    const main = page.querySelector("main");
    const lookCloser = [...(main?.querySelectorAll("a") ?? [])].find(
      (a) => a.textContent?.trim() === "Look closer",
    );
    const largest = lookCloser?.getAttribute("href") ?? "";
    // The largest whole size info.json lists: more than the page's own JPEGs, where the photograph has more.
    const info = json(`${localPath(service?.id ?? "https://x/")}/info.json`);
    const sizes: { width: number; height: number }[] = info.sizes ?? [];
    const biggest = sizes.at(-1);
    expect(largest).toBe(
      `${localPath(service?.id ?? "")}/full/${biggest?.width},${biggest?.height}/0/default.jpg`,
    );
    expect(existsSync(path.join(client, largest.slice(1)))).toBe(true);
    expect(page.querySelector("main img")?.closest("a")?.getAttribute("href")).toBe(largest);
    // Each waits for the zoom's script when tapped before it has come (rules/inline-scripts.ts).
    expect(lookCloser?.hasAttribute("data-awaits-island")).toBe(true);
    expect(page.querySelector("main img")?.closest("a")?.hasAttribute("data-awaits-island")).toBe(true);
  });

  test("the manifest has its title, details, artist, rights and one canvas of the painting", async () => {
    expect(manifest.label).toEqual({ en: [work.title] });
    const metadata = Object.fromEntries(
      manifest.metadata.map((entry: { label: { en: string[] }; value: Record<string, string[]> }) => [
        entry.label.en[0],
        Object.values(entry.value)[0]?.[0],
      ]),
    );
    expect(metadata).toEqual({
      Year: work.year,
      Medium: work.medium,
      Dimensions: work.dimensions,
      ...(work.ref && { "Inventory number": work.ref }),
    });
    expect(manifest.requiredStatement).toEqual({
      label: { en: ["Artist"] },
      value: { none: [site.artist.name] },
    });
    expect(manifest.rights).toMatch(/^http:\/\/rightsstatements\.org\/vocab\/InC\/1\.0\/$/);
    expect(manifest.homepage[0]).toMatchObject({ id: published(workPath(work)), format: "text/html" });
    // One canvas, the photograph's size as it is shown (upright), painted by one image.
    const autoOrient = await photoSize(work.image);
    expect(manifest.items).toHaveLength(1);
    expect(canvas).toMatchObject({ type: "Canvas", width: autoOrient.width, height: autoOrient.height });
    const annotation = canvas.items[0].items[0];
    expect(annotation).toMatchObject({ type: "Annotation", motivation: "painting", target: canvas.id });
    expect(body).toMatchObject({ type: "Image", format: "image/jpeg" });
    expect(existsSync(path.join(client, localPath(body.id)))).toBe(true);
    // From its tiles, which other sites may load (the site's own images they may not).
    for (const image of [body, ...manifest.thumbnail])
      expect(image.id.startsWith(`${service.id}/`)).toBe(true);
    expect(service).toMatchObject({ type: "ImageService3", profile: "level0" });
  });

  test("its image service reaches every pixel of the photograph, in tiles", async () => {
    const info = json(`${localPath(service.id)}/info.json`);
    const autoOrient = await photoSize(work.image);
    expect(info).toMatchObject({
      "@context": "http://iiif.io/api/image/3/context.json",
      id: service.id,
      type: "ImageService3",
      profile: "level0",
      width: autoOrient.width,
      height: autoOrient.height,
    });
    const [{ width: size, scaleFactors }] = info.tiles;
    // The photograph's own pixels (scale 1), and halves of it down to one tile.
    expect(scaleFactors[0]).toBe(1);
    const smallest = scaleFactors.at(-1);
    expect(Math.max(autoOrient.width, autoOrient.height) / smallest).toBeLessThanOrEqual(size);
    const folder = path.join(client, localPath(service.id));
    for (const factor of scaleFactors) {
      for (const tile of tilesAt(autoOrient.width, autoOrient.height, size, factor)) {
        expect(existsSync(path.join(folder, tile)), `${work.title}: ${tile}`).toBe(true);
      }
    }
    // Each size it says it has whole is there.
    for (const { width, height } of info.sizes) {
      expect(existsSync(path.join(folder, `full/${width},${height}/0/default.jpg`))).toBe(true);
    }
  });

  // The second content set has photographs over 2048 px (one 4,000 x 3,000): tiled, and whole as full/max.
  test("it answers what IIIF's validator asks of level 0: info.json, the photograph whole as full/max, a tile", async () => {
    const info = json(`${localPath(service.id)}/info.json`);
    const { width, height } = await photoSize(work.image);
    expect(info).toMatchObject({ protocol: "http://iiif.io/api/image", profile: "level0", width, height });
    // full/max is the photograph fitted within maxWidth x maxHeight (never enlarged), whatever its size.
    const { maxWidth, maxHeight } = info;
    expect(Number.isInteger(maxWidth) && Number.isInteger(maxHeight)).toBe(true);
    const scale = Math.min(1, maxWidth / width, maxHeight / height);
    const folder = path.join(client, localPath(service.id));
    const max = await sharp(path.join(folder, "full/max/0/default.jpg")).metadata();
    expect(max.format).toBe("jpeg");
    expect(max.width).toBeLessThanOrEqual(maxWidth);
    expect(max.height).toBeLessThanOrEqual(maxHeight);
    expect(Math.abs((max.width ?? 0) - width * scale)).toBeLessThanOrEqual(1);
    expect(Math.abs((max.height ?? 0) - height * scale)).toBeLessThanOrEqual(1);
    // Not by IIIF 2's name for it, which version 3 replaced with max.
    expect(existsSync(path.join(folder, "full/full"))).toBe(false);
    // A size it lists, as a viewer may ask for it by number too.
    expect(info.sizes).toContainEqual({ width: max.width, height: max.height });
    // No tile is larger than maxWidth x maxHeight allows.
    const [{ width: tile, height: tileHeight = tile }] = info.tiles;
    expect(tile).toBeLessThanOrEqual(maxWidth);
    expect(tileHeight).toBeLessThanOrEqual(maxHeight);
    // The first tile at the photograph's own pixels, a JPEG of its region's size.
    const [first] = tilesAt(width, height, tile, 1);
    const [w, h] = (/\/(\d+),(\d+)\/0\//.exec(first ?? "") ?? []).slice(1).map(Number);
    expect(await sharp(path.join(folder, first ?? "")).metadata()).toMatchObject({
      format: "jpeg",
      width: w,
      height: h,
    });
  });
});

test("the zoom's viewer adds one style of its own, which the Content-Security-Policy allows by its hash", () => {
  const assets = path.join(client, "assets");
  const viewer = readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(path.join(assets, file), "utf8"))
    .find((code) => code.includes(".openseadragon-canvas:focus"));
  const style = /["'`](@media \(hover: none\) \{[^"'`]*\})["'`]/.exec(viewer ?? "")?.[1];
  expect(style).toBeDefined();
  const hash = createHash("sha256")
    .update(style ?? "")
    .digest("base64");
  const policy = /Content-Security-Policy: (.*)/.exec(
    readFileSync(path.join(client, "_headers"), "utf8"),
  )?.[1];
  expect(policy).toContain(`style-src 'self' 'sha256-${hash}'`);
});
