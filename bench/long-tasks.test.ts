import { expect, test } from "vitest";
import { longTaskLines, longTasks } from "./long-tasks.ts";

const main = { pid: 2, tid: 7 };
const task = (ts: number, ms: number) => ({
  name: "ThreadControllerImpl::RunTask",
  cat: "toplevel",
  ph: "X",
  ts,
  dur: ms * 1000,
  ...main,
});
const event = (name: string, ts: number, ms: number, data: Record<string, unknown> = {}) => ({
  name,
  cat: "devtools.timeline",
  ph: "X",
  ts,
  dur: ms * 1000,
  ...main,
  args: { data },
});

// A page's renderer (pid 2) and the blank page's before it (pid 1); times in microseconds.
const trace = [
  { name: "navigationStart", cat: "blink.user_timing", ph: "R", ts: 1_000_000, ...main },
  { name: "firstContentfulPaint", cat: "loading", ph: "I", ts: 1_400_000, ...main },
  // Before the first paint: not counted.
  task(1_100_000, 90),
  // Another renderer's: not counted.
  { ...task(1_500_000, 300), pid: 1 },
  // Under 50 ms: not counted.
  task(1_600_000, 49),
  // The page's modules evaluated, then React's work loop called from the framework's file.
  task(2_000_000, 120),
  event("v8.evaluateModule", 2_000_000, 90),
  event("FunctionCall", 2_090_000, 25, {
    url: "http://127.0.0.1/assets/entry.client-BGR9scyf.js",
    functionName: "D",
  }),
  event("Layout", 2_100_000, 5),
];

test("lists the page's own tasks of 50 ms or more after the first paint, with what each was spent on", () => {
  const tasks = longTasks(trace as never);
  expect(tasks).toHaveLength(1);
  const [only] = tasks;
  expect(only?.start).toBe(1000);
  expect(only?.duration).toBe(120);
  expect(Object.fromEntries(only?.parts ?? [])).toEqual({
    "evaluate modules": 90,
    "call entry.client (D)": 20,
    layout: 5,
    other: 5,
  });
});

test("prints a line per task, or says there is none", () => {
  expect(longTaskLines("/", [])).toEqual(["/: no long task"]);
  expect(longTaskLines("/gallery", longTasks(trace as never))).toEqual([
    "/gallery: 1 long task(s), 120 ms",
    "  at  1000 ms,  120 ms: evaluate modules 90, call entry.client (D) 20, layout 5, other 5",
  ]);
});
