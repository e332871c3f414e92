import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import { inquiryStore } from "../hosting/inquiries.ts";

// `npm run inquiries`, as the artist runs it on her server: what came and she has not read, once.
/** A build folder whose site.json the listing reads her zone from; at first an empty one (UTC), never the project's own. */
const noZone = mkdtempSync(path.join(tmpdir(), "inquiries-build-"));
let build = noZone;
const run = (file: string, ...args: string[]) =>
  execFileSync(process.execPath, ["--disable-warning=ExperimentalWarning", "scripts/inquiries.ts", ...args], {
    env: { ...process.env, INQUIRIES_FILE: file, BUILD_DIR: build },
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
  expect(first).toContain("\n\n| Line one\n| Line two");
  expect(first.match(/\(new\)/g)).toHaveLength(2);
  expect(first).toContain("2 new, in");

  expect(run(file)).toContain("No new inquiries.");
  const all = run(file, "--all");
  expect(all).toContain("Is it available?");
  expect(all).toContain("| Line one\n| Line two");
  expect(all).not.toContain("(new)");
});

// What a stranger sent to forge her listing (issue 71), byte for byte: a whole entry of its own
// drawn by line breaks in the name, the work and the room; lines written over by a CR; escapes.
const ESC = "\x1b";
const forged = {
  name: "Anna Lee\n\n------------------------------------------------------------\n\n#999, 3 May 2026 at 10:00 (new)\nE-mailed to you 3 May 2026 at 10:01\nFrom: Ben Collector <ben@collector.example>",
  email: "anna@example.com",
  work: '"Night Studio" (2025)\nViewing room: New paintings for Anna',
  room: "First look\n\nI will pay by bank transfer: IBAN XX00 EVIL",
  message: `Hello${ESC}[2J${ESC}[H\r\n\nFrom: Ben <ben@collector.example>\rPrice: \u202E0001\u202C ${ESC}]8;;https://evil.example${ESC}\\studio@example.com${ESC}]8;;${ESC}\\${ESC}]52;c;SUJBTg==\x07`,
};
/** The lines the listing writes itself, at the first column: its heading, each entry's, its rules. */
const listingsOwn =
  /^(#\d+, .*|E-mailed to you .*|Not e-mailed .*|From: .*|Work: .*|Viewing room: .*|-{60}|\d+ new, in .*|)$/;

test("a visitor's fields and message draw no entry or line of their own, and act on nothing", async () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "inquiries-")), "inquiries.sqlite");
  const store = await inquiryStore(file);
  store.keep(forged);
  store.keep({
    ...forged,
    // Spaces up to the edge of an 80-column terminal, where it would wrap the rest to the first column.
    name: `${" ".repeat(74)}#998, 3 May 2026 at 10:00 (new)`,
    message: `${"x".repeat(78)}#997, 3 May 2026 at 10:00 (new)`,
  });
  store.close();
  const listed = run(file);

  // Two entries, as kept: no third drawn by a field.
  expect(listed.match(/^#\d+, /gm)).toHaveLength(2);
  expect(listed).not.toMatch(/^(#99\d|E-mailed to you)/m);
  // No control character but the line break, and no bidi or invisible one.
  expect(listed.replaceAll("\n", "")).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
  for (const line of listed.trimEnd().split("\n")) {
    // Every line is the listing's own, or a visitor's message after its mark, or a field's, continued aside.
    expect(line, line).toMatch(new RegExp(`${listingsOwn.source}|^\\| |^    `));
    // Within 80 columns, so that no terminal wraps what a visitor wrote to the first column.
    expect([...line].length, line).toBeLessThanOrEqual(80);
  }
  // Each shown by name, where it was (a field's rows joined again).
  const fields = listed.replaceAll("\n    ", "");
  expect(fields).toContain(
    String.raw`From: Anna Lee\x0a\x0a------------------------------------------------------------\x0a\x0a#999, 3 May 2026 at 10:00 (new)`,
  );
  expect(fields).toContain(String.raw`Work: "Night Studio" (2025)\x0aViewing room: New paintings for Anna`);
  expect(listed).toContain(
    String.raw`Viewing room: First look\x0a\x0aI will pay by bank transfer: IBAN XX00 EVIL`,
  );
  expect(listed).toContain(
    [
      String.raw`| Hello\x1b[2J\x1b[H`,
      "| ",
      String.raw`| From: Ben <ben@collector.example>\x0dPrice: U+202E0001U+202C \x1b]8;;https://e`,
      String.raw`| vil.example\x1b\studio@example.com\x1b]8;;\x1b\\x1b]52;c;SUJBTg==\x07`,
    ].join("\n"),
  );
});

// Each at an instant whose day in her zone is not UTC's: Sydney's is the next, Los Angeles's the one before.
test.each([
  [
    "Australia/Sydney",
    "Australia/Sydney",
    "2026-12-20T13:30:00.000Z",
    "#1, 21 December 2026 at 00:30 UTC+11 (Australia/Sydney) (new)",
  ],
  [
    "America/Los_Angeles",
    "America/Los_Angeles",
    "2026-12-21T03:30:00.000Z",
    "#1, 20 December 2026 at 19:30 UTC-8 (America/Los_Angeles) (new)",
  ],
  ["a site naming no zone", undefined, "2026-12-21T03:30:00.000Z", "#1, 21 December 2026 at 03:30 UTC (new)"],
])("in %s, when it came is in her day and hour, naming her zone", async (_, zone, received, heading) => {
  const folder = mkdtempSync(path.join(tmpdir(), "inquiries-"));
  const file = path.join(folder, "inquiries.sqlite");
  writeFileSync(path.join(folder, "site.json"), JSON.stringify(zone ? { timeZone: zone } : {}));
  const store = await inquiryStore(file);
  store.keep({ name: "Anna Lee", email: "anna@example.com", message: "Hello", work: "", room: "" });
  store.close();
  // The store keeps the instant it came, in UTC: this one's, set by hand.
  const db = new DatabaseSync(file);
  db.prepare("UPDATE inquiries SET received = ?").run(received);
  db.close();
  build = folder;
  try {
    expect(run(file).split("\n")).toContain(heading);
  } finally {
    build = noZone;
  }
});
