import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { visitStore } from "../hosting/visits-store.ts";

// `npm run visits`, as the artist runs it on her server: each time in her zone (site.json's
// timeZone, from site.yaml), naming it, whatever the server's own zone.
const run = (file: string, build: string) =>
  execFileSync(process.execPath, ["--disable-warning=ExperimentalWarning", "scripts/visits.ts"], {
    env: { ...process.env, INQUIRIES_FILE: file, BUILD_DIR: build, TZ: "Europe/Berlin" },
    encoding: "utf8",
  });

/** A store with one room opened twice, at `first` and `last`, and a build whose site.json names `timeZone`. */
async function opened(first: string, last: string, timeZone?: string) {
  const folder = mkdtempSync(path.join(tmpdir(), "visits-"));
  const file = path.join(folder, "inquiries.sqlite");
  const key = "q7vd2m9xk4tbw3";
  writeFileSync(
    path.join(folder, "site.json"),
    JSON.stringify({ rooms: [{ key, title: "First look" }], ...(timeZone && { timeZone }) }),
  );
  const store = await visitStore(file);
  for (const at of [first, last]) await store.keep({ room: key, at, kind: "opened", device: "phone" });
  store.close();
  return run(file, folder);
}

// Each at instants whose day in her zone is not UTC's: Sydney's is the next, Los Angeles's the one before.
test.each([
  [
    "Australia/Sydney",
    "Australia/Sydney",
    ["2026-12-20T13:30:00.000Z", "2026-12-20T22:15:00.000Z"],
    "first 21 December 2026 at 00:30 UTC+11 (Australia/Sydney), last 21 December 2026 at 09:15 UTC+11 (Australia/Sydney)",
  ],
  [
    "America/Los_Angeles",
    "America/Los_Angeles",
    ["2026-12-21T03:30:00.000Z", "2026-12-21T07:45:00.000Z"],
    "first 20 December 2026 at 19:30 UTC-8 (America/Los_Angeles), last 20 December 2026 at 23:45 UTC-8 (America/Los_Angeles)",
  ],
  [
    "a site naming no zone",
    undefined,
    ["2026-12-20T13:30:00.000Z", "2026-12-20T22:15:00.000Z"],
    "first 20 December 2026 at 13:30 UTC, last 20 December 2026 at 22:15 UTC",
  ],
] as const)(
  "in %s, the room's openings are in her day and hour, naming her zone",
  async (_, zone, [first, last], read) => {
    const listed = await opened(first, last, zone);
    expect(listed).toContain("First look (/rooms/q7vd2m9xk4tbw3)");
    expect(listed).toContain(`Opened 2 times: ${read}`);
  },
);
