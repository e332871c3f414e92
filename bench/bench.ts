// `npm run bench`: the figures that depend on the machine, printed, never asserted (the budgets
// that hold on any machine are tests). In one sitting:
//   1. three catalogues: content/ (the sample), and 120 and 400 works made from its photographs
//      (bench/catalogue.ts; the 400's photographs small, to keep it quick). Each is built cold
//      (no cached images) and warm, with the time each build took, the number of files it made
//      (Cloudflare Pages publishes at most 20,000) and the bytes as sent of its pages by kind (the
//      lists', the series', the exhibitions', the works');
//   2. Lighthouse (mobile, with its throttling simulated and applied, below; Debian's Chromium,
//      `npm start` over HTTP/1.1) at 16 and at 120 works: Home, Gallery, Available Works,
//      Contact, a work's page, a viewing room (120 works) and the not-found page, as built (and without its scripts,
//      bench/without-scripts.ts, with BENCH_WITHOUT_SCRIPTS=1), beside a control page of one
//      heading and no style or script; BENCH_RUNS rounds (5), each auditing every page once, the
//      builds of a page in turn; each page's medians and ranges, and its blocking time above
//      the control's.
//      BENCH_BEFORE=<git revision>[,<revision>…] builds those revisions of the project from the
//      same catalogues and adds their pages to every round: a before and after (or several
//      alternatives) in one sitting. BENCH_CPU=<n> slows the phone's processor n times
//      instead of Lighthouse's 4 (this machine is about 2.5 times as fast as the one the budgets
//      were first measured on: 10 is that machine's phone). Each round audits every page twice,
//      with two tables: Lighthouse's simulated throttling (from a loopback load, in which the
//      faces arrive at once), then the throttling applied (Chromium itself slowing the network
//      and processor while the page loads, as its "devtools" method does: a font arrives when it
//      would on the phone). BENCH_THROTTLING=simulated or =applied measures only that one; then,
//      on the same build, the Interaction to Next Paint of each control's first tap, on a page
//      loaded with no intent before, and of a later tap (bench/first-tap.ts; BENCH_TAPS=0 skips);
//   3. a loopback load run of `npm start` on Home and the largest image (BENCH_SECONDS each, 10);
//   4. a visitor under a flood of slow clients (bench/flood.ts): 500 connections from ten addresses
//      against `npm start` (and the revisions of BENCH_BEFORE) and nginx, BENCH_RUNS runs each, in
//      turn; the visit's median and slowest time, and the visits that failed, of 20 a run.
//      BENCH_FLOOD=only runs this alone, on the build in build/ (or BUILD_DIR); BENCH_FLOOD=0 skips it.
// BENCH_PORT=<port> serves from that port on (4300) where another's servers use those.
// BENCH_CONTENT=<folder> measures that content folder too, as a catalogue of its number of works;
// BENCH_WORKS=16,120 measures only those catalogues; BENCH_COLD=0 skips the cold build (keeping
// the cached images) and BENCH_SECONDS=0 the load run, for a sitting of Lighthouse alone;
// BENCH_PAGES=/,/gallery,/available,/contact,work audits only those pages (beside the control),
// "work" a work's page, "room" the viewing room's and "not-found" the not-found page.
import { type ChildProcess, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import { copyFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { parse } from "yaml";
import { roomPath } from "../rules/rooms.ts";
import { startNginx } from "../scripts/nginx.ts";
import { serve, waitForServer } from "../scripts/serve-build.ts";
import { imageCacheDir } from "../vite/image-cache.ts";
import { makeCatalogue } from "./catalogue.ts";
import { firstTapRounds } from "./first-tap.ts";
import { type FloodTarget, floodRounds } from "./flood.ts";
import { describePhone, lighthouseRounds, medianTable, type Phone, type Target } from "./lighthouse.ts";
import { copyWithoutScripts } from "./without-scripts.ts";

const project = path.resolve(import.meta.dirname, "..");
const benchDir = path.join(project, "build-e2e", "bench");
const runs = Number(process.env.BENCH_RUNS ?? 5);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const befores = process.env.BENCH_BEFORE?.split(",").filter(Boolean) ?? [];
const cold = process.env.BENCH_COLD !== "0";
const withoutScripts = process.env.BENCH_WITHOUT_SCRIPTS === "1";
const cpuSlowdown = process.env.BENCH_CPU ? Number(process.env.BENCH_CPU) : undefined;
const throttling = process.env.BENCH_THROTTLING;
if (throttling && throttling !== "simulated" && throttling !== "applied")
  throw new Error(`BENCH_THROTTLING is simulated or applied (both when not given), not ${throttling}`);
/** The phones Lighthouse plays: its throttling simulated, applied, or both (by default). */
const phones: Phone[] = [false, true]
  .filter((applied) => !throttling || (throttling === "applied") === applied)
  .map((applied) => ({ cpuSlowdown, applied }));
const only = process.env.BENCH_WORKS?.split(",").map(Number);
/** BENCH_TAPS=0 leaves out the taps' Interaction to Next Paint (bench/first-tap.ts). */
const taps = process.env.BENCH_TAPS !== "0";
const onlyPages = process.env.BENCH_PAGES?.split(",").filter(Boolean);
/** The benchmark's servers' ports, from BENCH_PORT (4300) on, and the control's just before. */
const firstPort = Number(process.env.BENCH_PORT ?? 4300);
const floodAlone = process.env.BENCH_FLOOD === "only";
const withFlood = process.env.BENCH_FLOOD !== "0";

/** A load run of a server with autocannon (tools/load.ts, where autocannon is installed). */
function loadRun(options: {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}) {
  const runner = path.join(project, "tools", "load.ts");
  const output = execFileSync(process.execPath, [runner, JSON.stringify(options)], { encoding: "utf8" });
  return JSON.parse(output) as {
    requestsPerSecond: number;
    p99: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
}

/** BENCH_CONTENT=<folder>: a content folder of one's own measured too (an imported career), by its number of works. */
const ownContent = process.env.BENCH_CONTENT && path.resolve(process.env.BENCH_CONTENT);
const ownWorks = (folder: string) => {
  const works = parse(readFileSync(path.join(folder, "works.yaml"), "utf8")) as Record<
    string,
    unknown[] | null
  >;
  return (works.gallery?.length ?? 0) + (works.available?.length ?? 0);
};

/** The catalogues measured: the sample, two generated ones, and BENCH_CONTENT's. */
const catalogues = [
  { works: 16, content: path.join(project, "content"), lighthouse: true },
  { works: 120, shape: { works: 120, inGallery: 0.6, size: 2400, viewsEvery: 3 }, lighthouse: true },
  { works: 400, shape: { works: 400, inGallery: 0.6, size: 900, viewsEvery: 3 }, lighthouse: false },
  ...(ownContent ? [{ works: ownWorks(ownContent), content: ownContent, lighthouse: true }] : []),
].filter((catalogue) => !floodAlone && (!only || only.includes(catalogue.works)));

/** `react-router build` of `root` (this project, or the revision compared with it), timed in seconds. */
function timeBuild(root: string, env: Record<string, string>) {
  const started = performance.now();
  execFileSync(path.join(root, "node_modules", ".bin", "react-router"), ["build"], {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, ...env },
  });
  return (performance.now() - started) / 1000;
}

/** Every file under `dir`. */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

/** Bytes of a built file as sent: its .br copy where the build made one. */
const sent = (file: string) => statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;

/**
 * The pages of a build by kind (each list's, the series', the exhibitions', the works'), from its
 * registry (site.json): how many, and the bytes of the first and the largest as sent.
 */
function pageBytes(buildDir: string) {
  const { pages } = JSON.parse(readFileSync(path.join(buildDir, "site.json"), "utf8")) as {
    pages: { path: string; file: string }[];
  };
  return ["/gallery", "/available", "/series/", "/exhibitions/", "/works/"].flatMap((prefix) => {
    const bytes = pages
      .filter((page) => page.path.startsWith(prefix))
      .map((page) => sent(path.join(buildDir, "client", page.file)));
    return bytes.length === 0
      ? []
      : [{ pages: prefix, count: bytes.length, first: bytes[0] ?? 0, largest: Math.max(...bytes) }];
  });
}

/** A revision compared with this one, checked out beside it, sharing its packages when its lockfile is the same. */
function checkOutBefore(revision: string, index: number) {
  const root = path.join(benchDir, `before-source-${index + 1}`);
  rmSync(root, { recursive: true, force: true });
  execFileSync("git", ["worktree", "prune"], { cwd: project });
  execFileSync("git", ["worktree", "add", "--detach", root, revision], { cwd: project, stdio: "ignore" });
  const lock = (dir: string) => readFileSync(path.join(dir, "package-lock.json"), "utf8");
  if (lock(root) === lock(project))
    symlinkSync(path.join(project, "node_modules"), path.join(root, "node_modules"));
  else execFileSync("npm", ["ci", "--ignore-scripts"], { cwd: root, stdio: "ignore" });
  return root;
}

/** `npm start` serving the build at `buildDir` on `port`. */
// Lighthouse stops at a document that answers 404: each build's not-found page is audited as a file.
const notFoundCopy = "bench-not-found.html";
/** Copies a build's not-found page, and its compressed copies, to `notFoundCopy`. */
async function copyNotFound(client: string) {
  for (const suffix of ["", ".br", ".gz"]) {
    await copyFile(path.join(client, `404.html${suffix}`), path.join(client, `${notFoundCopy}${suffix}`));
  }
}
const pagesAudited = ["/", "/gallery", "/available", "/contact", "work", "room", `/${notFoundCopy}`].filter(
  (page) => !onlyPages || onlyPages.includes(page === `/${notFoundCopy}` ? "not-found" : page),
);

/** The control: a page of one heading, no style and no script, on a server of its own. */
const control = createServer((_, response) => {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  response.end('<!doctype html><html lang="en"><title>Control</title><h1>A page of one heading</h1></html>');
}).listen(firstPort - 1, "127.0.0.1");

const beforeRoots = befores.map((revision, index) => ({ revision, root: checkOutBefore(revision, index) }));
const servers: ReturnType<typeof serve>[] = [];
let port = firstPort;
try {
  for (const catalogue of catalogues) {
    const label = `${catalogue.works} works`;
    console.log(`\n${label}`);
    const content = catalogue.content ?? path.join(benchDir, `content-${catalogue.works}`);
    if (catalogue.shape) await makeCatalogue(path.join(project, "content"), content, catalogue.shape);
    const buildDir = path.join(benchDir, `build-${catalogue.works}`);
    const env = { CONTENT_DIR: content, BUILD_DIR: buildDir };
    if (cold) {
      rmSync(imageCacheDir(content), { recursive: true, force: true });
      console.log(`  build: ${timeBuild(project, env).toFixed(1)} s cold (no cached images)`);
    }
    const warm = timeBuild(project, env);
    const client = path.join(buildDir, "client");
    console.log(`  build: ${warm.toFixed(1)} s ${cold ? "warm" : "(images cached before)"}`);
    console.log(`  files: ${filesIn(client).length} in build/client (Cloudflare Pages takes at most 20,000)`);
    console.table(
      pageBytes(buildDir).map(({ pages, count, first, largest }) => ({
        pages,
        count,
        "first page, bytes as sent": first,
        "largest page, bytes as sent": largest,
      })),
    );
    if (!catalogue.lighthouse) continue;

    // Every build of this catalogue, served: as built, without its scripts, and the revisions before.
    // Each build served by its own revision's server, which reads the site.json that revision writes.
    const builds: { name: string; dir: string; root?: string }[] = [{ name: "now", dir: buildDir }];
    await copyNotFound(client);
    if (withoutScripts) {
      const noScripts = path.join(benchDir, `build-${catalogue.works}-no-scripts`);
      await copyWithoutScripts(buildDir, noScripts);
      builds.push({ name: "now, no scripts", dir: noScripts });
    }
    for (const [index, { revision, root }] of beforeRoots.entries()) {
      const beforeBuild = path.join(benchDir, `build-${catalogue.works}-before-${index + 1}`);
      // The same photographs' cached images: the revision's own build is not what is timed.
      const cache = imageCacheDir(content, root);
      if (!existsSync(cache)) {
        mkdirSync(path.dirname(cache), { recursive: true });
        symlinkSync(imageCacheDir(content), cache);
      }
      timeBuild(root, { CONTENT_DIR: content, BUILD_DIR: beforeBuild });
      await copyNotFound(path.join(beforeBuild, "client"));
      builds.push({ name: revision, dir: beforeBuild, root });
    }
    const served = builds.map((build) => ({ ...build, ...serve(build.dir, port++, build.root) }));
    servers.push(...served);
    for (const { origin, server } of served) await waitForServer(origin, server);
    // A work's page: the first in this build's registry of pages.
    const { pages, rooms } = JSON.parse(readFileSync(path.join(buildDir, "site.json"), "utf8")) as {
      pages: { path: string }[];
      rooms: { key: string }[];
    };
    const workPage = pages.find((page) => page.path.startsWith("/works/"))?.path ?? "/";
    // A viewing room's page, where the catalogue has one (the generated ones do, the sample not).
    const room = rooms[0];
    const addressOf = (page: string) =>
      page === "work" ? workPage : page === "room" && room ? roomPath(room) : page;
    const targets: Target[][] = [
      [{ label: "control: one heading", url: `http://127.0.0.1:${firstPort - 1}/` }],
      ...pagesAudited
        .filter((page) => page !== "room" || room)
        .map((page) =>
          served.map(({ name, origin }) => ({
            label: `${page === "work" ? "a work's page" : page === "room" ? "a viewing room" : page} (${name})`,
            url: `${origin}${addressOf(page)}`,
          })),
        ),
    ];
    console.log(
      `  Lighthouse, ${runs} rounds of ${targets.flat().length} pages, ${phones.length} times each`,
    );
    const results = await lighthouseRounds(targets, runs, phones);
    for (const phone of phones) {
      const name = describePhone(phone);
      console.log(
        `\nLighthouse 13, mobile, ${name.toUpperCase()}, npm start over HTTP/1.1, ${label}: medians (ranges) of ${runs} runs`,
      );
      console.table(
        medianTable(
          results.filter((run) => run.phone === name),
          "control: one heading",
        ),
      );
    }

    // The taps, on this build: each control's first tap (which sends for the script) and a later one.
    const now = served[0];
    if (now && taps) {
      console.log(
        `\nThe first and a later tap (INP), ${runs} rounds, 390 px, CPU 4x, 150 ms, 1.6 Mb/s, ${label}`,
      );
      console.table(
        await firstTapRounds(
          now.origin,
          [
            { name: "Home: a recent work", path: "/", selector: "main a[data-awaits-island]" },
            { name: "Gallery: a card", path: "/gallery", selector: "main a[data-awaits-island]" },
            {
              name: "a work's page: Look closer",
              path: workPage,
              selector: "main [data-awaits-island]:text('Look closer')",
            },
          ],
          runs,
        ),
      );
    }
  }

  // The server itself under load, on the sample's build.
  const sample = path.join(benchDir, "build-16");
  if (existsSync(sample) && seconds > 0 && !floodAlone) {
    const { server, origin } = serve(sample, port++);
    servers.push({ server, origin });
    await waitForServer(origin, server);
    const assets = path.join(sample, "client", "assets");
    const largest = readdirSync(assets)
      .filter((name) => /\.(avif|webp|jpg)$/.test(name))
      .map((name) => ({ name, size: statSync(path.join(assets, name)).size }))
      .sort((a, b) => b.size - a.size)[0];
    const rss = () => {
      const kb = Number(readFileSync(`/proc/${server.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1]);
      return `${(kb / 1024).toFixed(1)} MB`;
    };
    console.log(`\nnpm start on loopback: 50 connections, ${seconds} s per target; memory before: ${rss()}`);
    const targets: { name: string; path: string; headers: Record<string, string> }[] = [
      { name: "Home (br)", path: "/", headers: { "accept-encoding": "br, gzip" } },
      { name: `largest image (${largest?.name})`, path: `/assets/${largest?.name}`, headers: {} },
    ];
    for (const target of targets) {
      const result = loadRun({
        url: origin + target.path,
        connections: 50,
        seconds,
        headers: target.headers,
      });
      console.log(
        `  ${target.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99} ms, ` +
          `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
      );
    }
    console.log(`  memory after: ${rss()}`);
  }

  // A visitor under a flood of slow clients, on the sample's build (or the one given).
  const flooded = floodAlone ? path.resolve(project, process.env.BUILD_DIR ?? "build") : sample;
  if (withFlood && existsSync(flooded)) {
    /** Stops `server` and waits until it has. */
    const stopped = (server: ChildProcess) => async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
    };
    /** `npm start` of this project (or of `root`, a revision's) on `flooded`, on a port of its own. */
    const served = (name: string, root?: string): FloodTarget => {
      const targetPort = port++;
      return {
        name,
        origin: `http://127.0.0.1:${targetPort}`,
        start: async () => {
          const { server, origin } = serve(flooded, targetPort, root);
          await waitForServer(origin, server);
          return stopped(server);
        },
      };
    };
    const nginxPort = port++;
    const nginx: FloodTarget = {
      name: "nginx",
      origin: `http://127.0.0.1:${nginxPort}`,
      start: async () => {
        const server = startNginx(path.join(benchDir, "nginx"), String(nginxPort), { buildDir: flooded });
        await waitForServer(`http://127.0.0.1:${nginxPort}`, server);
        return stopped(server);
      },
    };
    await floodRounds(
      [
        served("npm start (now)"),
        ...beforeRoots.map(({ revision, root }) => served(`npm start (${revision})`, root)),
        nginx,
      ],
      runs,
    );
  }
} finally {
  for (const { server } of servers) server.kill("SIGTERM");
  control.close();
  for (const { root } of beforeRoots)
    execFileSync("git", ["worktree", "remove", "--force", root], { cwd: project });
}
