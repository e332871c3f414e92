import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { sitePages } from "../app/lib/pages";
import {
  headersFile,
  inlineScriptHashes,
  nginxMaps,
  nginxSite,
  precompress,
  redirectsFile,
  withHydrationAfterPaint,
  withoutModulePreloads,
} from "./emit";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

test("takes the module preload hints out of a page, and nothing else", () => {
  const head = `<link rel="stylesheet" href="/assets/app.css"/><link rel="preload" as="image" href="/a.avif"/>`;
  const html = `<head>${head}<link rel="modulepreload" href="/assets/entry.client-x.js"/><link rel="modulepreload" href="/assets/root-y.js"></head><body><script type="module">import "/assets/root-y.js";</script></body>`;
  expect(withoutModulePreloads(html)).toBe(
    `<head>${head}</head><body><script type="module">import "/assets/root-y.js";</script></body>`,
  );
});

describe("starting the scripts after the first paint", () => {
  const modules = 'import * as route0 from "/assets/root-y.js";\nimport("/assets/entry.client-x.js");';
  const page = `<body><main>Gallery</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${modules}</script></body>`;

  test("keeps the module script's text, as data the page runs later", () => {
    const html = withHydrationAfterPaint(page);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(`<script type="text/x-module-after-paint" id="hydrate">${modules}</script>`);
    expect(html.indexOf("window.__reactRouterContext")).toBeLessThan(html.indexOf('id="hydrate"'));
  });

  test("lets the CSP allow both the starter and the text it runs", () => {
    const hashes = inlineScriptHashes(withHydrationAfterPaint(page));
    expect(hashes).toContain(sha(modules));
    expect(hashes).toHaveLength(inlineScriptHashes(page).length + 1);
  });

  test("refuses a page without exactly one module script", () => {
    expect(() => withHydrationAfterPaint("<body><main></main></body>")).toThrow(/found 0/);
    expect(() =>
      withHydrationAfterPaint(page.replace("</body>", `<script type="module">${modules}</script></body>`)),
    ).toThrow(/found 2/);
  });
});

test("hashes inline scripts, classic and module, but not external ones or data", () => {
  const html = `<script>window.a = 1;</script><script src="/assets/x.js"></script>
    <script type="application/ld+json">{"@type":"Person"}</script>
    <script type="module">import "/assets/y.js";\n</script><script async src="/z.js"></script>`;
  expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/assets/y.js";\n')]);
});

test("_headers sets the security headers everywhere and a year's cache on assets", () => {
  const file = headersFile(["sha256-abc="]);
  expect(file).toMatch(
    /^\/\*\n {2}Content-Security-Policy: default-src 'none'; script-src 'self' 'sha256-abc='/,
  );
  expect(file).toContain("\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n");
  // Only once: the hosts join the values of two matching rules.
  expect(file.match(/Cache-Control/g)).toHaveLength(1);
});

test("_redirects sends each page's file names to its address, and leaves slashes to the host", () => {
  const rules = redirectsFile(sitePages([{ slug: "low-tide", title: "Low Tide" }]))
    .trim()
    .split("\n");
  expect(rules).toEqual(
    expect.arrayContaining([
      "/index.html / 308",
      "/gallery.html /gallery 308",
      "/contact/index.html /contact 308",
      "/works/low-tide.html /works/low-tide 308",
      "/works/low-tide/index.html /works/low-tide 308",
    ]),
  );
  expect(rules.filter((rule) => rule.split(" ")[0]?.endsWith("/"))).toEqual([]);
  // The not-found page has no address to lead to.
  expect(rules.filter((rule) => rule.includes("404"))).toEqual([]);
});

describe("the nginx include", () => {
  const hashes: Record<string, string[]> = {
    "/": ["sha256-home="],
    "/gallery": ["sha256-gallery="],
    "/404": ["sha256-missing="],
  };
  const conf = nginxSite(sitePages([]).map((page) => ({ ...page, scriptHashes: hashes[page.path] ?? [] })));

  test("adds every header, always", () => {
    expect(conf).toContain(`add_header Referrer-Policy "strict-origin-when-cross-origin" always;`);
    expect(conf).toContain("add_header Cache-Control $cache_control always;");
    expect(conf).toContain("add_header Content-Security-Policy $csp always;");
    // $csp: the page's policy, or one with no hashes for any other answer (even a 400).
    expect(nginxMaps()).toMatch(
      /^map \$page_csp \$csp \{\n {4}"" "default-src 'none'; script-src 'self'; .*";\n {4}default \$page_csp;\n\}/m,
    );
    expect(conf.match(/^add_header /gm)).toHaveLength(10);
  });

  test("gives each page, and the not-found page, the hashes of its own scripts only", () => {
    // Files other than pages run no script of their own.
    expect(conf).toMatch(/^set \$page_csp "";$/m);
    const policies = conf.match(/^ {4}set \$page_csp .*$/gm) ?? [];
    expect(policies).toHaveLength(5);
    expect(conf).toMatch(
      /\^\/gallery\(.*\n.*\n.*\n.*\n {4}set \$page_csp "[^"]*script-src 'self' 'sha256-gallery='; /,
    );
    expect(conf).toMatch(
      /location = \/404\.html \{\n {4}internal;\n {4}set \$page_csp "[^"]*'sha256-missing='; /,
    );
    expect(policies.filter((line) => line.includes("sha256-gallery="))).toHaveLength(1);
  });

  test("answers only GET and HEAD, hides host files and caches assets for a year", () => {
    expect(conf).toContain("if ($request_method !~ ^(GET|HEAD)$) {\n    return 405;\n}");
    expect(conf).toMatch(
      /location ~ \^\(\\\/404\|.*_\(headers\|redirects\).*\(br\|gz\).* \{\n {4}return 404;/,
    );
    expect(conf).toContain(
      'location ^~ /assets/ {\n    set $cache_control "public, max-age=31536000, immutable";',
    );
  });

  test("serves each page at its address and redirects its other spellings", () => {
    expect(conf).toContain(
      'location ~* ^/gallery(/|\\.html|/index\\.html)?$ {\n    if ($uri != "/gallery") {\n        return 308 /gallery;\n    }\n',
    );
    expect(conf).toMatch(/\n {4}set \$page_csp "[^"]*";\n {4}try_files \/gallery\.html =404;\n\}/);
    expect(conf).toContain("try_files /index.html =404;");
    expect(conf.match(/^location ~\* /gm)).toHaveLength(4);
  });
});

test("precompresses text files with Brotli and gzip, when it saves bytes", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
  const page = `<p>${"painting ".repeat(200)}</p>`;
  writeFileSync(path.join(dir, "page.html"), page);
  writeFileSync(path.join(dir, "tiny.css"), "a{}");
  writeFileSync(path.join(dir, "photo.jpg"), page);
  await precompress(dir);
  expect(brotliDecompressSync(readFileSync(path.join(dir, "page.html.br"))).toString()).toBe(page);
  expect(gunzipSync(readFileSync(path.join(dir, "page.html.gz"))).toString()).toBe(page);
  expect(() => readFileSync(path.join(dir, "tiny.css.br"))).toThrow();
  expect(() => readFileSync(path.join(dir, "photo.jpg.gz"))).toThrow();
});
