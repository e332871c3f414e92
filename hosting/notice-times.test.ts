import { expect, test } from "vitest";
import { roomOpenedSubmission } from "../netlify/room-visits.ts";
import { roomOpenedMessage, type Visit } from "../rules/visits.ts";
import { roomOpenedNotice } from "./pages-notice.ts";
import { timeZoneOf } from "./room-closing.ts";

// What each host tells her of a room's first opening says the time in her zone, naming it: the
// e-mail from `npm start`, the push from Cloudflare, the form Netlify e-mails her. Each at an
// instant whose day in her zone is not UTC's: Sydney's is the next, Los Angeles's the one before.
const key = "q7vd2m9xk4tbw3";
const cases = [
  ["Australia/Sydney", "2026-12-20T13:30:00.000Z", "21 December 2026 at 00:30 UTC+11 (Australia/Sydney)"],
  [
    "America/Los_Angeles",
    "2026-12-21T03:30:00.000Z",
    "20 December 2026 at 19:30 UTC-8 (America/Los_Angeles)",
  ],
] as const;
const visitAt = (at: string): Visit => ({ room: key, at, kind: "opened", device: "phone" });

test.each(cases)("in %s, npm start's e-mail says her day and hour", (zone, at, read) => {
  const { text } = roomOpenedMessage({ key, title: "First look" }, visitAt(at), undefined, zone);
  expect(text).toContain(`was opened for the first time, on ${read}, on a phone.`);
});

test.each(cases)("in %s, Cloudflare's push says her day and hour", (zone, at, read) => {
  expect(roomOpenedNotice("First look", visitAt(at), zone).text).toBe(
    `First look was opened on a phone, on ${read}.`,
  );
});

test.each(cases)("in %s, the form Netlify e-mails her says her day and hour", (zone, at, read) => {
  const form = roomOpenedSubmission(visitAt(at), "https://painter.example", zone);
  expect(form.get("when")).toBe(read);
});

test("her zone is the room's page's; a page that names none, or no zone, is told in UTC", () => {
  const page = (main: string) => `<!doctype html><main id="main" ${main}><h1>A room</h1></main>`;
  expect(timeZoneOf(page('data-visits="on" data-time-zone="Australia/Sydney"'))).toBe("Australia/Sydney");
  expect(timeZoneOf(page('data-visits="on"'))).toBe("UTC");
  expect(timeZoneOf(page('data-time-zone="Mars/Olympus_Mons"'))).toBe("UTC");
  // Without a zone, as before: UTC, and it says so.
  expect(roomOpenedNotice("First look", visitAt(cases[0][1])).text).toBe(
    "First look was opened on a phone, on 20 December 2026 at 13:30 UTC.",
  );
});
