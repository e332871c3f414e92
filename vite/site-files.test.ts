import { expect, test } from "vitest";
import { sitePages, sitewidePages, worksPages } from "../rules/pages";
import { icoFile, robotsTxt, sitemapXml, webManifest } from "./site-files";

const site = {
  ready: true,
  siteUrl: "https://www.example.com",
  artist: { name: "Test Artist", role: "Abstract Painter" },
  home: { description: "Paintings." },
};

test("robots.txt allows everything and names the sitemap, once the site is ready", () => {
  expect(robotsTxt(site)).toBe("User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n");
  expect(robotsTxt({ ...site, ready: false })).toBe("User-agent: *\nAllow: /\n");
});

test("a site being set up has no sitemap (an empty one is invalid)", () => {
  const lists = { gallery: { works: [], perPage: 2 }, available: { works: [], perPage: 12 } };
  const pages = sitePages([sitewidePages({ lists }), worksPages({ lists, series: [] })]);
  expect(sitemapXml({ ...site, ready: false }, pages)).toBeUndefined();
  expect(sitemapXml(site, pages)).toContain("<url>");
});

test("the sitemap lists each page once, at its absolute address, and not the not-found page or the inquiry form's answers", () => {
  const works = ["Low Tide", "High Tide", "Slack Water"].map((title) => ({
    title,
    slug: title.toLowerCase().replace(" ", "-"),
  }));
  const lists = { gallery: { works, perPage: 2 }, available: { works: [], perPage: 12 } };
  const xml =
    sitemapXml(site, sitePages([sitewidePages({ lists }), worksPages({ lists, series: [] })])) ?? "";
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url)).toEqual([
    "https://www.example.com/",
    "https://www.example.com/gallery",
    // No work for sale: its page is no search result (rules/pages.ts).
    "https://www.example.com/contact",
    "https://www.example.com/privacy",
    "https://www.example.com/gallery/2",
    "https://www.example.com/works/low-tide",
    "https://www.example.com/works/high-tide",
    "https://www.example.com/works/slack-water",
  ]);
});

test("the manifest names the artist and lists the SVG and the large PNG icons", () => {
  const manifest = JSON.parse(webManifest(site));
  expect(manifest).toMatchObject({
    name: "Test Artist, Abstract Painter",
    short_name: "Test Artist",
    start_url: "/",
  });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(["any", "192x192", "512x512"]);
});

test("an .ico wraps the PNG behind a one-entry directory", () => {
  const png = Buffer.from("\x89PNG fake", "latin1");
  const ico = icoFile(png, 32);
  expect(ico.readUInt16LE(2)).toBe(1);
  expect(ico.readUInt16LE(4)).toBe(1);
  expect(ico[6]).toBe(32);
  expect(ico.readUInt32LE(14)).toBe(png.length);
  expect(ico.subarray(ico.readUInt32LE(18))).toEqual(png);
  // 256 px is written as 0, as the format says.
  expect(icoFile(png, 256)[6]).toBe(0);
});
