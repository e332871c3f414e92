import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import type { BuiltSite } from "../hosting/policy";
import { photographedFixture } from "../pipeline/photographed-fixture";
import { readContent } from "../pipeline/read";
import { allowedHashes, checkSite, inlineScriptHashes, siteAddresses } from "./check-site";

const origin = "https://www.example.com";

test("an inline script is named by its text's hash; data blocks and files are not scripts to allow", () => {
  const html = [
    "<script>start()</script>",
    '<script type="application/json">{"a":1}</script>',
    '<script type="application/ld+json">{}</script>',
    '<script type="module" src="/assets/a.js"></script>',
  ].join("");
  const hash = `sha256-${createHash("sha256").update("start()").digest("base64")}`;
  expect(inlineScriptHashes(html)).toEqual([hash]);
  expect(allowedHashes(`default-src 'none'; script-src 'self' '${hash}'; style-src 'self'`)).toEqual(
    new Set([hash]),
  );
});

test("the site's addresses a page names: links, source sets, the head's tags and the islands' files", () => {
  const html = [
    '<a href="/gallery">Gallery</a>',
    '<a href="2">next</a>',
    '<a href="mailto:artist@example.com">Mail</a>',
    '<a href="https://elsewhere.example/x">Elsewhere</a>',
    '<img src="/assets/a-1.avif" srcset="/assets/a-1.avif 360w, /assets/a-2.avif 720w">',
    `<meta property="og:image" content="${origin}/assets/share-home.jpg">`,
    '<meta name="description" content="Paintings of the coast">',
    '<script type="application/json">{"src":"/assets/b-3.webp"}</script>',
    '<link rel="canonical" href="https://www.example.com/gallery?x=1#top">',
    '<script type="module" src="/admin/assets/index-1.js"></script>',
  ].join("");
  expect(new Set(siteAddresses(html, "/gallery/3", origin))).toEqual(
    new Set([
      "/gallery",
      "/gallery/2",
      "/assets/a-1.avif",
      "/assets/a-2.avif",
      "/assets/share-home.jpg",
      "/assets/b-3.webp",
      "/admin/assets/index-1.js",
    ]),
  );
});

test("a build with a broken link, a missing file or an inline script the CSP does not allow fails, each named", async () => {
  const build = mkdtempSync(path.join(tmpdir(), "build-"));
  const content = readContent(await photographedFixture());
  const script = "start()";
  const page = (body: string) =>
    `<!DOCTYPE html><html><head><script>${script}</script></head><body>${body}</body></html>`;
  mkdirSync(path.join(build, "client"));
  writeFileSync(
    path.join(build, "client", "index.html"),
    page('<a href="/gallery">Gallery</a><img src="/assets/gone.avif">'),
  );
  writeFileSync(path.join(build, "client", "404.html"), page("Not found"));
  writeFileSync(
    path.join(build, "client", "sitemap.xml"),
    `<urlset><url><loc>${content.site.siteUrl}/</loc></url></urlset>`,
  );
  const site: BuiltSite = {
    scriptHashes: [],
    pages: [
      { path: "/", file: "index.html", title: null, sitemap: true },
      { path: "/404", file: "404.html", title: "Not found", sitemap: false },
    ],
  };
  writeFileSync(path.join(build, "site.json"), JSON.stringify(site));
  const { problems } = await checkSite(build, content);
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/: an inline script \(sha256-.*\) the CSP does not allow$/),
      "/ names /gallery: 404",
      "/ names /assets/gone.avif: 404",
      `the viewer names /works/${content.works.gallery[0]?.slug}.json: 404`,
    ]),
  );
  // Allowed, its script passes.
  writeFileSync(
    path.join(build, "site.json"),
    JSON.stringify({ ...site, scriptHashes: inlineScriptHashes(page("")) }),
  );
  expect(
    (await checkSite(build, content)).problems.filter((problem) => problem.includes("inline script")),
  ).toEqual([]);
}, 30_000);
