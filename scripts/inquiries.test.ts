import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { inquiryStore } from "../hosting/inquiries.ts";

// `npm run inquiries`, as the artist runs it on her server: what came and she has not read, once.
const run = (file: string, ...args: string[]) =>
  execFileSync(process.execPath, ["--disable-warning=ExperimentalWarning", "scripts/inquiries.ts", ...args], {
    env: { ...process.env, INQUIRIES_FILE: file },
    encoding: "utf8",
  });

test("lists the new inquiries once, each whole, then every one kept with --all", async () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "inquiries-")), "inquiries.sqlite");
  expect(run(file)).toContain("No inquiries yet");
  const store = await inquiryStore(file);
  store.keep({
    name: "Anna Lee",
    email: "anna@example.com",
    message: "Is it available?",
    work: '"Night" (2025)',
    room: "",
  });
  store.keep({
    name: "Ben Ng",
    email: "ben@example.com",
    message: "Line one\nLine two",
    work: "",
    room: "First look",
  });
  store.close();

  const first = run(file);
  expect(first).toContain('From: Anna Lee <anna@example.com>\nWork: "Night" (2025)\n');
  expect(first).toContain("From: Ben Ng <ben@example.com>\nViewing room: First look\n");
  expect(first).toContain("\n\nLine one\nLine two");
  expect(first.match(/\(new\)/g)).toHaveLength(2);
  expect(first).toContain("2 new, in");

  expect(run(file)).toContain("No new inquiries.");
  const all = run(file, "--all");
  expect(all).toContain("Is it available?");
  expect(all).toContain("Line one\nLine two");
  expect(all).not.toContain("(new)");
});
