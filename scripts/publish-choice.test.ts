import { expect, test } from "vitest";
import {
  type BuiltArtifact,
  choosePublish,
  type Origin,
  type PublishingRun,
  untrusted,
  workflowFile,
} from "./publish-choice";

// Which build a publishing job puts live, on small cases; publish-concurrency.test.ts runs it
// under GitHub's queue of publishing jobs.

const c1 = "1111111aaaa";
const c2 = "2222222bbbb";
const c3 = "3333333cccc";
/** The branch's commits, newest first. */
const branch = [c3, c2, c1];
const repository = "painter/site";
const workflow = ".github/workflows/site.yml";
/** A publishing job of this workflow on main. */
const job = (runId: number, sha: string): PublishingRun => ({
  runId,
  sha,
  workflow,
  branch: "main",
  repository,
});
/** A push to main in this repository, as GitHub's API reports its run. */
const pushed: Origin = { workflow, event: "push", branch: "main", repository };
const build = (
  runId: number,
  sha: string,
  createdAt: string,
  expired = false,
  origin = pushed,
): BuiltArtifact => ({
  runId,
  sha,
  createdAt,
  expired,
  origin,
});

test("a run of the branch's newest commit publishes its own build", () => {
  expect(choosePublish(job(3, c3), branch, [build(3, c3, "2026-05-01T10:20:00Z")])).toEqual({
    publish: "own",
    runId: 3,
    sha: c3,
    reason: "this run's build of 3333333, the branch's newest commit.",
  });
});

test("a run of an older commit publishes the newest commit's build, from the run that made it", () => {
  const builds = [build(1, c1, "2026-05-01T10:05:00Z"), build(3, c3, "2026-05-01T10:10:00Z")];
  expect(choosePublish(job(2, c2), branch, [...builds, build(2, c2, "2026-05-01T10:30:00Z")])).toEqual({
    publish: "other",
    runId: 3,
    sha: c3,
    reason: "run 3's build of 3333333, the branch's newest commit. This run's own commit, 2222222, is older.",
  });
});

test("while the newest commit has no build, the newest that has one is published, never an older one", () => {
  // Not yet built, or its checks failed: its own run publishes it if it passes.
  const builds = [build(1, c1, "2026-05-01T10:05:00Z"), build(2, c2, "2026-05-01T10:30:00Z")];
  expect(choosePublish(job(2, c2), branch, builds)).toMatchObject({ publish: "own", sha: c2 });
  expect(choosePublish(job(1, c1), branch, builds)).toMatchObject({
    publish: "other",
    runId: 2,
    sha: c2,
    reason:
      "run 2's build of 2222222, the newest commit with a build: 3333333, newer, has none (not yet, or its checks failed). This run's own commit, 1111111, is older.",
  });
  // This run's own build expired (a job run again after a week): nothing older than its commit.
  expect(
    choosePublish(job(2, c2), branch, [
      build(1, c1, "2026-05-01T10:05:00Z"),
      build(2, c2, "2026-05-01T10:30:00Z", true),
    ]),
  ).toEqual({ publish: "none", reason: "neither 2222222 nor a newer commit has a build." });
});

test("expired builds are passed over", () => {
  const builds = [build(3, c3, "2026-05-01T10:10:00Z", true), build(2, c2, "2026-05-01T10:30:00Z")];
  expect(choosePublish(job(1, c1), branch, builds)).toMatchObject({ runId: 2, sha: c2 });
});

test("of several builds of one commit (its push's, the day's), the latest unexpired one", () => {
  const builds = [
    build(3, c3, "2026-05-01T10:10:00Z"),
    build(9, c3, "2026-05-03T00:26:00Z"),
    build(8, c3, "2026-05-02T00:25:00Z"),
    build(10, c3, "2026-05-04T00:24:00Z", true),
  ];
  expect(choosePublish(job(3, c3), branch, builds)).toMatchObject({
    publish: "other",
    runId: 9,
    sha: c3,
  });
  expect(choosePublish(job(9, c3), branch, builds)).toMatchObject({ publish: "own", runId: 9 });
});

test("a run whose commit is no longer on the branch (its history rewritten) publishes nothing", () => {
  const gone = "4444444dddd";
  expect(choosePublish(job(4, gone), branch, [build(4, gone, "2026-05-01T11:00:00Z")])).toEqual({
    publish: "none",
    reason: "4444444 is not among the branch's latest commits.",
  });
  // Nor is a build of such a commit published by another run.
  expect(
    choosePublish(job(1, c1), branch, [
      build(1, c1, "2026-05-01T10:05:00Z"),
      build(4, gone, "2026-05-01T11:00:00Z"),
    ]),
  ).toMatchObject({ publish: "own", sha: c1 });
});

// A fork's pull request runs this workflow as the fork has edited it, and its commits may reach
// main by a merge commit: c3 here, the merge not yet built when run 2's job starts.
const strangers: [string, Partial<Origin>][] = [
  [
    "a fork's pull request (its branch named main too)",
    { event: "pull_request", repository: "stranger/site" },
  ],
  ["a run whose commit came from another repository", { repository: "stranger/site" }],
  ["a run whose repository was deleted", { repository: null }],
  ["another workflow of this repository", { workflow: ".github/workflows/preview.yml" }],
  ["a pull_request run of this repository's main", { event: "pull_request" }],
  ["a run started by hand", { event: "workflow_dispatch" }],
  ["a push to another branch of this repository", { branch: "preview" }],
];

test.each(strangers)("a build from %s is never published", (_, made) => {
  const builds = [
    build(2, c2, "2026-05-01T10:05:00Z"),
    build(7, c3, "2026-05-01T10:10:00Z", false, { ...pushed, ...made }),
  ];
  expect(choosePublish(job(2, c2), branch, builds)).toEqual({
    publish: "own",
    runId: 2,
    sha: c2,
    reason:
      "this run's build of 2222222, the newest commit with a build: 3333333, newer, has none (not yet, or its checks failed).",
  });
});

test("this workflow's builds from a push to main and from the day's run are published", () => {
  const day: Origin = { ...pushed, event: "schedule" };
  for (const origin of [pushed, day])
    expect(
      choosePublish(job(2, c2), branch, [build(3, c3, "2026-05-01T10:10:00Z", false, origin)]),
    ).toMatchObject({ publish: "other", runId: 3, sha: c3 });
});

test("why a build is passed over is said in one line, a stranger's names quoted", () => {
  const branchName = "main\n::error::Published";
  expect(untrusted(job(2, c2), { ...pushed, repository: "stranger/site", event: "pull_request" })).toBe(
    'its commit came from "stranger/site"',
  );
  expect(untrusted(job(2, c2), { ...pushed, branch: branchName })).toBe(
    'it was made on branch "main\\n::error::Published"',
  );
  expect(untrusted(job(2, c2), pushed)).toBeUndefined();
});

test("the job's own workflow file is read from GITHUB_WORKFLOW_REF", () => {
  // The example of GitHub's list of default variables.
  expect(
    workflowFile(
      "octocat/hello-world/.github/workflows/my-workflow.yml@refs/heads/my_branch",
      "octocat/hello-world",
    ),
  ).toBe(".github/workflows/my-workflow.yml");
  expect(
    workflowFile("octocat/other/.github/workflows/site.yml@refs/heads/main", "octocat/hello-world"),
  ).toBeUndefined();
});
