import { describe, expect, test } from "vitest";
import {
  cacheControlFor,
  canonicalPath,
  decodedPath,
  editorHeaders,
  emptySegment,
  headersFor,
  hiddenPath,
  isEditorPath,
  securityHeaders,
} from "./policy";

/** A policy with nothing inline. */
const none = { scriptHashes: [], styleHashes: [] };

describe("canonicalPath", () => {
  const pages = ["/", "/gallery", "/available", "/contact", "/works/low-tide"];
  test.each([
    ["/gallery/", "/gallery"],
    ["/GALLERY", "/gallery"],
    ["/Available/", "/available"],
    ["/contact/index.html", "/contact"],
    ["/gallery.html", "/gallery"],
    ["/Gallery.HTML", "/gallery"],
    ["/index.html", "/"],
    ["/INDEX.HTML", "/"],
    ["/works/Low-Tide/", "/works/low-tide"],
  ])("%s leads to %s", (from, to) => {
    expect(canonicalPath(from, pages)).toBe(to);
  });

  test.each([
    "/",
    "/gallery",
    "/available",
    "/contact",
    "/nothing/",
    "/assets/A.js",
    "/404",
    "/404.html",
    "/gallery/x",
    "/works/high-tide/",
  ])("%s stays where it is", (pathname) => {
    expect(canonicalPath(pathname, pages)).toBeUndefined();
  });
});

test("the error pages' own names, the hosts' files, compressed copies and dotfiles are hidden", () => {
  for (const hidden of [
    "/404",
    "/404.html",
    "/rooms/404",
    "/rooms/404.html",
    "/_headers",
    "/_redirects",
    "/_routes.json",
    "/gallery.html.br",
    "/a.js.gz",
    "/.env",
  ]) {
    expect(hiddenPath.test(hidden), hidden).toBe(true);
  }
  for (const shown of ["/", "/gallery", "/works/404-blues", "/assets/a.js", "/sitemap.xml", "/rooms/4040"]) {
    expect(hiddenPath.test(shown), shown).toBe(false);
  }
});

test("a hidden file's name percent-escaped is still hidden once decoded; a malformed escape is no path", () => {
  for (const spelled of [
    "/%5Fheaders",
    "/%5fredirects",
    "/index.html%2Ebr",
    "/gallery.html%2egz",
    "/404%2ehtml",
    "/%2Eenv",
  ]) {
    expect(hiddenPath.test(decodedPath(spelled) ?? ""), spelled).toBe(true);
  }
  expect(decodedPath("/works/%C3%A9t%C3%A9")).toBe("/works/été");
  expect(decodedPath("/%zz")).toBeNull();
});

test("hashed assets are cached for a year, everything else revalidates", () => {
  expect(cacheControlFor("/assets/root-Ab12.js")).toBe("public, max-age=31536000, immutable");
  expect(cacheControlFor("/gallery")).toBe("no-cache");
  expect(cacheControlFor("/favicon.svg")).toBe("no-cache");
  // A work's tiles never change; their info.json, which names the site's address, may.
  expect(cacheControlFor("/iiif/0123/0,0,2048,2048/2048,2048/0/default.jpg")).toBe(
    "public, max-age=31536000, immutable",
  );
  expect(cacheControlFor("/iiif/0123/info.json")).toBe("no-cache");
});

describe("the content security policy", () => {
  const policy = securityHeaders({
    scriptHashes: ["sha256-abc=", "sha256-def="],
    styleHashes: ["sha256-css="],
  })["Content-Security-Policy"];
  const directives = new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...values] = directive.split(" ");
      return [name, values] as const;
    }),
  );

  test("allows scripts from the site and the hashed inline scripts only", () => {
    expect(directives.get("script-src")).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("unsafe-eval");
  });

  test("allows styles from the site, the viewer's one rule and the inline stylesheet by its hash only", () => {
    const styles = directives.get("style-src");
    expect(styles?.[0]).toBe("'self'");
    expect(styles?.slice(2)).toEqual(["'sha256-css='"]);
    expect(styles).toHaveLength(3);
  });

  test("denies by default and locks down base, framing and plugins; forms post to the site alone", () => {
    expect(directives.get("default-src")).toEqual(["'none'"]);
    for (const name of ["base-uri", "frame-ancestors", "object-src"]) {
      expect(directives.get(name)).toEqual(["'none'"]);
    }
    expect(directives.get("form-action")).toEqual(["'self'"]);
  });
});

test("every security header is set", () => {
  expect(Object.keys(securityHeaders(none))).toEqual([
    "Content-Security-Policy",
    "Strict-Transport-Security",
    "X-Content-Type-Options",
    "X-Frame-Options",
    "Referrer-Policy",
    "Cross-Origin-Resource-Policy",
    "Permissions-Policy",
  ]);
  expect(securityHeaders(none)["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  expect(securityHeaders(none)["Permissions-Policy"]).toMatch(/^accelerometer=\(\), .*camera=\(\)/);
});

describe("the editor's policy", () => {
  const editor = editorHeaders();
  const policy = editor["Content-Security-Policy"];

  test("runs only the site's own scripts, and reaches only the site and GitHub", () => {
    expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("form-action 'none'");
    const hosts = policy.match(/https:\/\/[^\s;]+/g) ?? [];
    expect(
      hosts.every((host) =>
        /^https:\/\/([\w-]+\.)*(github\.com|githubusercontent\.com|githubstatus\.com)$/.test(host),
      ),
    ).toBe(true);
  });

  test("keeps the editor out of search engines and frames, and lets it open GitHub's sign-in window", () => {
    expect(editor["X-Robots-Tag"]).toBe("noindex");
    expect(editor["X-Frame-Options"]).toBe("DENY");
    expect(editor["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
  });

  test("covers the editor's page and its files, and no other address", () => {
    for (const path of ["/admin", "/ADMIN", "/admin/", "/admin/assets/index-x.js"])
      expect(isEditorPath(path), path).toBe(true);
    for (const path of ["/", "/administrator", "/works/admin", "/gallery"])
      expect(isEditorPath(path), path).toBe(false);
  });
});

test("the works' tiles and manifests are open to other sites; their pages and the rest are not", () => {
  for (const path of [
    "/iiif/0123/info.json",
    "/iiif/0123/full/500,375/0/default.jpg",
    "/works/low-tide/manifest.json",
  ]) {
    expect(headersFor(path, none, false), path).toMatchObject({
      "Access-Control-Allow-Origin": "*",
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
  }
  for (const path of ["/works/low-tide", "/works/low-tide.json", "/works/a/b/manifest.json", "/gallery"]) {
    expect(headersFor(path, none, false), path).toMatchObject({
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    expect(headersFor(path, none, false), path).not.toHaveProperty("Access-Control-Allow-Origin");
  }
});

test("an address with an empty segment is no page's, however it was spelt", () => {
  for (const spelled of ["//rooms/k", "/rooms//k", "/%2Frooms/k", "/%2f_redirects", "//"]) {
    expect(emptySegment.test(decodedPath(spelled) ?? ""), spelled).toBe(true);
  }
  for (const plain of ["/", "/rooms/k", "/works/low-tide.json", "/iiif/abc/full/max/0/default.jpg"]) {
    expect(emptySegment.test(plain), plain).toBe(false);
  }
});
