import { expect, test, vi } from "vitest";
import { buildReport, duration, progressLine, tenth } from "./build-report";

test("the progress line says how many photographs of how many are ready, and then how long the rest will take", () => {
  expect(progressLine(1, 160, 900, 900)).toBe("Photographs: 1 of 160 ready");
  // A quarter done in a minute: three more to go.
  expect(progressLine(40, 160, 60_000, 1_500)).toBe("Photographs: 40 of 160 ready, about 3 min 00 s left");
  expect(progressLine(150, 160, 150_000, 1_000)).toBe("Photographs: 150 of 160 ready, about 10 s left");
  // None made yet: no guess.
  expect(progressLine(40, 160, 1_000, undefined)).toBe("Photographs: 40 of 160 ready");
  expect(progressLine(160, 160, 125_000)).toBe("Photographs: 160 of 160 ready, in 2 min 05 s");
});

test("in a log, the line comes once for each tenth of the photographs", () => {
  const printed: number[] = [];
  let last = -1;
  for (let done = 1; done <= 161; done++) {
    if (tenth(done, 161) > last) {
      last = tenth(done, 161);
      printed.push(done);
    }
  }
  // The first photograph, each tenth, and the last.
  expect(printed).toHaveLength(11);
  expect(printed.at(0)).toBe(1);
  expect(printed.at(-1)).toBe(161);
});

/** The gate's hooks, as Vite calls them: `buildStart`, then `load` before an import is made and `transform` once it is. */
function hooksOf({ gate }: ReturnType<typeof buildReport>) {
  const hook = <T>(h: unknown) => (typeof h === "function" ? h : (h as { handler: unknown }).handler) as T;
  return {
    buildStart: hook<() => void>(gate.buildStart),
    load: hook<(id: string) => Promise<null>>(gate.load),
    transform: hook<(code: string, id: string) => void>(gate.transform),
  };
}

/** A report whose photographs stop `msFromNow` from now, its gate started, and what it stops with. */
function timedReport(msFromNow: number) {
  const stops: string[] = [];
  const report = buildReport({
    contentDir: "content",
    cacheDir: "/nonexistent",
    // The minutes count from the process's start.
    photographMinutes: Math.max(1e-9, performance.now() + msFromNow) / 60_000,
    stop: (message) => void stops.push(message),
  });
  const hooks = hooksOf(report);
  hooks.buildStart.call({});
  return { report, stops, ...hooks };
}

test("durations read as minutes and seconds", () => {
  expect(duration(400)).toBe("0 s");
  expect(duration(59_600)).toBe("1 min 00 s");
  expect(duration(408_000)).toBe("6 min 48 s");
});

test("a few photographs' imports are made at a time, the next when one is done, so photographs finish in turn", async () => {
  const report = buildReport({ contentDir: "content", cacheDir: "/nonexistent" });
  const { buildStart, load, transform } = hooksOf(report);
  const imports = Array.from({ length: 5 }, (_, n) => `/c/images/works/${n}.jpg?w=360`);
  buildStart.call({});
  report.expect(imports);
  const started: string[] = [];
  const loads = imports.map((id) => load.call({}, id).then(() => started.push(id)));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(started).toEqual(imports.slice(0, 3));
  transform.call({}, "", imports[1] ?? "");
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(started).toEqual([...imports.slice(0, 3), imports[3]]);
  for (const id of imports) transform.call({}, "", id);
  await Promise.all(loads);
  expect(started).toEqual(imports);
});

test("past its time, no photograph is begun: those being made finish, and the build stops saying the next one carries on", async () => {
  // Its time is up from the start.
  const { report, stops, load } = timedReport(-performance.now());
  const imports = ["/c/images/works/1.jpg?w=360", "/c/images/works/2.jpg?w=360"];
  report.expect(imports);
  const started: string[] = [];
  for (const id of imports) void load.call({}, id).then(() => started.push(id));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(started).toEqual([]);
  expect(stops).toHaveLength(1);
  expect(stops[0]).toMatch(
    /^Photographs: 0 of 2 ready after \d+ s, the time this host gives them in one build/,
  );
  expect(stops[0]).toMatch(/carries on with the other 2/);
});

test("a photograph being made when the time runs out is finished and counted before the build stops", async () => {
  // Time enough to start the first imports, not the rest.
  const { report, stops, load, transform } = timedReport(50);
  const imports = Array.from({ length: 5 }, (_, n) => `/c/images/works/${n}.jpg?w=360`);
  report.expect(imports);
  const started: string[] = [];
  for (const id of imports) void load.call({}, id).then(() => started.push(id));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(started).toEqual(imports.slice(0, 3));
  await new Promise((resolve) => setTimeout(resolve, 60));
  transform.call({}, "", imports[0] ?? "");
  transform.call({}, "", imports[1] ?? "");
  await new Promise((resolve) => setTimeout(resolve, 10));
  // None begun in their place, and the build goes on while one is still being made.
  expect(started).toEqual(imports.slice(0, 3));
  expect(stops).toEqual([]);
  transform.call({}, "", imports[2] ?? "");
  expect(stops).toHaveLength(1);
  expect(stops[0]).toMatch(/^Photographs: 3 of 5 ready/);
});

test("photographs all made when the time runs out, the build goes on", async () => {
  const { report, stops, load, transform } = timedReport(30);
  const imports = ["/c/images/works/1.jpg?w=360", "/c/images/works/2.jpg?w=360"];
  report.expect(imports);
  await Promise.all(imports.map((id) => load.call({}, id)));
  await new Promise((resolve) => setTimeout(resolve, 40));
  for (const id of imports) transform.call({}, "", id);
  expect(stops).toEqual([]);
});

test("a build carrying on from the image cache: the log's time left follows the photographs made, not those the cache gave at once", async () => {
  let now = 1_000_000;
  vi.spyOn(Date, "now").mockImplementation(() => now);
  const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
  try {
    const report = buildReport({ contentDir: "content", cacheDir: "/nonexistent" });
    const { buildStart, load, transform } = hooksOf(report);
    buildStart.call({});
    const imports = Array.from({ length: 40 }, (_, n) => `/c/images/works/${n}.jpg?w=360`);
    report.expect(imports);
    for (const [n, id] of imports.entries()) {
      await load.call({}, id);
      // 30 from the cache, a few milliseconds each, then one made every 10 s.
      now += n < 30 ? 5 : 10_000;
      transform.call({}, "", id);
    }
    const lines = log.mock.calls.flat();
    // All from the cache so far: no guess, where 20 s for all 32 would have said a few seconds.
    expect(lines).toContain("Photographs: 28 of 40 ready");
    // At 32 of 40, two made at 10 s each: 8 to go, 80 s.
    expect(lines).toContain("Photographs: 32 of 40 ready, about 1 min 20 s left");
  } finally {
    vi.restoreAllMocks();
  }
});
