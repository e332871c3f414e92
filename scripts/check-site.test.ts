import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import type { BuiltSite } from "../hosting/policy";
import { scriptHash } from "../hosting/script-hashes";
import { photographedFixture } from "../pipeline/photographed-fixture";
import { readContent } from "../pipeline/read";
import { loadOnIntent } from "../rules/inline-scripts";
import { allowedHashes, checkSite, siteAddresses } from "./check-site";

const origin = "https://www.example.com";

test("the hashes a policy allows are read from its script-src, or its style-src", () => {
  const hash = scriptHash("start()");
  const style = scriptHash("body{color:red}");
  const policy = `default-src 'none'; script-src 'self' '${hash}'; style-src 'self' '${style}'`;
  expect(allowedHashes(policy)).toEqual(new Set([hash]));
  expect(allowedHashes(policy, "style-src")).toEqual(new Set([style]));
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
    // A link's address with a comma in it: one address, not a source set.
    '<a href="/iiif/abc/full/1200,1500/0/default.jpg">Look closer</a>',
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
      "/iiif/abc/full/1200,1500/0/default.jpg",
    ]),
  );
});

test("a build with a broken link, a missing file, an inline script not the site's own or one the CSP does not allow, or a <style> it does not allow, fails, each named", async () => {
  const build = mkdtempSync(path.join(tmpdir(), "build-"));
  const fixture = await photographedFixture();
  const content = readContent(fixture);
  const page = (body: string) =>
    `<!DOCTYPE html><html><head><script>${loadOnIntent}</script></head><body>${body}</body></html>`;
  mkdirSync(path.join(build, "client"));
  // With a script injected into it, as an escaping mistake could.
  const injected = "alert(document.cookie)";
  writeFileSync(
    path.join(build, "client", "index.html"),
    page(
      `<style>body{color:red}</style><a href="/gallery">Gallery</a><img src="/assets/gone.avif"><script>${injected}</script>`,
    ),
  );
  writeFileSync(path.join(build, "client", "404.html"), page("Not found"));
  writeFileSync(
    path.join(build, "client", "sitemap.xml"),
    `<urlset><url><loc>${content.site.siteUrl}/</loc></url></urlset>`,
  );
  const site: BuiltSite = {
    scriptHashes: [],
    styleHashes: [],
    pages: [
      { path: "/", file: "index.html", title: null, sitemap: true },
      { path: "/404", file: "404.html", title: "Not found", sitemap: false },
    ],
    rooms: [],
  };
  writeFileSync(path.join(build, "site.json"), JSON.stringify(site));
  const { problems } = await checkSite(build, content);
  expect(problems).toEqual(
    expect.arrayContaining([
      `/: an inline script (${scriptHash(loadOnIntent)}) the CSP does not allow`,
      `/: an inline script (${scriptHash(injected)}) that is none of the site's own`,
      "/ names /gallery: 404",
      `/: a <style> (${scriptHash("body{color:red}")}) the CSP does not allow`,
      "/ names /assets/gone.avif: 404",
      `the viewer names /works/${content.works.gallery[0]?.slug}.json: 404`,
    ]),
  );
  // Allowed, the site's own script passes; the injected one fails, even where the policy allows it.
  writeFileSync(
    path.join(build, "site.json"),
    JSON.stringify({ ...site, scriptHashes: [scriptHash(loadOnIntent), scriptHash(injected)] }),
  );
  expect(
    (await checkSite(build, content)).problems.filter((problem) => problem.includes("inline script")),
  ).toEqual([`/: an inline script (${scriptHash(injected)}) that is none of the site's own`]);
  // `npm run check` fails, its last line saying why, as a host's log ends (Netlify's build runs it).
  const run = spawnSync(process.execPath, ["scripts/check-site.ts"], {
    env: { ...process.env, BUILD_DIR: build, CONTENT_DIR: fixture },
    encoding: "utf8",
  });
  expect(run.status).toBe(1);
  expect(run.stderr.trim().split("\n").at(-1)).toMatch(
    /^The built site failed its check, and is not to be published: \/ names \/assets\/gone\.avif: 404 \(and \d+ more, above\)\.$/,
  );
}, 30_000);
