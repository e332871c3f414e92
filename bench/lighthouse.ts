// Lighthouse (mobile, simulated throttling) in Debian's Chromium, for the benchmark: every target
// audited once a round, round after round, so that a slow minute of this shared machine falls on
// all the pages compared alike; then each target's medians and ranges.
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.ts";
import { type AuditedTask, blockingByCause } from "./blocking.ts";
import { median } from "./median.ts";

/** A page to audit: its label in the tables, and its address. */
export type Target = { label: string; url: string };

/** One run's figures. */
export type Run = {
  label: string;
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

/** The figures of one run of `target`. */
function figures(label: string, { audits, categories }: Result): Run {
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  /** An audit's table of items. */
  const items = <Item>(id: string) => (audits[id]?.details as { items?: Item[] } | undefined)?.items ?? [];
  const resources = items<ResourceRow>("resource-summary");
  const of = (type: string) => resources.find((item) => item.resourceType === type);
  const longTasks = items<AuditedTask>("long-tasks");
  const blocking = blockingByCause(longTasks, value("first-contentful-paint"), value("interactive"));
  return {
    label,
    perf: score("performance"),
    a11y: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: Math.round(value("first-contentful-paint")),
    lcp: Math.round(value("largest-contentful-paint")),
    cls: Number(value("cumulative-layout-shift").toFixed(3)),
    tbt: Math.round(value("total-blocking-time")),
    scripts: Math.round(blocking.scripts),
    document: Math.round(blocking.document),
    noFile: Math.round(blocking.noFile),
    script: of("script")?.transferSize ?? 0,
    html: of("document")?.transferSize ?? 0,
    total: of("total")?.transferSize ?? 0,
    requests: of("total")?.requestCount ?? 0,
  };
}

/**
 * `rounds` runs of every target, a round at a time: each round audits every target once, the
 * order of each page's builds turned round every other round.
 */
export async function lighthouseRounds(targets: readonly Target[][], rounds: number): Promise<Run[]> {
  const chrome = await launch({
    chromePath: chromiumPath,
    // The benchmark's certificates are its own, trusted by nothing.
    chromeFlags: ["--headless=new", "--ignore-certificate-errors", ...chromiumFlags],
  });
  const runs: Run[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      for (const group of targets) {
        for (const { label, url } of round % 2 === 0 ? group : group.toReversed()) {
          runs.push(figures(label, await audit(chrome.port, url)));
        }
      }
      process.stdout.write(`  round ${round + 1} of ${rounds} done\n`);
    }
  } finally {
    chrome.kill();
  }
  return runs;
}

/** "median (min-max)" of a column. */
const spread = (values: number[]) => `${median(values)} (${Math.min(...values)}-${Math.max(...values)})`;

/**
 * Each target's medians and ranges, with its median blocking time above the control's (the
 * target labelled `control`), and the median bytes it loaded.
 */
export function medianTable(runs: readonly Run[], control: string) {
  const labels = [...new Set(runs.map((run) => run.label))];
  const controlTbt = median(runs.filter((run) => run.label === control).map((run) => run.tbt));
  return labels.map((label) => {
    const of = runs.filter((run) => run.label === label);
    const column = (key: keyof Omit<Run, "label">) => of.map((run) => run[key]);
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
