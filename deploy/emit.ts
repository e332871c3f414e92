import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { notFoundPage, type Page } from "../app/lib/pages.ts";
import {
  allowedMethods,
  type BuiltPage,
  cacheControl,
  contentSecurityPolicy,
  hiddenPath,
  immutablePrefix,
  securityHeaders,
} from "./policy.ts";

// Build time: turns deploy/policy.ts into the files each host reads, and
// precompresses the text files so no server compresses on the fly.

/**
 * A prerendered page without React Router's `<link rel="modulepreload">`
 * hints. Left in, they start the whole runtime (about 100 KB) in the same
 * instant as the stylesheet, the fonts and the first photograph, and a slow
 * connection shares its bandwidth among them all: Lighthouse measured first
 * paint 0.8-1.5 s later with them. Hydration re-adds them harmlessly.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*\/?>/g, "");
}

/** The type that keeps React Router's module script from running at once. */
const afterPaintType = "text/x-module-after-paint";

/**
 * Runs the page's module script as a module once the page has loaded and its
 * first paint has been shown, a frame later (by then the photographs the load
 * waited for are drawn too). Where paint timing is unknown, at load. A page
 * that is never shown (a tab opened in the background) starts when it is.
 */
const startAfterFirstPaint = `
addEventListener("load", () => {
  const start = () => {
    const script = document.createElement("script");
    script.type = "module";
    script.text = document.getElementById("hydrate").text;
    document.body.append(script);
  };
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return start();
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(start));
  }).observe({ type: "paint", buffered: true });
});`.replace(/\n */g, "");

/**
 * A prerendered page whose scripts start only after it has been drawn: its
 * text, fonts and first photographs have the connection to themselves, and
 * the runtime (about 100 KB) comes after. Every link and mailto address works
 * before it; hydration then adds the viewer and moves without reloads. The
 * page's one module script (the route modules and the runtime's entry)
 * becomes a data block, run as a module by startAfterFirstPaint: the same
 * text, so the CSP hash of that text still allows it.
 */
export function withHydrationAfterPaint(html: string): string {
  const modules = [...html.matchAll(/<script type="module"[^>]*>/g)];
  if (modules.length !== 1) {
    throw new Error(`Expected one module script in a prerendered page, found ${modules.length}.`);
  }
  return html.replace(
    /<script type="module"[^>]*>/,
    `<script>${startAfterFirstPaint}</script><script type="${afterPaintType}" id="hydrate">`,
  );
}

/**
 * The CSP source ('sha256-…') of every inline script a page runs, classic or
 * module, and of the module run after the first paint (withHydrationAfterPaint).
 * Data blocks (the JSON-LD) are never run, so the CSP leaves them be.
 */
export function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi);
  const runs = new RegExp(`^(module|text/javascript|${afterPaintType})?$`, "i");
  return [...scripts]
    .filter(([, attributes = ""]) => runs.test(/\btype="([^"]*)"/i.exec(attributes)?.[1] ?? ""))
    .map(([, , body = ""]) => `sha256-${createHash("sha256").update(body).digest("base64")}`);
}

/**
 * Netlify's and Cloudflare Pages' header rules. These hosts join the values
 * of every rule that matches a path, and two joined policies would both have
 * to allow a script, so one policy on /* allows the inline scripts of all the
 * pages (the not-found page is served for any path).
 */
export function headersFile(scriptHashes: readonly string[]): string {
  const all = Object.entries(securityHeaders(scriptHashes)).map(([name, value]) => `  ${name}: ${value}`);
  return [
    "/*",
    ...all,
    // Not on /* too: hosts join the values of rules that both match (no-cache, public, ...).
    `${immutablePrefix}*`,
    `  Cache-Control: ${cacheControl.immutable}`,
    "",
  ].join("\n");
}

/**
 * Netlify's and Cloudflare Pages' redirects: a page's other file names lead to
 * it. The hosts drop a trailing slash themselves, and refuse rules that do it.
 */
export function redirectsFile(pages: readonly Page[]): string {
  const rules = pages
    .filter((page) => page.path !== notFoundPage.path)
    .flatMap(({ path, file }) => [
      `/${file} ${path} 308`,
      ...(path === "/" ? [] : [`${path}/index.html ${path} 308`]),
    ]);
  return `${rules.join("\n")}\n`;
}

/**
 * What deploy/nginx.conf includes at http level: the CSP of an answer is its
 * page's ($page_csp, set in the page's location) or else one that allows no
 * inline script. A map and not a `set`: requests nginx refuses outright (400)
 * never run `set`, and an empty header would not be sent at all.
 */
export function nginxMaps(): string {
  return [
    "# Written by `npm run build` from deploy/policy.ts: do not edit.",
    "map $page_csp $csp {",
    `    "" "${contentSecurityPolicy([])}";`,
    "    default $page_csp;",
    "}",
    "",
  ].join("\n");
}

/**
 * What deploy/nginx.conf includes at server level: the headers, the methods,
 * the hidden files, the caching of assets, and the pages with their redirects
 * and each its own policy (in a variable, like $cache_control: an add_header
 * in a location would drop every add_header of the server).
 */
export function nginxSite(builtPages: readonly BuiltPage[]): string {
  const { "Content-Security-Policy": _, ...headers } = securityHeaders([]);
  const csp = (page: BuiltPage) => `set $page_csp "${contentSecurityPolicy(page.scriptHashes)}";`;
  const notFound = builtPages.find((page) => page.path === notFoundPage.path);
  const pages = builtPages
    .filter((page) => page !== notFound)
    .map((page) => {
      // Case-insensitive (~*): /GALLERY, /gallery/ and /gallery.html lead to /gallery, as in canonicalPath().
      const pattern = page.path === "/" ? "^/(index\\.html)?$" : `^${page.path}(/|\\.html|/index\\.html)?$`;
      return [
        `location ~* ${pattern} {`,
        `    if ($uri != "${page.path}") {`,
        `        return 308 ${page.path};`,
        "    }",
        `    ${csp(page)}`,
        `    try_files /${page.file} =404;`,
        "}",
      ].join("\n");
    });
  return [
    "# Written by `npm run build` from deploy/policy.ts: do not edit.",
    // Not a page, unless a page's location says so (see nginxMaps).
    'set $page_csp "";',
    "add_header Content-Security-Policy $csp always;",
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`),
    `set $cache_control "${cacheControl.revalidate}";`,
    "add_header Cache-Control $cache_control always;",
    `add_header Allow "${allowedMethods.join(", ")}" always;`,
    `if ($request_method !~ ^(${allowedMethods.join("|")})$) {`,
    "    return 405;",
    "}",
    `location ~ ${hiddenPath.source} {`,
    "    return 404;",
    "}",
    `location ^~ ${immutablePrefix} {`,
    `    set $cache_control "${cacheControl.immutable}";`,
    "    try_files $uri =404;",
    "}",
    ...pages,
    // Every 404 answer is this page (error_page in deploy/nginx.conf).
    `location = /${notFoundPage.file} {`,
    "    internal;",
    ...(notFound ? [`    ${csp(notFound)}`] : []),
    "}",
    "",
  ].join("\n");
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else yield file;
  }
}

// .data: a page's content, fetched when the visitor moves to it within the site.
const compressible = /\.(html|data|js|css|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes file.br and file.gz beside every text file, where they are smaller. */
export async function precompress(dir: string): Promise<void> {
  const jobs: Promise<void>[] = [];
  for await (const file of files(dir)) {
    if (!compressible.test(file)) continue;
    jobs.push(
      (async () => {
        const source = await readFile(file);
        const variants = [
          [".br", await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
          [".gz", await gzipAsync(source, { level: 9 })],
        ] as const;
        const { atime, mtime } = await stat(file);
        for (const [suffix, data] of variants) {
          if (data.length >= source.length) continue;
          await writeFile(file + suffix, data);
          // One Last-Modified for every encoding of the file.
          await utimes(file + suffix, atime, mtime);
        }
      })(),
    );
  }
  await Promise.all(jobs);
}

/**
 * After the prerender: hashes the inline scripts of every page of the
 * registry and writes the pages with their hashes (build/pages.json, for
 * server.ts), the nginx include and _headers/_redirects.
 */
export async function writeDeployFiles(buildDir: string, pages: readonly Page[]): Promise<void> {
  const client = path.join(buildDir, "client");
  const builtPages: BuiltPage[] = await Promise.all(
    pages.map(async ({ path: pagePath, file, title, sitemap }) => ({
      path: pagePath,
      file,
      title,
      sitemap,
      scriptHashes: inlineScriptHashes(await readFile(path.join(client, file), "utf8")),
    })),
  );
  const allHashes = [...new Set(builtPages.flatMap((page) => page.scriptHashes))].sort();
  await mkdir(path.join(buildDir, "nginx"), { recursive: true });
  await Promise.all([
    writeFile(path.join(buildDir, "pages.json"), `${JSON.stringify(builtPages, null, 2)}\n`),
    writeFile(path.join(buildDir, "nginx", "maps.conf"), nginxMaps()),
    writeFile(path.join(buildDir, "nginx", "site.conf"), nginxSite(builtPages)),
    writeFile(path.join(client, "_headers"), headersFile(allHashes)),
    writeFile(path.join(client, "_redirects"), redirectsFile(pages)),
  ]);
}
