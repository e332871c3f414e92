// The files beside the pages, and the pages as files: the sitemap and robots.txt, the icons and the
// web app manifest, and every built page valid HTML.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import sharp from "sharp";
import { expect, test } from "vitest";
import { content, emptyLists, everyPage, mainPages, roomPages } from "../content.ts";
import { client, fileOf, isBuilt, pageAt } from "./site.ts";

const { site } = content;
const origin = site.siteUrl;
const read = (address: string) => readFileSync(fileOf(address), "utf8");

test.skipIf(!site.ready)(
  "the sitemap lists every page at its canonical address, each one built, and robots.txt points to it",
  () => {
    const locations = [...read("/sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url ?? "");
    expect(locations).toEqual(everyPage.map((address) => new URL(address, `${origin}/`).href));
    for (const location of locations) expect(isBuilt(new URL(location).pathname), location).toBe(true);
    const robots = read("/robots.txt");
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).not.toMatch(/Disallow: \/\s*$/m);
  },
);

test.skipIf(site.ready)(
  "a site being set up announces nothing: no sitemap (an empty one is invalid), robots.txt naming none, yet every page open to crawlers (to read its noindex)",
  () => {
    expect(isBuilt("/sitemap.xml")).toBe(false);
    const robots = read("/robots.txt");
    expect(robots).not.toContain("Sitemap:");
    expect(robots).not.toMatch(/Disallow: \/\s*$/m);
  },
);

test("the icons and the web app manifest are there, in their sizes", async () => {
  const manifest = JSON.parse(read("/site.webmanifest"));
  expect(manifest).toMatchObject({ short_name: site.artist.name, start_url: "/", theme_color: "#fbfaf8" });
  const head = pageAt("/").head;
  const pngs = [
    ...manifest.icons.filter((icon: { type: string }) => icon.type === "image/png"),
    { src: head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute("href"), sizes: "180x180" },
    { src: head.querySelector('link[rel="icon"][type="image/png"]')?.getAttribute("href"), sizes: "32x32" },
  ];
  expect(pngs).toHaveLength(4);
  for (const { src, sizes } of pngs) {
    const [width, height] = sizes.split("x").map(Number);
    expect(await sharp(fileOf(src)).metadata(), src).toMatchObject({ format: "png", width, height });
  }
  const ico = readFileSync(fileOf("/favicon.ico"));
  // An icon directory (reserved 0, type 1, one image) holding a 32 x 32 PNG.
  expect([...ico.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 32, 32]);
  expect(ico.subarray(22, 26).toString("latin1")).toBe("\x89PNG");
});

test("the build has a page for each address of the site, each open viewing room and the page of a closed one, the inquiry form's two answers, the not-found page, and the editor's when site.yaml has it", () => {
  const files = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".html"),
  );
  const answers = ["/inquiry/sent", "/inquiry/unsent"];
  // An empty list's page is made, though no search engine is given it.
  const emptyPages = emptyLists.map((name) => mainPages[name].path);
  expect(files).toHaveLength(
    everyPage.length + emptyPages.length + roomPages.length + answers.length + 1 + (site.editor ? 1 : 0),
  );
  for (const address of [...everyPage, ...emptyPages, ...roomPages, ...answers]) {
    expect(isBuilt(address), address).toBe(true);
  }
});

test("every built page is valid HTML", async () => {
  // .htmlvalidate.json: the standard and document rules. Subresource integrity is not required:
  // every file comes from the site itself, not from a host that could alter it.
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const files = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".html"),
  );
  const messages: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(path.join(client, file));
    for (const result of report.results)
      for (const message of result.messages)
        messages.push(`${file}:${message.line}: ${message.ruleId}: ${message.message}`);
  }
  expect(messages).toEqual([]);
});
