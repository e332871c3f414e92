import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import type { BuiltSite } from "../hosting/policy.ts";
import { readCatalogue } from "../pipeline/read.ts";
import { cachedFiles } from "./image-cache.ts";

// What the build tells the artist: one line for the photographs while they are made (in place on
// a terminal, a line per tenth in a log), then what was built and how long it took, or, past the
// time a host gives a build (PHOTOGRAPH_MINUTES), that the next build carries on. Vite's and
// React Router's own lines (each file, each page) are left out: vite.config.ts sets the log level.

/** "1 min 05 s", "40 s". */
export function duration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${String(seconds % 60).padStart(2, "0")} s` : `${seconds} s`;
}

/**
 * How many of the last photographs ready give the pace: a tenth of them (a log's line to the
 * next), at least two; fewer, and photographs that finish together make it jump.
 */
export const paceOver = (total: number) => Math.max(2, Math.ceil(total / 10));

/**
 * A photograph ready this long after its first file was begun was made (encoded); one taken
 * from the image cache is ready in milliseconds.
 */
const madeAfterMs = 500;

/**
 * The progress line: how many photographs of how many are ready, and how long the rest will take
 * at `paceMs` a photograph, the pace of the last few made; none yet (a build carrying on from the
 * image cache, whose first photographs come from it at once), no guess.
 */
export function progressLine(done: number, total: number, elapsedMs: number, paceMs?: number): string {
  const line = `Photographs: ${done} of ${total} ready`;
  if (done === total) return `${line}, in ${duration(elapsedMs)}`;
  // Until a few are done, the pace says little.
  if (done < paceOver(total) || paceMs === undefined) return line;
  return `${line}, about ${duration(paceMs * (total - done))} left`;
}

/**
 * What a build that ran out of its host's time says: what is made is kept, and the next build
 * carries on from there.
 */
export function stoppedLine(done: number, total: number, elapsedMs: number): string {
  return [
    `Photographs: ${done} of ${total} ready after ${duration(elapsedMs)}, the time this host gives them in one build. The build stops here, and the site is not published yet.`,
    `They are kept: start the build again (on Netlify, Deploys > Trigger deploy > Deploy site) and it carries on with the other ${total - done}; once every photograph is made, the site is published.`,
  ].join("\n");
}

/** In a log, the line is printed once per tenth of the photographs (and at the end). */
export const tenth = (done: number, total: number): number => Math.floor((done * 10) / total);

/** Numbers as the artist reads them: 1,932. */
const count = (n: number) => n.toLocaleString("en-GB");
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

/** How many photographs' imports are made at once: enough to keep every core busy (each makes
 * up to 12 files), few enough that photographs are finished one after another, and the progress
 * line moves, instead of all at the end. */
const importsAtOnce = 3;

/**
 * The report's plugins: `gate`, placed before vite-imagetools, which lets a few photographs' imports
 * be made at a time and counts them done; `summary`, placed last, which speaks once the whole build
 * is done. And `expect`, through which the content plugin names each photograph's imports (its
 * sizes and formats, whole or cut) once it knows them.
 */
export function buildReport({
  contentDir,
  cacheDir,
  photographMinutes,
  stop = (message) => {
    console.error(message);
    process.exit(1);
  },
}: {
  contentDir: string;
  cacheDir: string;
  /** Minutes from the build's start after which no photograph is begun (a host's build time limit). */
  photographMinutes?: number;
  /** Ends the build with `message` once the photographs being made are done (tests replace it). */
  stop?: (message: string) => void;
}) {
  /** Each photograph's imports still to come; a photograph is ready when its set is empty. */
  let waiting = new Map<string, Set<string>>();
  let total = 0;
  let started = 0;
  let firstImage = 0;
  let lastTenth = -1;
  let lastDrawn = 0;
  let cachedBefore = new Set<string>();
  const onTerminal = process.stdout.isTTY === true;
  /** The imports being made, and the ones waiting their turn. */
  const making = new Set<string>();
  const queue: (() => void)[] = [];
  const photographOf = (id: string) => id.split("?")[0] ?? "";
  // From the process's start: the host's clock runs from before the build's first step.
  const stopAt =
    photographMinutes && photographMinutes > 0
      ? performance.timeOrigin + photographMinutes * 60_000
      : undefined;
  let stopped = false;
  const timeIsUp = () => stopAt !== undefined && Date.now() >= stopAt;

  /** The next import waiting its turn starts; past the time, none does, and the last to finish stops the build. */
  function next() {
    if (!timeIsUp()) return void queue.shift()?.();
    // Every photograph made, the build goes on, however late.
    if (making.size > 0 || waiting.size === 0 || stopped) return;
    stopped = true;
    // Below the progress line, which a terminal shows without its line's end.
    if (onTerminal) process.stdout.write("\n");
    stop(stoppedLine(total - waiting.size, total, Date.now() - performance.timeOrigin));
  }

  /** When each photograph's first file was begun; and each ready photograph, when, and whether it was made. */
  const begun = new Map<string, number>();
  const ready: { at: number; made: boolean }[] = [];

  /**
   * A photograph's time, from the last few ready: the time they took over those of them made. The
   * rest are taken to be made, as in a build carrying on, whose cached photographs come first.
   */
  function pace(): number | undefined {
    const last = ready.slice(-paceOver(total));
    const made = last.filter((one) => one.made).length;
    const since = ready.at(-paceOver(total) - 1)?.at ?? firstImage;
    return made > 0 ? ((last.at(-1)?.at ?? since) - since) / made : undefined;
  }

  function show(done: number) {
    const now = Date.now();
    const line = progressLine(done, total, now - firstImage, pace());
    if (onTerminal) {
      // Redrawn at most five times a second, and at the end.
      if (done < total && now - lastDrawn < 200) return;
      lastDrawn = now;
      process.stdout.write(`\r\x1b[2K${line}${done === total ? "\n" : ""}`);
    } else if (tenth(done, total) > lastTenth) {
      lastTenth = tenth(done, total);
      console.log(line);
    }
  }

  const gate: Plugin = {
    name: "portfolio-build-report:gate",
    apply: "build",
    enforce: "pre",
    buildStart() {
      // Once, for the first of the build's environments.
      if (started) return;
      started = Date.now();
      cachedBefore = cachedFiles(cacheDir);
    },
    async load(id) {
      if (!waiting.get(photographOf(id))?.has(id)) return null;
      firstImage ||= Date.now();
      if (making.size >= importsAtOnce || timeIsUp()) {
        const turn = new Promise<void>((resolve) => queue.push(resolve));
        if (making.size === 0) next();
        await turn;
      }
      making.add(id);
      if (!begun.has(photographOf(id))) begun.set(photographOf(id), Date.now());
      // vite-imagetools, next, makes it.
      return null;
    },
    transform: {
      order: "post",
      handler(_code, id) {
        if (!making.delete(id)) return;
        const imports = waiting.get(photographOf(id));
        imports?.delete(id);
        if (imports?.size === 0) {
          waiting.delete(photographOf(id));
          const at = Date.now();
          ready.push({ at, made: at - (begun.get(photographOf(id)) ?? at) >= madeAfterMs });
        }
        show(total - waiting.size);
        next();
      },
    },
  };

  const summary: Plugin = {
    name: "portfolio-build-report:summary",
    apply: "build",
    // After React Router's part of the build (its pages and the site's files are written), and
    // after the image cache's pruning (image-cache.ts), when it holds just the site's files.
    buildApp: {
      order: "post",
      async handler(builder) {
        const client = builder.environments.client?.config.build.outDir ?? "build/client";
        const cached = [...cachedFiles(cacheDir)];
        const made = cached.filter((file) => !cachedBefore.has(file)).length;
        const site = JSON.parse(readFileSync(path.join(client, "..", "site.json"), "utf8")) as BuiltSite;
        const works = readCatalogue(contentDir).works.size;
        console.log(
          [
            `Built ${plural(site.pages.length, "page")} for ${plural(works, "work")} in ${duration(Date.now() - started)}, in ${path.relative(process.cwd(), client)}.`,
            `Photographs: ${count(total)}, in ${plural(cached.length, "image file")}: ${count(made)} encoded now, ${count(cached.length - made)} reused from ${path.relative(process.cwd(), cacheDir)}.`,
          ].join("\n"),
        );
      },
    },
  };
  return {
    gate,
    summary,
    /** The imports of each photograph in `contentDir`/images, from the modules that import them. */
    expect(imports: readonly string[]) {
      waiting = new Map();
      for (const id of imports) {
        waiting.set(photographOf(id), (waiting.get(photographOf(id)) ?? new Set()).add(id));
      }
      total = waiting.size;
      lastTenth = -1;
      // In a build; the development server makes photographs as pages ask for them.
      if (started) show(0);
    },
  };
}
