// `npm run check`: the built site as `npm start` serves it, checked without a browser before it
// is published: every page 200 with its headers, no inline script but the site's own
// (rules/inline-scripts.ts) and each allowed by the CSP's hashes, as is its inline stylesheet,
// every work's data for the viewer, an unknown address 404 with the not-found page, and every
// address a page names on the site (links, images, share images, the sitemap's) answered 200.
// The build under test is build/, or BUILD_DIR of CONTENT_DIR, as for the servers.
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { builtSite, servedBuild } from "../hosting/built-site.ts";
import { cacheControlFor, headersFor, isEditorPath } from "../hosting/policy.ts";
import { inlineScriptHashes, inlineStyleHashes, siteScriptHashes } from "../hosting/script-hashes.ts";
import type { Content } from "../pipeline/load.ts";
import { readContentOrExit } from "../pipeline/read.ts";
import { everyWork } from "../rules/lists.ts";
import { hasAddress, notFoundPage, workDataPath } from "../rules/pages.ts";
import { serve, waitForServer } from "./serve-build.ts";

/** The hashes a Content-Security-Policy's script-src (or another of its directives) allows. */
export const allowedHashes = (policy: string, directive = "script-src"): Set<string> =>
  new Set(
    [
      ...(new RegExp(`(?:^|;)\\s*${directive} ([^;]*)`).exec(policy)?.[1] ?? "").matchAll(
        /'(sha256-[^']+)'/g,
      ),
    ].map((m) => m[1] ?? ""),
  );

const decode = (text: string) =>
  text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'");

/**
 * Every address on the site that the page at `pagePath` of `origin` names: in its links, images
 * and source sets, its head's tags, and any file of /assets/ in its data (the islands' props).
 */
export function siteAddresses(html: string, pagePath: string, origin: string): string[] {
  const base = new URL(pagePath, origin);
  const values = [...html.matchAll(/\s(href|src|srcset|imagesrcset|content)="([^"]*)"/g)].flatMap(
    ([, name, value]) => {
      const text = decode(value ?? "");
      // A meta tag's content is an address only when written as one.
      if (name === "content") return /^(https?:\/\/|\/)/.test(text) ? [text] : [];
      // A source set lists its candidates between commas; an address may hold one (IIIF's w,h).
      if (name === "href" || name === "src") return [text.trim()];
      return text.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "");
    },
  );
  // Any address of /assets/ in the page's data, where it starts a string or a list's item.
  const assets = [...html.matchAll(/(?<=["'(\s,])\/assets\/[\w.-]+/g)].map(([file]) => file);
  const addresses = new Set<string>();
  for (const value of [...values, ...assets]) {
    // Not a mailto:, tel: or data: address, nor a place on the same page.
    if (!value || value.startsWith("#") || /^(?!https?:)[a-z][a-z0-9+.-]*:/i.test(value)) continue;
    const url = new URL(value, base);
    if (url.origin === origin) addresses.add(url.pathname);
  }
  return [...addresses];
}

/** A port no one is listening on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** Runs `check` on each item, a few at a time. */
async function eachOf<T>(items: readonly T[], check: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(item);
    }),
  );
}

/** The problems of the build in `build` of `content`, as `npm start` serves it. */
export async function checkSite(build: string, content: Content) {
  const origin = content.site.siteUrl;
  const site = builtSite(build);
  if (!site) return { pages: 0, addresses: 0, problems: [`no build in ${build}: run npm run build first`] };
  const problems: string[] = [];
  const { origin: base, server } = serve(build, await freePort());
  /** Each address named, with the first page that names it. */
  const named = new Map<string, string>();
  try {
    await waitForServer(base, server);
    const pages = site.pages.filter(hasAddress);
    await eachOf(pages, async (page) => {
      const reply = await fetch(base + page.path, { redirect: "manual" });
      if (reply.status !== 200) return void problems.push(`${page.path}: ${reply.status}, not 200`);
      const html = await reply.text();
      if (!reply.headers.get("content-type")?.startsWith("text/html"))
        problems.push(`${page.path}: not HTML`);
      const headers = headersFor(page.path, site, true);
      const expected = { ...headers, "Cache-Control": cacheControlFor(page.path) };
      for (const [name, value] of Object.entries(expected)) {
        if (reply.headers.get(name) !== value) problems.push(`${page.path}: ${name} is not "${value}"`);
      }
      const allowed = allowedHashes(reply.headers.get("content-security-policy") ?? "");
      const own = isEditorPath(page.path) ? [] : siteScriptHashes;
      for (const hash of inlineScriptHashes(html)) {
        if (!own.includes(hash))
          problems.push(`${page.path}: an inline script (${hash}) that is none of the site's own`);
        else if (!allowed.has(hash))
          problems.push(`${page.path}: an inline script (${hash}) the CSP does not allow`);
      }
      const allowedStyles = allowedHashes(reply.headers.get("content-security-policy") ?? "", "style-src");
      for (const hash of inlineStyleHashes(html)) {
        if (!allowedStyles.has(hash))
          problems.push(`${page.path}: a <style> (${hash}) the CSP does not allow`);
      }
      for (const address of siteAddresses(html, page.path, origin)) {
        if (!named.has(address)) named.set(address, page.path);
      }
    });
    const sitemap = await fetch(`${base}/sitemap.xml`).then((reply) => reply.text());
    for (const [, loc] of sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)) {
      const address = new URL(loc ?? "", origin).pathname;
      if (!named.has(address)) named.set(address, "/sitemap.xml");
    }
    for (const work of everyWork(content.works)) named.set(workDataPath(work), "the viewer");

    await eachOf([...named], async ([address, page]) => {
      const reply = await fetch(base + address, { method: "HEAD", redirect: "manual" });
      if (reply.status !== 200) problems.push(`${page} names ${address}: ${reply.status}`);
    });

    const unknown = await fetch(`${base}/no-such-page-${Date.now()}`);
    const notFoundHtml = readFileSync(path.join(build, "client", notFoundPage.file), "utf8");
    if (unknown.status !== 404 || (await unknown.text()) !== notFoundHtml) {
      problems.push(`An unknown address answers ${unknown.status}, not 404 with the not-found page`);
    }
  } finally {
    server.kill();
  }
  return { pages: site.pages.length, addresses: named.size, problems };
}

if (import.meta.main) {
  const { pages, addresses, problems } = await checkSite(servedBuild, readContentOrExit());
  if (problems.length > 0) {
    const [first, ...others] = problems.sort();
    for (const problem of others) console.error(`  ${problem}`);
    // Last, in one line, what a host's log ends with: why nothing was published.
    console.error(
      `The built site failed its check, and is not to be published: ${first}` +
        (others.length > 0 ? ` (and ${others.length} more, above).` : "."),
    );
    process.exit(1);
  }
  console.log(`Checked ${pages} pages and ${addresses} addresses they name: all answer as they should.`);
}
