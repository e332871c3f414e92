// `npm run bench`: the figures that depend on the machine, printed, never
// asserted (the budgets that hold on any machine are tests):
//   1. the full build, cold (no cached images) and warm, and what one new
//      photograph straight from a phone adds to a warm build;
//   2. Lighthouse (mobile, simulated throttling) on the four pages and a work's
//      page, in Debian's Chromium, served two ways: by `npm start` over plain
//      HTTP/1.1, and by nginx with deploy/nginx.conf over TLS and HTTP/2, as a
//      host serves it to a visitor's phone. Scores, paint timings, bytes by
//      type, requests; with each run's blocking time split by what Lighthouse
//      charges it to (scripts/blocking.ts), and, on the first, two controls: a
//      page of one heading, no style and no script, whose blocking time is the
//      machine's own (the browser committing a navigation, making a context),
//      and each page as built without its scripts (scripts/without-scripts.ts),
//      whose blocking time is its own rendering: the site's JavaScript adds
//      the difference;
//   3. the main thread's long tasks (50 ms or more after the first paint) while
//      each of those pages and the not-found page loads with 4x CPU throttling,
//      and what each was spent on (scripts/long-tasks.ts), as a phone runs them
//      and with the parsing Playwright's DevTools adds (a worse case);
//   4. a loopback load run of `npm start` on the home page and the largest
//      image, with the server's memory before and after.
// BENCH_RUNS sets the Lighthouse runs per page and server (default 5: each
// table ends with every page's median, Lighthouse's advice for its variance),
// BENCH_SECONDS the length of each load run (default 10); BENCH_BUILD=0
// measures the existing build instead of building twice.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import sharp from "sharp";
import { parse, stringify } from "yaml";
import { navLinks, workPath } from "../app/lib/pages.ts";
import type { BuiltSite } from "../deploy/policy.ts";
import { type AuditedTask, blockingByCause } from "./blocking.ts";
import { chromiumFlags, chromiumPath } from "./chromium.ts";
import { longTaskLines, traceLongTasks } from "./long-tasks.ts";
import { median } from "./median.ts";
import { startNginx, throwawayCertificate } from "./nginx.ts";
import { copyWithoutScripts } from "./without-scripts.ts";

const project = path.resolve(import.meta.dirname, "..");
const port = "4200";
const base = `http://127.0.0.1:${port}`;
// nginx: TLS on one port, and on the other the plain HTTP that redirects to it.
const [nginxPort, nginxTlsPort] = ["4201", "4202"];
const controlPort = 4203;
const noScripts = { port: "4204", build: path.join(project, "build-e2e", "bench-no-scripts") };
const noScriptsBase = `http://127.0.0.1:${noScripts.port}`;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

/** Builds the site (of content/, or of the content in `env`), and prints and gives the seconds it took. */
function timeBuild(label: string, env: Record<string, string> = {}) {
  const started = performance.now();
  execFileSync(path.join(project, "node_modules", ".bin", "react-router"), ["build"], {
    cwd: project,
    stdio: "ignore",
    env: { ...process.env, ...env },
  });
  const took = (performance.now() - started) / 1000;
  console.log(`${label}: ${took.toFixed(1)} s`);
  return took;
}

/**
 * A phone's photograph of `painting`: a JPEG of 4000 x 3000 pixels, a few MB, held upright
 * (3000 x 4000) by its EXIF orientation, the painting enlarged with a camera's fine grain: new
 * pixels on every run, so no build has seen it.
 */
async function phonePhotograph(file: string, painting: string) {
  const [width, height] = [3000, 4000];
  const pixels = await sharp(painting)
    .autoOrient()
    .resize(width, height, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer();
  const create = { width, height, channels: 3 as const, background: "#808080" };
  const noise = { type: "gaussian" as const, mean: 128, sigma: 8 };
  const grain = await sharp({ create: { ...create, noise } })
    .raw()
    .toBuffer();
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = Math.max(0, Math.min(255, (pixels[i] ?? 0) + (grain[i] ?? 128) - 128));
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .rotate(-90)
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toFile(file);
  return statSync(file).size;
}

/**
 * What one new photograph from a phone adds to a warm build, in a copy of content/: the warm
 * build's time, then again with a new work whose photograph no build has seen.
 */
async function timeNewPhotograph() {
  const folder = path.join(project, "build-e2e", "bench-content");
  rmSync(folder, { recursive: true, force: true });
  cpSync(path.join(project, "content"), folder, { recursive: true });
  const env = { CONTENT_DIR: folder, BUILD_DIR: path.join(project, "build-e2e", "bench-photo") };
  const file = path.join(folder, "works.yaml");
  const works = parse(readFileSync(file, "utf8"));
  const all = [...works.gallery, ...(works.available ?? [])];
  const image = "works/IMG_4032.JPG";
  const bytes = await phonePhotograph(
    path.join(folder, "images", image),
    path.join(folder, "images", all[0].image),
  );
  const before = timeBuild("  warm, a copy of content/", env);
  const id = Math.max(...all.map((work: { id: number }) => work.id)) + 1;
  const work = {
    id,
    title: "From the Phone",
    year: "2026",
    medium: "Oil on canvas",
    dimensions: "120 x 90 cm",
  };
  works.gallery.push({ ...work, image });
  writeFileSync(file, stringify(works));
  const after = timeBuild(
    `  and a new work, its photograph ${(bytes / 1e6).toFixed(1)} MB from a phone`,
    env,
  );
  console.log(`    the photograph adds ${(after - before).toFixed(1)} s`);
}

if (process.env.BENCH_BUILD !== "0") {
  console.log("Full build, images included");
  // vite-imagetools keeps each processed image here, keyed by the source
  // file's bytes and the settings: removing it makes the next build cold.
  rmSync(path.join(project, "node_modules", ".cache", "imagetools"), {
    recursive: true,
    force: true,
  });
  timeBuild("  cold (no cached images)");
  timeBuild("  warm");
  await timeNewPhotograph();
}

/** `npm start` on `listenOn`, serving the build at BUILD_DIR (or build/). */
const startServer = (listenOn: string, env: Record<string, string> = {}) =>
  spawn(process.execPath, [path.join(project, "server.ts")], {
    env: { ...process.env, PORT: listenOn, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
const server = startServer(port);
await copyWithoutScripts(path.resolve(project, process.env.BUILD_DIR ?? "build"), noScripts.build);
const noScriptsServer = startServer(noScripts.port, { BUILD_DIR: noScripts.build });

/** The control: a page with nothing of the site's, on a server of its own. */
const control = createServer((_, response) => {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  response.end('<!doctype html><html lang="en"><title>Control</title><h1>A page of one heading</h1></html>');
}).listen(controlPort, "127.0.0.1");
const controlPage = { label: "control: one heading", url: `http://127.0.0.1:${controlPort}/` };

async function waitForServer(origin: string, child: ReturnType<typeof startServer>) {
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch (error) {
      if (tries > 50 || child.exitCode !== null) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

type ResourceRow = { resourceType: string; transferSize: number; requestCount: number };

/** One Lighthouse run of `url`; a run whose trace failed (it happens on a busy machine) is redone, twice at most. */
async function audit(port: number, url: string, attempt = 1): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    logLevel: "error",
    output: "json",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  const error = result ? result.lhr.runtimeError : { message: "no result" };
  if (!error && result) return result.lhr;
  if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${error?.message}`);
  console.log(`Lighthouse on ${url} failed (${error?.message}); running it again.`);
  return audit(port, url, attempt + 1);
}

/** The four pages and the first work's page (build/site.json lists them all). */
function benchPages() {
  const { pages } = JSON.parse(
    readFileSync(path.join(project, process.env.BUILD_DIR ?? "build", "site.json"), "utf8"),
  ) as BuiltSite;
  const firstWork = pages.find((page) => page.path.startsWith(workPath({ slug: "" })));
  return [...navLinks.map((page) => page.path), ...(firstWork ? [firstWork.path] : [])];
}

type NetworkRow = { protocol: string };

/**
 * Lighthouse on every bench page of the site at `origin`. Over TLS, Chromium and the hosts in the
 * README speak HTTP/2: one connection for the page and everything it loads. Over plain HTTP,
 * Chromium speaks HTTP/1.1: up to six connections, each opening with a handshake of its own, which
 * Lighthouse's simulation charges as a round trip before a file's first byte.
 */
async function lighthouseTable(title: string, origin: string, extra: { label: string; url: string }[] = []) {
  const chrome = await launch({
    chromePath: chromiumPath,
    // The benchmark's certificate is its own, trusted by nothing.
    chromeFlags: ["--headless=new", "--ignore-certificate-errors", ...chromiumFlags],
  });
  const pages = [...benchPages().map((page) => ({ label: page, url: `${origin}${page}` })), ...extra];
  const rows: (Record<string, string | number> & { page: string })[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const { audits, categories } = await audit(chrome.port, page.url);
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
        const summary = audits["resource-summary"]?.details as unknown as { items: ResourceRow[] };
        const resources = summary.items;
        const bytes = (type: string) =>
          kb(resources.find((item) => item.resourceType === type)?.transferSize ?? 0);
        const network = audits["network-requests"]?.details as unknown as { items: NetworkRow[] };
        const longTasks = audits["long-tasks"]?.details as unknown as { items: AuditedTask[] };
        const blocking = blockingByCause(
          longTasks.items,
          audits["first-contentful-paint"]?.numericValue ?? 0,
          audits.interactive?.numericValue ?? Number.POSITIVE_INFINITY,
        );
        rows.push({
          run,
          page: page.label,
          protocol: network.items[0]?.protocol ?? "?",
          perf: score("performance"),
          a11y: score("accessibility"),
          "best pr.": score("best-practices"),
          seo: score("seo"),
          "FCP ms": ms("first-contentful-paint"),
          "LCP ms": ms("largest-contentful-paint"),
          CLS: Number((audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN).toFixed(3)),
          "TBT ms": ms("total-blocking-time"),
          "of it: scripts": Math.round(blocking.scripts),
          document: Math.round(blocking.document),
          "no file": Math.round(blocking.noFile),
          "JS KB": bytes("script"),
          "CSS KB": bytes("stylesheet"),
          "font KB": bytes("font"),
          "image KB": bytes("image"),
          "HTML KB": bytes("document"),
          "total KB": bytes("total"),
          requests: resources.find((item) => item.resourceType === "total")?.requestCount ?? 0,
        });
      }
    }
  } finally {
    chrome.kill();
  }
  console.log(
    `\nLighthouse 13, mobile, simulated throttling, ${title} (KB = 1024 bytes, as transferred, headers included)`,
  );
  console.table(rows);
  console.log(`Median of ${runs} runs`);
  console.table(
    pages.map(({ label: page }) => {
      const ofPage = rows.filter((row) => row.page === page);
      const middle = (column: string) => median(ofPage.map((row) => Number(row[column])));
      return Object.fromEntries([
        ["page", page],
        ...["perf", "FCP ms", "LCP ms", "CLS", "TBT ms"].map((column) => [column, middle(column)]),
      ]);
    }),
  );
}

/** Each bench page's long tasks while it loads, npm start over HTTP/1.1, 4x CPU: what blocks the phone. */
async function longTaskTable() {
  for (const devTools of [false, true]) {
    console.log(
      `\nLong tasks after the first paint, 4x CPU throttling, npm start (scripts/long-tasks.ts), ${
        devTools ? "with the parsing DevTools adds" : "as a phone runs them"
      }`,
    );
    for (const page of [...benchPages(), "/no-such-page"]) {
      console.log(longTaskLines(page, await traceLongTasks(`${base}${page}`, { devTools })).join("\n"));
    }
  }
}

async function loadRun() {
  const assets = path.join(project, "build", "client", "assets");
  const largestImage = readdirSync(assets)
    .filter((name) => /\.(avif|webp|jpg)$/.test(name))
    .map((name) => ({ name, size: statSync(path.join(assets, name)).size }))
    .sort((a, b) => b.size - a.size)[0];
  if (!largestImage) throw new Error("No images in build/client/assets.");
  const targets = [
    { name: "home page (br)", path: "/", headers: { "accept-encoding": "br, gzip" } },
    {
      name: `largest image (${largestImage.name}, ${kb(largestImage.size)} KB)`,
      path: `/assets/${largestImage.name}`,
      headers: {},
    },
  ];
  const rss = () => {
    const rssKb = Number(readFileSync(`/proc/${server.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1]);
    return `${(rssKb / 1024).toFixed(1)} MB`;
  };
  console.log(`\nnpm start on loopback: ${connections} connections, ${seconds} s per target`);
  console.log(`server memory (RSS) before: ${rss()}`);
  for (const target of targets) {
    const result = await autocannon({
      url: base + target.path,
      connections,
      duration: seconds,
      headers: target.headers,
    });
    console.log(
      [
        `${target.name}:`,
        `${result.requests.average.toFixed(0)} req/s`,
        `p99 ${result.latency.p99} ms`,
        `${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`,
        `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
      ].join("  "),
    );
  }
  console.log(`server memory (RSS) after: ${rss()}`);
}

const nginxDir = path.join(project, "build-e2e", "bench-nginx");
const nginx = startNginx(nginxDir, nginxPort, {
  tls: { port: nginxTlsPort, ...throwawayCertificate(nginxDir) },
  buildDir: path.join(project, process.env.BUILD_DIR ?? "build"),
});

try {
  await waitForServer(base, server);
  await waitForServer(noScriptsBase, noScriptsServer);
  const withoutTheirScripts = benchPages().map((page) => ({
    label: `${page} without scripts`,
    url: `${noScriptsBase}${page}`,
  }));
  await lighthouseTable("npm start over HTTP/1.1", base, [controlPage, ...withoutTheirScripts]);
  await lighthouseTable("nginx over TLS and HTTP/2", `https://127.0.0.1:${nginxTlsPort}`);
  await longTaskTable();
  await loadRun();
} finally {
  server.kill("SIGTERM");
  noScriptsServer.kill("SIGTERM");
  nginx.kill("SIGQUIT");
  control.close();
}
