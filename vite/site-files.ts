import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Site } from "../pipeline/content-types.ts";
import { escapeXml } from "../rules/escape-xml.ts";
import type { Page } from "../rules/pages.ts";
import { absoluteUrl, themeColour } from "../rules/pages.ts";

// The files beside the pages that browsers, search engines and home screens
// ask for: robots.txt, sitemap.xml, the web app manifest and the icons, all
// made at build time from content/site.yaml and public/favicon.svg.

type ManifestSite = Pick<Site, "siteUrl" | "ready"> & {
  artist: Pick<Site["artist"], "name" | "role">;
  home: Pick<Site["home"], "description">;
};

/** Square icons made from favicon.svg: file name and size in pixels. */
const icons = [
  { file: "favicon-32.png", size: 32 },
  // iOS home screens.
  { file: "apple-touch-icon.png", size: 180 },
  // Android home screens and install prompts (the manifest's icons).
  { file: "icon-192.png", size: 192 },
  { file: "icon-512.png", size: 512 },
] as const;

/**
 * Crawlers may read every page (so that they find a page's own "noindex"), and are told of the
 * sitemap once the site is ready: a site still being set up announces nothing.
 */
export const robotsTxt = (site: Pick<Site, "siteUrl" | "ready">) =>
  `User-agent: *\nAllow: /\n${site.ready ? `\nSitemap: ${site.siteUrl}/sitemap.xml\n` : ""}`;

/**
 * The pages search engines should index, at their canonical addresses; no sitemap at all until the
 * site is ready (the sitemaps.org schema rejects an empty one, and robots.txt names none).
 */
export function sitemapXml(site: Pick<Site, "siteUrl" | "ready">, pages: readonly Page[]) {
  if (!site.ready) return undefined;
  const urls = pages
    .filter((page) => page.sitemap)
    .map((page) => `  <url><loc>${escapeXml(absoluteUrl(site, page.path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function webManifest(site: ManifestSite) {
  return `${JSON.stringify(
    {
      name: `${site.artist.name}, ${site.artist.role}`,
      short_name: site.artist.name,
      description: site.home.description,
      start_url: "/",
      scope: "/",
      display: "browser",
      background_color: themeColour,
      theme_color: themeColour,
      icons: [
        { src: "/favicon.svg", type: "image/svg+xml", sizes: "any" },
        ...icons
          .filter(({ size }) => size >= 192)
          .map(({ file, size }) => ({ src: `/${file}`, type: "image/png", sizes: `${size}x${size}` })),
      ],
    },
    null,
    2,
  )}\n`;
}

/** An .ico file holding one PNG image (the format browsers have read since Windows Vista). */
export function icoFile(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width (0 means 256)
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // where the image starts
  return Buffer.concat([header, png]);
}

/** Writes every file above into `clientDir`, the folder the site is served from. */
export async function writeSiteFiles(clientDir: string, site: ManifestSite, pages: readonly Page[]) {
  const svg = await readFile(path.join(clientDir, "favicon.svg"));
  const png = (size: number) =>
    sharp(svg, { density: 72 * (size / 32) })
      .resize(size, size)
      .png()
      .toBuffer();
  const sitemap = sitemapXml(site, pages);
  await Promise.all([
    writeFile(path.join(clientDir, "robots.txt"), robotsTxt(site)),
    sitemap === undefined
      ? rm(path.join(clientDir, "sitemap.xml"), { force: true })
      : writeFile(path.join(clientDir, "sitemap.xml"), sitemap),
    writeFile(path.join(clientDir, "site.webmanifest"), webManifest(site)),
    writeFile(path.join(clientDir, "favicon.ico"), icoFile(await png(32), 32)),
    ...icons.map(async ({ file, size }) => writeFile(path.join(clientDir, file), await png(size))),
  ]);
}
