// Lighthouse (mobile, its throttling simulated or applied) in Debian's Chromium, for the
// benchmark: every target audited once a round, round after round, so that a slow minute of this
// shared machine falls on all the pages compared alike, and on each phone (throttling simulated,
// applied) alike. A process of its own, run by bench/lighthouse.ts: Lighthouse is in tools/. Reads
// { targets, rounds, phones } on its input and writes each run's figures on its output.
import { readFileSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse, { defaultConfig, type Result } from "lighthouse";
import { type AuditedTask, blockingByCause } from "../bench/blocking.ts";
import { describePhone, type LighthouseRun, type Phone, type Target } from "../bench/lighthouse.ts";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.ts";

type ResourceRow = { resourceType: string; transferSize: number; requestCount: number };

/** Lighthouse's own settings for `phone`: its processor's slowdown, if given (4 by default), and its throttling applied rather than simulated, if asked. */
const configWith = ({ cpuSlowdown, applied }: Phone) => ({
  extends: "lighthouse:default",
  settings: {
    ...(applied ? { throttlingMethod: "devtools" as const } : {}),
    throttling: {
      ...defaultConfig.settings?.throttling,
      ...(cpuSlowdown === undefined ? {} : { cpuSlowdownMultiplier: cpuSlowdown }),
    },
  },
});

/** One Lighthouse run of `url`; a run whose trace failed (it happens on a busy machine) is redone, twice at most. */
async function audit(port: number, url: string, phone: Phone, attempt = 1): Promise<Result> {
  const result = await lighthouse(
    url,
    {
      port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    },
    configWith(phone),
  );
  const error = result ? result.lhr.runtimeError : { message: "no result" };
  if (!error && result) return result.lhr;
  if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${error?.message}`);
  console.error(`Lighthouse on ${url} failed (${error?.message}); running it again.`);
  return audit(port, url, phone, attempt + 1);
}

/** The figures of one run of `target` on `phone`. */
function figures(label: string, phone: Phone, { audits, categories }: Result): LighthouseRun {
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
    phone: describePhone(phone),
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
 * `rounds` runs of every target on every phone, a round at a time: each round audits every target
 * once on each phone, the builds of a page in turn, each round starting from the next build, so
 * that none is always first.
 */
async function lighthouseRounds(
  targets: readonly Target[][],
  rounds: number,
  phones: readonly Phone[],
): Promise<LighthouseRun[]> {
  const chrome = await launch({
    chromePath: chromiumPath,
    // The benchmark's certificates are its own, trusted by nothing.
    chromeFlags: ["--headless=new", "--ignore-certificate-errors", ...chromiumFlags],
  });
  const runs: LighthouseRun[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      for (const phone of phones) {
        for (const group of targets) {
          const first = round % group.length;
          for (const { label, url } of [...group.slice(first), ...group.slice(0, first)]) {
            runs.push(figures(label, phone, await audit(chrome.port, url, phone)));
          }
        }
      }
      console.error(`  round ${round + 1} of ${rounds} done`);
    }
  } finally {
    chrome.kill();
  }
  return runs;
}

const { targets, rounds, phones } = JSON.parse(readFileSync(0, "utf8")) as {
  targets: Target[][];
  rounds: number;
  phones: Phone[];
};
console.log(JSON.stringify(await lighthouseRounds(targets, rounds, phones)));
