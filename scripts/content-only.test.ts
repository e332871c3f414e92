import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, expect, test } from "vitest";

// Which path CI takes for a push (scripts/content-only.sh, given the branch's last fully tested
// commit): on repositories made here.

const script = path.resolve("scripts/content-only.sh");
let repo: string;
const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
};
/** Commits the files as they are now, and returns the commit. */
const commit = () => {
  git("add", "-A");
  git(
    "-c",
    "user.name=Test",
    "-c",
    "user.email=test@example.com",
    "commit",
    "-q",
    "--allow-empty",
    "-m",
    "change",
  );
  return git("rev-parse", "HEAD");
};
/** content-only.sh's answer for HEAD, with `tested` the branch's last commit whose every test passed. */
const contentOnly = (tested: string) =>
  execFileSync(script, [tested, "HEAD"], { cwd: repo, encoding: "utf8" }).trim();

// Each test runs a few dozen git commands: more than Vitest's 5 s on a busy machine.
const gitTime = 30_000;

let start: string;
beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), "push-"));
  git("init", "-q");
  write("content/works.yaml", "gallery: []\n");
  write("app/root.tsx", "export {};\n");
  start = commit();
}, gitTime);

test(
  "a push that adds, changes or removes only files of content/ takes the content path",
  () => {
    write("content/images/works/17.jpg", "a photograph");
    write("content/works.yaml", "gallery: [17]\n");
    commit();
    rmSync(path.join(repo, "content/images/works/17.jpg"));
    commit();
    expect(contentOnly(start)).toBe("true");
  },
  gitTime,
);

test(
  "a push that changes anything else, or nothing, runs every test",
  () => {
    write("content/works.yaml", "gallery: [17]\n");
    write("app/root.tsx", "export const a = 1;\n");
    commit();
    expect(contentOnly(start)).toBe("false");
    // A file moved out of content/ changes a file elsewhere.
    git("mv", "content/works.yaml", "works.yaml");
    const moved = commit();
    expect(contentOnly(git("rev-parse", `${moved}~1`))).toBe("false");
    commit();
    expect(contentOnly(moved)).toBe("false");
  },
  gitTime,
);

test(
  "a first push, with no commit before it, runs every test",
  () => {
    expect(contentOnly("0000000000000000000000000000000000000000")).toBe("false");
    expect(contentOnly("")).toBe("false");
  },
  gitTime,
);

test(
  "a content change after a code push that failed its tests runs every test: it is compared with the last tested commit",
  () => {
    // `start` passed every test; the code push after it did not, so the record stays at `start`.
    write("app/root.tsx", "export const broken = ;\n");
    commit();
    write("content/works.yaml", "gallery: [17]\n");
    commit();
    expect(contentOnly(start)).toBe("false");
    // Once the code is fixed and passes, the record moves on, and the next content change alone is published.
    write("app/root.tsx", "export const fixed = 1;\n");
    const fixed = commit();
    write("content/works.yaml", "gallery: [17, 18]\n");
    commit();
    expect(contentOnly(fixed)).toBe("true");
  },
  gitTime,
);

test(
  "a tested commit no longer in the branch's history is compared by its tree",
  () => {
    write("content/works.yaml", "gallery: [17]\n");
    const tested = commit();
    // The branch rewritten: the same code, another history, and then a content change.
    git("checkout", "-q", "--orphan", "rewritten");
    write("content/works.yaml", "gallery: [17, 18]\n");
    commit();
    expect(contentOnly(tested)).toBe("true");
    write("app/root.tsx", "export const other = 2;\n");
    commit();
    expect(contentOnly(tested)).toBe("false");
  },
  gitTime,
);
