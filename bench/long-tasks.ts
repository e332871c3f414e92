// The main thread's long tasks while a page loads, with 4x CPU throttling: each task of the
// page's own renderer of 50 ms or more after the first paint, and what it was spent on (the
// evaluation of scripts, a function called from which file, style, layout, paint...), read from
// a performance trace of Debian's Chromium: `node bench/long-tasks.ts <origin> <path>...`
// prints them for the site at <origin>.
//
// DevTools itself adds work to the page's tasks: attached as Playwright attaches it, V8 finds
// the source positions of each function it reports by parsing that function again, in the
// middle of the page's own work. So the trace is taken with those positions recorded as the code
// is compiled (`asOnAPhone`), as a phone runs it (`devTools: true` measures without it), and
// leaves out the trace categories that sample stacks.
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.ts";

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
};

/** A long task: when it started after the first paint, how long it took, and its parts by time. */
export type LongTask = { start: number; duration: number; parts: [string, number][] };

/** V8 records source positions as it compiles, so DevTools has no function to parse again. */
const asOnAPhone = ["--js-flags=--no-enable-lazy-source-positions"];

const categories = ["toplevel", "devtools.timeline", "v8.execute", "loading"].join(",");

/** A task of the main thread's scheduler, as the two families of trace categories name it. */
const isTask = (event: TraceEvent) =>
  event.name === "ThreadControllerImpl::RunTask" || event.name === "RunTask";

/**
 * The file of a script's address, without its hash: "/assets/entry.client-AbCd1234.js" is
 * "entry.client"; a script inside a page is "inline in <page>".
 */
function fileOf(url: unknown) {
  if (typeof url !== "string" || !url) return "unknown";
  const name = new URL(url, "http://x").pathname.split("/").pop() || "index";
  return name.endsWith(".js") ? name.replace(/-[\w-]{8}\.js$/, "") : `inline in ${name}`;
}

/** What an event inside a task is, in words: "evaluate entry.client", "layout", "call viewer-history". */
function describe(event: TraceEvent): string | null {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case "EvaluateScript":
      return `evaluate ${fileOf(data.url)}`;
    // The page's module and all it imports (its start-*.js: the framework, the routes' modules).
    case "v8.evaluateModule":
      return "evaluate modules";
    case "FunctionCall":
      return `call ${fileOf(data.url)}${data.functionName ? ` (${data.functionName})` : ""}`;
    case "RunMicrotasks":
      return "microtasks";
    case "IntersectionObserverController::computeIntersections":
      return "intersection observers";
    case "UpdateLayoutTree":
    case "RecalculateStyles":
      return "style";
    case "Layout":
      return "layout";
    case "Paint":
    case "PrePaint":
    case "Layerize":
    case "UpdateLayer":
      return "paint";
    case "ParseHTML":
    case "DecodedDataDocumentParser::AppendBytes":
      return "parse HTML";
    case "ParseAuthorStyleSheet":
      return "parse CSS";
    case "Decode Image":
    case "ImageDecodeTask":
      return "decode image";
    case "HitTest":
      return "hit test";
    case "GCEvent":
    case "MinorGC":
    case "MajorGC":
    case "V8.GC_SCAVENGER":
    case "BlinkGC.AtomicPhase":
      return "garbage collection";
    default:
      return null;
  }
}

/**
 * The long tasks of the page's renderer main thread, from a trace: each RunTask of `threshold`
 * ms or more that starts after the first contentful paint, its time split among the events
 * inside it (the innermost described one owns each microsecond).
 */
export function longTasks(events: readonly TraceEvent[], threshold = 50): LongTask[] {
  // The first paint is the page's renderer's, on its main thread (the blank page before it has
  // a renderer of its own).
  const paint = events.find((event) => event.name === "firstContentfulPaint");
  if (!paint) throw new Error("The trace has no first contentful paint.");
  const onMain = events.filter(
    (event) => event.ph === "X" && event.pid === paint.pid && event.tid === paint.tid,
  );
  const origin =
    events.find((event) => event.name === "navigationStart" && event.pid === paint.pid)?.ts ?? paint.ts;
  const after = paint.ts;
  const tasks = onMain.filter(
    (event) => isTask(event) && (event.dur ?? 0) >= threshold * 1000 && event.ts >= after,
  );
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain
      .filter((event) => !isTask(event) && event.ts >= task.ts && event.ts < end)
      .map((event) => ({ event, what: describe(event) }))
      .filter((item): item is { event: TraceEvent; what: string } => item.what !== null);
    // Each microsecond to the innermost described event covering it (the latest to start).
    const owners = new Map<string, number>();
    const step = 100;
    for (let at = task.ts; at < end; at += step) {
      let owner = "other";
      let latest = -1;
      for (const { event, what } of inside) {
        if (event.ts <= at && at < event.ts + (event.dur ?? 0) && event.ts > latest) {
          latest = event.ts;
          owner = what;
        }
      }
      owners.set(owner, (owners.get(owner) ?? 0) + step);
    }
    const parts = [...owners]
      .map(([what, us]) => [what, us / 1000] as [string, number])
      .filter(([, ms]) => ms >= 2)
      .sort((a, b) => b[1] - a[1]);
    return { start: (task.ts - origin) / 1000, duration: (task.dur ?? 0) / 1000, parts };
  });
}

/**
 * Loads `url` in a phone-sized page with the CPU slowed 4x, and gives its trace's long tasks: as a
 * phone runs the page, or with the parsing DevTools adds (`devTools`).
 */
export async function traceLongTasks(url: string, { cpu = 4, settle = 4000, devTools = false } = {}) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, ...(devTools ? [] : asOnAPhone)],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const client = await page.context().newCDPSession(page);
    await client.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    const events: TraceEvent[] = [];
    client.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => client.once("Tracing.tracingComplete", () => resolve()));
    await client.send("Tracing.start", { categories, transferMode: "ReportEvents" });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(settle);
    await client.send("Tracing.end");
    await done;
    return longTasks(events);
  } finally {
    await browser.close();
  }
}

/** The table: a line per long task, with its parts. */
export function longTaskLines(label: string, tasks: readonly LongTask[]): string[] {
  if (tasks.length === 0) return [`${label}: no long task`];
  return [
    `${label}: ${tasks.length} long task(s), ${tasks.reduce((sum, task) => sum + task.duration, 0).toFixed(0)} ms`,
    ...tasks.map(
      (task) =>
        `  at ${task.start.toFixed(0).padStart(5)} ms, ${task.duration.toFixed(0).padStart(4)} ms: ${task.parts
          .map(([what, ms]) => `${what} ${ms.toFixed(0)}`)
          .join(", ")}`,
    ),
  ];
}

if (import.meta.main) {
  const [origin = "http://127.0.0.1:4173", ...paths] = process.argv.slice(2);
  for (const path of paths.length > 0 ? paths : ["/"]) {
    console.log(longTaskLines(path, await traceLongTasks(new URL(path, origin).href)).join("\n"));
  }
}
