// Lighthouse (mobile, its throttling simulated or applied) in Debian's Chromium, for the
// benchmark: every target audited once a round, round after round, so that a slow minute of this
// shared machine falls on all the pages compared alike; then each target's medians and ranges.
// The audits run in tools/lighthouse.ts, where Lighthouse is installed (tools/install.ts).
import { spawn } from "node:child_process";
import path from "node:path";
import { median } from "./median.ts";

/** A page to audit: its label in the tables, and its address. */
export type Target = { label: string; url: string };

/**
 * The phone Lighthouse plays: its processor `cpuSlowdown` times slower than this machine's
 * (Lighthouse's 4 if not given), and its slow network and processor either simulated from an
 * unthrottled load (Lighthouse's default) or `applied`: Chromium itself held to them while the
 * page loads, so a font arrives when it would on the phone, not when loopback delivers it.
 */
export type Phone = { cpuSlowdown?: number; applied?: boolean };

/** The phone's words in a table's title. */
export const describePhone = ({ cpuSlowdown, applied }: Phone) =>
  `${applied ? "throttling applied in Chromium" : "simulated throttling"}${cpuSlowdown ? ` with the processor ${cpuSlowdown}x slower` : ""}`;

/** One run's figures. */
export type LighthouseRun = {
  label: string;
  /** The phone it ran on, in describePhone's words. */
  phone: string;
  perf: number;
  a11y: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** What the blocking time went to (bench/blocking.ts). */
  scripts: number;
  document: number;
  noFile: number;
  /** Bytes as transferred, headers included, by type. */
  script: number;
  html: number;
  total: number;
  requests: number;
};

/**
 * `rounds` runs of every target on every one of `phones`, a round at a time: each round audits
 * every target once on each phone, the builds of a page in turn, each round starting from the
 * next build. A run's `phone` says which.
 */
export function lighthouseRounds(
  targets: readonly Target[][],
  rounds: number,
  phones: readonly Phone[],
): Promise<LighthouseRun[]> {
  const runner = path.resolve(import.meta.dirname, "..", "tools", "lighthouse.ts");
  // Its progress on stderr, as it goes; its figures on stdout. Not a synchronous call: the control
  // page it audits is served by the benchmark's own process.
  const child = spawn(process.execPath, [runner], { stdio: ["pipe", "pipe", "inherit"] });
  child.stdin.end(JSON.stringify({ targets, rounds, phones }));
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) =>
    child.on("close", (code) =>
      code === 0
        ? resolve(JSON.parse(output) as LighthouseRun[])
        : reject(new Error(`Lighthouse stopped (${code})`)),
    ),
  );
}

/** "median (min-max)" of a column. */
const spread = (values: number[]) => `${median(values)} (${Math.min(...values)}-${Math.max(...values)})`;

/**
 * Each target's medians and ranges, with its median blocking time above the control's (the
 * target labelled `control`), and the median bytes it loaded.
 */
export function medianTable(runs: readonly LighthouseRun[], control: string) {
  const labels = [...new Set(runs.map((run) => run.label))];
  const controlTbt = median(runs.filter((run) => run.label === control).map((run) => run.tbt));
  return labels.map((label) => {
    const of = runs.filter((run) => run.label === label);
    const column = (key: keyof Omit<LighthouseRun, "label" | "phone">) => of.map((run) => run[key]);
    return {
      page: label,
      perf: spread(column("perf")),
      "FCP ms": spread(column("fcp")),
      "LCP ms": spread(column("lcp")),
      CLS: median(column("cls")),
      "TBT ms": spread(column("tbt")),
      "TBT over control": median(column("tbt")) - controlTbt,
      "of it: scripts": median(column("scripts")),
      document: median(column("document")),
      "no file": median(column("noFile")),
      "JS KB": (median(column("script")) / 1024).toFixed(1),
      "HTML KB": (median(column("html")) / 1024).toFixed(1),
      "total KB": (median(column("total")) / 1024).toFixed(1),
      requests: median(column("requests")),
      "a11y, best pr., SEO": [column("a11y"), column("bestPractices"), column("seo")].map(median).join(", "),
    };
  });
}
