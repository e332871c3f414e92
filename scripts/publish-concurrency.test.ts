import fc from "fast-check";
import { expect, test } from "vitest";
import { type BuiltArtifact, type Choice, choosePublish, type PublishingRun } from "./publish-choice";

// The workflow's publishing jobs under GitHub's concurrency group (site.yml's publish job),
// simulated: one job of the group runs at a time and at most one waits; a job that comes to wait
// cancels the one waiting, whatever their commits. Each push runs its checks (the test or the
// content path) for its own time, and the day's run builds the branch's newest commit; a run whose
// checks pass uploads its build and its publishing job joins the group. The job decides, when it
// starts, with the workflow's own choosePublish, and its site is live when it ends.

/** A run: a push of the next commit, or the day's build of the branch's newest one. */
interface ConcurrencyPlan {
  kind: "push" | "daily";
  /** Minutes from the start. */
  at: number;
  /** Minutes its checks and build take. */
  checks: number;
  passes: boolean;
}

type Rule = (run: PublishingRun, branch: readonly string[], builds: readonly BuiltArtifact[]) => Choice;

/** The rule before: a run publishes its own build if its commit is still the branch's newest. */
const stillNewest: Rule = (run, branch) =>
  branch[0] === run.sha
    ? { publish: "own", runId: run.runId, sha: run.sha, reason: "" }
    : { publish: "none", reason: "" };

/** Every run is of this workflow, on main. */
const thisWorkflow = { workflow: ".github/workflows/site.yml", branch: "main", repository: "painter/site" };

interface Outcome {
  /** The commit live at the end, if any. */
  live: string | undefined;
  /** Each commit put live, in turn. */
  published: string[];
  /** The newest commit whose build passed, if any. */
  newestBuilt: string | undefined;
  log: string[];
}

interface Job {
  runId: number;
  sha: string;
  minutes: number;
}

/** The runs' story, each publishing job taking the next of `publishMinutes` (in turn, from the first). */
function simulate(plans: readonly ConcurrencyPlan[], publishMinutes: readonly number[], rule: Rule): Outcome {
  // What happens next, in order of time, then of when it was planned.
  const events: { at: number; order: number; act: (now: number) => void }[] = [];
  let planned = 0;
  const later = (at: number, act: (now: number) => void) => events.push({ at, order: planned++, act });
  /** The branch's commits, newest first. */
  const branch: string[] = [];
  const builds: BuiltArtifact[] = [];
  const log: string[] = [];
  const published: string[] = [];
  let running: Job | undefined;
  let waiting: Job | undefined;
  let runs = 0;
  let jobs = 0;

  const start = (now: number, job: Job) => {
    running = job;
    const choice = rule({ ...thisWorkflow, runId: job.runId, sha: job.sha }, [...branch], [...builds]);
    if (choice.publish === "none") log.push(`${now}: run ${job.runId}'s job starts: publishes nothing`);
    else {
      // Only a build that was uploaded can be downloaded.
      expect(builds).toContainEqual(expect.objectContaining({ runId: choice.runId, sha: choice.sha }));
      log.push(`${now}: run ${job.runId}'s job starts: publishes ${choice.sha}, run ${choice.runId}'s build`);
    }
    later(now + job.minutes, (end) => {
      if (choice.publish !== "none") {
        published.push(choice.sha);
        log.push(`${end}: ${choice.sha} is live`);
      }
      running = undefined;
      const next = waiting;
      waiting = undefined;
      if (next) start(end, next);
    });
  };
  const join = (now: number, job: Job) => {
    if (!running) return start(now, job);
    log.push(`${now}: run ${job.runId}'s job waits${waiting ? `, cancelling run ${waiting.runId}'s` : ""}`);
    waiting = job;
  };

  for (const plan of plans) {
    later(plan.at, (now) => {
      const runId = ++runs;
      if (plan.kind === "push") {
        branch.unshift(`c${branch.length + 1}`);
        log.push(`${now}: ${branch[0]} pushed: run ${runId}`);
      } else log.push(`${now}: run ${runId}, the day's, builds ${branch[0] ?? "nothing"}`);
      const sha = branch[0];
      if (!sha) return;
      later(now + plan.checks, (built) => {
        if (!plan.passes) {
          log.push(`${built}: run ${runId} fails its checks`);
          return;
        }
        const origin = { ...thisWorkflow, event: plan.kind === "push" ? "push" : "schedule" };
        builds.push({
          runId,
          sha,
          createdAt: new Date(built * 60_000).toISOString(),
          expired: false,
          origin,
        });
        log.push(`${built}: run ${runId} uploads its build of ${sha}`);
        join(built, { runId, sha, minutes: publishMinutes[jobs++ % publishMinutes.length] ?? 1 });
      });
    });
  }
  for (;;) {
    events.sort((a, b) => a.at - b.at || a.order - b.order);
    const event = events.shift();
    if (!event) break;
    event.act(event.at);
  }
  return {
    live: published.at(-1),
    published,
    newestBuilt: branch.find((sha) => builds.some((build) => build.sha === sha)),
    log,
  };
}

const push = (at: number, checks: number, passes = true): ConcurrencyPlan => ({
  kind: "push",
  at,
  checks,
  passes,
});
const daily = (at: number, checks: number, passes = true): ConcurrencyPlan => ({
  kind: "daily",
  at,
  checks,
  passes,
});

// c1's tests take 20 minutes and its job is publishing it (a large upload: 5 minutes) when c2
// (new photographs to encode) and c3 (a word changed) are pushed. c3's job waits; c2's, which
// comes after it, cancels it.
const threeRuns = [push(0, 20), push(21, 3), push(22, 1.5)];
const threeRunsLog = [
  "0: c1 pushed: run 1",
  "20: run 1 uploads its build of c1",
  "20: run 1's job starts: publishes c1, run 1's build",
  "21: c2 pushed: run 2",
  "22: c3 pushed: run 3",
  "23.5: run 3 uploads its build of c3",
  "23.5: run 3's job waits",
  "24: run 2 uploads its build of c2",
  "24: run 2's job waits, cancelling run 3's",
  "25: c1 is live",
];

test("an older run's job that cancels a newer one's waiting job publishes the newer commit's build", () => {
  const outcome = simulate(threeRuns, [5, 2, 2], choosePublish);
  expect(outcome.log).toEqual([
    ...threeRunsLog,
    "25: run 2's job starts: publishes c3, run 3's build",
    "27: c3 is live",
  ]);
  expect(outcome.live).toBe("c3");
});

test("under the rule before (publish only a commit still the newest), the same runs leave c1 live", () => {
  const outcome = simulate(threeRuns, [5, 2, 2], stillNewest);
  expect(outcome.log).toEqual([...threeRunsLog, "25: run 2's job starts: publishes nothing"]);
  expect(outcome.live).toBe("c1");
  expect(outcome.newestBuilt).toBe("c3");
});

test("the day's build of an older commit, whose job cancels a newer push's, does not leave it live", () => {
  // The day's run starts as c2 is pushed, and uploads just after c2's content path.
  const runs = [push(0, 20), daily(21, 3.5), push(21.5, 2)];
  expect(simulate(runs, [5, 2, 2], choosePublish).live).toBe("c2");
  expect(simulate(runs, [5, 2, 2], stillNewest).live).toBe("c1");
});

test("a newer commit that fails its checks does not keep an older one that passed from going live", () => {
  const runs = [push(0, 3), push(1, 20, false)];
  expect(simulate(runs, [1], choosePublish).published).toEqual(["c1"]);
  expect(simulate(runs, [1], stillNewest).published).toEqual([]);
});

/**
 * Pushes within an hour (their commits numbered in the order they come), each taking the content
 * path or every test, most of them passing; and up to two of the day's runs.
 */
const plans = fc
  .tuple(
    fc.array(
      fc.record({
        at: fc.integer({ min: 0, max: 30 }),
        checks: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 15, max: 30 })),
        passes: fc.integer({ min: 0, max: 4 }).map((draw) => draw > 0),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    fc.array(
      fc.record({
        at: fc.integer({ min: 0, max: 60 }),
        checks: fc.integer({ min: 1, max: 6 }),
        passes: fc.boolean(),
      }),
      { maxLength: 2 },
    ),
  )
  .map(([pushes, days]) => [
    ...pushes.map(({ at, checks, passes }) => push(at, checks, passes)),
    ...days.map(({ at, checks, passes }) => daily(at, checks, passes)),
  ]);
const publishMinutes = fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 8 });
const numRuns = 2000;

/** The newest commit whose build passed is live at the end, and the site never goes back to an older one. */
const endsAtNewest = (rule: Rule) =>
  fc.property(plans, publishMinutes, (runs, minutes) => {
    const { live, published, newestBuilt } = simulate(runs, minutes, rule);
    const order = published.map((sha) => Number(sha.slice(1)));
    return live === newestBuilt && order.every((commit, turn) => commit >= (order[turn - 1] ?? 0));
  });

test(`in any order of ${numRuns} generated runs, the newest commit whose build passed ends live`, () => {
  fc.assert(endsAtNewest(choosePublish), { numRuns });
});

test("the same property catches the rule before", () => {
  expect(fc.check(endsAtNewest(stillNewest), { numRuns }).failed).toBe(true);
});
