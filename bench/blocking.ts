/** A long task as Lighthouse's long-tasks audit lists it: simulated start and length, in ms, and the file it charges. */
export type AuditedTask = { url: string; startTime: number; duration: number };

/** What a run's blocking time went to: the site's scripts, the page's own document, or no file at all. */
export type BlockingByCause = { scripts: number; document: number; noFile: number };

/**
 * A Lighthouse run's Total Blocking Time, split by what each long task is charged to: a script
 * (the runtime, a route's module), the page's document (its parsing, its inline scripts, the
 * layout of what was parsed, or a task that asked for one of its stylesheets, fonts or
 * photographs) or no file: work Lighthouse ties to no file, such as the browser committing the
 * navigation and making the page's JavaScript context, or a task of rendering or promise
 * callbacks with no script on its stack. Counted as Lighthouse counts it: the part of each task
 * between first contentful paint and time to interactive, past 50 ms; over the tasks the audit
 * lists (the 20 longest), so the sum is near the run's TBT, not always equal to it.
 */
export function blockingByCause(
  tasks: readonly AuditedTask[],
  firstPaint: number,
  interactive: number,
): BlockingByCause {
  const split: BlockingByCause = { scripts: 0, document: 0, noFile: 0 };
  for (const task of tasks) {
    const from = Math.max(task.startTime, firstPaint);
    const to = Math.min(task.startTime + task.duration, interactive);
    const blocking = to - from - 50;
    if (blocking <= 0) continue;
    // Lighthouse's words for no file: "Unattributable", "Browser", "Browser GC".
    const cause = !/^https?:/.test(task.url) ? "noFile" : task.url.endsWith(".js") ? "scripts" : "document";
    split[cause] += blocking;
  }
  return split;
}
