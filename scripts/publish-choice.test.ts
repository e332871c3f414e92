import { expect, test } from "vitest";
import { type Build, choosePublish } from "./publish-choice";

// Which build a publishing job puts live, on small cases; publish-concurrency.test.ts runs it
// under GitHub's queue of publishing jobs.

const c1 = "1111111aaaa";
const c2 = "2222222bbbb";
const c3 = "3333333cccc";
/** The branch's commits, newest first. */
const branch = [c3, c2, c1];
const build = (runId: number, sha: string, createdAt: string, expired = false): Build => ({
  runId,
  sha,
  createdAt,
  expired,
});

test("a run of the branch's newest commit publishes its own build", () => {
  expect(choosePublish({ runId: 3, sha: c3 }, branch, [build(3, c3, "2026-05-01T10:20:00Z")])).toEqual({
    publish: "own",
    runId: 3,
    sha: c3,
    reason: "this run's build of 3333333, the branch's newest commit.",
  });
});

test("a run of an older commit publishes the newest commit's build, from the run that made it", () => {
  const builds = [build(1, c1, "2026-05-01T10:05:00Z"), build(3, c3, "2026-05-01T10:10:00Z")];
  expect(
    choosePublish({ runId: 2, sha: c2 }, branch, [...builds, build(2, c2, "2026-05-01T10:30:00Z")]),
  ).toEqual({
    publish: "other",
    runId: 3,
    sha: c3,
    reason: "run 3's build of 3333333, the branch's newest commit. This run's own commit, 2222222, is older.",
  });
});

test("while the newest commit has no build, the newest that has one is published, never an older one", () => {
  // Not yet built, or its checks failed: its own run publishes it if it passes.
  const builds = [build(1, c1, "2026-05-01T10:05:00Z"), build(2, c2, "2026-05-01T10:30:00Z")];
  expect(choosePublish({ runId: 2, sha: c2 }, branch, builds)).toMatchObject({ publish: "own", sha: c2 });
  expect(choosePublish({ runId: 1, sha: c1 }, branch, builds)).toMatchObject({
    publish: "other",
    runId: 2,
    sha: c2,
    reason:
      "run 2's build of 2222222, the newest commit with a build: 3333333, newer, has none (not yet, or its checks failed). This run's own commit, 1111111, is older.",
  });
  // This run's own build expired (a job run again after a week): nothing older than its commit.
  expect(
    choosePublish({ runId: 2, sha: c2 }, branch, [
      build(1, c1, "2026-05-01T10:05:00Z"),
      build(2, c2, "2026-05-01T10:30:00Z", true),
    ]),
  ).toEqual({ publish: "none", reason: "neither 2222222 nor a newer commit has a build." });
});

test("expired builds are passed over", () => {
  const builds = [build(3, c3, "2026-05-01T10:10:00Z", true), build(2, c2, "2026-05-01T10:30:00Z")];
  expect(choosePublish({ runId: 1, sha: c1 }, branch, builds)).toMatchObject({ runId: 2, sha: c2 });
});

test("of several builds of one commit (its push's, the day's), the latest unexpired one", () => {
  const builds = [
    build(3, c3, "2026-05-01T10:10:00Z"),
    build(9, c3, "2026-05-03T00:26:00Z"),
    build(8, c3, "2026-05-02T00:25:00Z"),
    build(10, c3, "2026-05-04T00:24:00Z", true),
  ];
  expect(choosePublish({ runId: 3, sha: c3 }, branch, builds)).toMatchObject({
    publish: "other",
    runId: 9,
    sha: c3,
  });
  expect(choosePublish({ runId: 9, sha: c3 }, branch, builds)).toMatchObject({ publish: "own", runId: 9 });
});

test("a run whose commit is no longer on the branch (its history rewritten) publishes nothing", () => {
  const gone = "4444444dddd";
  expect(choosePublish({ runId: 4, sha: gone }, branch, [build(4, gone, "2026-05-01T11:00:00Z")])).toEqual({
    publish: "none",
    reason: "4444444 is not among the branch's latest commits.",
  });
  // Nor is a build of such a commit published by another run.
  expect(
    choosePublish({ runId: 1, sha: c1 }, branch, [
      build(1, c1, "2026-05-01T10:05:00Z"),
      build(4, gone, "2026-05-01T11:00:00Z"),
    ]),
  ).toMatchObject({ publish: "own", sha: c1 });
});
