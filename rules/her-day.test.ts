import { expect, test } from "vitest";
import {
  dayEnd,
  dayIn,
  defaultTimeZone,
  instantOf,
  instantText,
  isTimeZone,
  timeIn,
  timeZones,
} from "./her-day";

const at = (text: string) => Date.parse(text);
const minute = 60_000;

test.each([
  // Sydney in summer (AEDT, UTC+11): 20 December ends at 13:00 UTC.
  ["2026-12-20", "Australia/Sydney", "2026-12-20T13:00:00Z"],
  // Sydney in winter (AEST, UTC+10).
  ["2026-06-20", "Australia/Sydney", "2026-06-20T14:00:00Z"],
  // The day its clocks go back (5 April 2026, 25 hours) and forward (4 October 2026, 23 hours).
  ["2026-04-04", "Australia/Sydney", "2026-04-04T13:00:00Z"],
  ["2026-04-05", "Australia/Sydney", "2026-04-05T14:00:00Z"],
  ["2026-10-04", "Australia/Sydney", "2026-10-04T13:00:00Z"],
  // West of UTC: Los Angeles in winter (PST, UTC-8) and summer (PDT, UTC-7).
  ["2026-12-20", "America/Los_Angeles", "2026-12-21T08:00:00Z"],
  ["2026-07-04", "America/Los_Angeles", "2026-07-05T07:00:00Z"],
  ["2026-12-20", "UTC", "2026-12-21T00:00:00Z"],
  // A year's last day, in the zone furthest east.
  ["2026-12-31", "Pacific/Kiritimati", "2026-12-31T10:00:00Z"],
])("%s ends in %s at %s", (day, zone, end) => {
  expect(instantText(dayEnd(day, zone))).toBe(end);
  // The minute before the end is still the day there; the end is the next.
  expect(dayIn(dayEnd(day, zone) - minute, zone)).toBe(day);
  expect(dayIn(dayEnd(day, zone), zone)).not.toBe(day);
});

test("a day whose midnight the clocks skip ends when the next day's first minute comes", () => {
  // Santiago moves its clocks from 00:00 to 01:00 on 6 September 2026: the 5th ends at 04:00 UTC.
  const end = dayEnd("2026-09-05", "America/Santiago");
  expect(dayIn(end - minute, "America/Santiago")).toBe("2026-09-05");
  expect(dayIn(end, "America/Santiago")).toBe("2026-09-06");
});

test("the day an instant falls on differs by zone", () => {
  const moment = at("2026-12-20T12:59:00Z");
  expect(dayIn(moment, "Australia/Sydney")).toBe("2026-12-20");
  expect(dayIn(moment + minute, "Australia/Sydney")).toBe("2026-12-21");
  expect(dayIn(moment, "America/Los_Angeles")).toBe("2026-12-20");
  expect(dayIn(moment, defaultTimeZone)).toBe("2026-12-20");
});

test("an instant's text reads back, and no other text does", () => {
  expect(instantOf(instantText(at("2026-12-20T13:00:00Z")))).toBe(at("2026-12-20T13:00:00Z"));
  expect(instantOf("2026-12-20")).toBeUndefined();
  expect(instantOf("soon")).toBeUndefined();
  expect(instantOf(undefined)).toBeUndefined();
});

test("the zones she may choose include UTC and hers", () => {
  expect(timeZones).toContain("UTC");
  expect(timeZones).toContain("Australia/Sydney");
  expect(timeZones).not.toContain("Sydney");
});

test.each([
  // Sydney's evening of the 20th in UTC is the 21st there; Los Angeles's evening of the 20th, the 21st in UTC.
  ["2026-12-20T13:30:00.000Z", "Australia/Sydney", "21 December 2026 at 00:30 UTC+11 (Australia/Sydney)"],
  [
    "2026-12-21T03:30:00.000Z",
    "America/Los_Angeles",
    "20 December 2026 at 19:30 UTC-8 (America/Los_Angeles)",
  ],
  ["2026-07-01T20:00:00.000Z", "Asia/Kolkata", "2 July 2026 at 01:30 UTC+5:30 (Asia/Kolkata)"],
  // A site without a zone is told UTC, and says so.
  ["2026-12-21T03:30:00.000Z", defaultTimeZone, "21 December 2026 at 03:30 UTC"],
])("%s, as she reads it in %s: her day, her hour and her zone", (at, zone, read) => {
  expect(timeIn(at, zone)).toBe(read);
  expect(timeIn(Date.parse(at), zone)).toBe(read);
});

test("a zone this machine does not know is told UTC, and a row that is no time is said as it is", () => {
  expect(timeIn("2026-12-21T03:30:00.000Z", "Mars/Olympus_Mons")).toBe("21 December 2026 at 03:30 UTC");
  expect(timeIn("yesterday", "Australia/Sydney")).toBe("yesterday");
});

test("a zone by its current name or its older one: Kolkata, Kyiv and Ho Chi Minh City, as she knows them", () => {
  for (const zone of ["Asia/Kolkata", "Asia/Calcutta", "Europe/Kyiv", "Asia/Ho_Chi_Minh", "UTC"]) {
    expect(timeZones, zone).toContain(zone);
    expect(isTimeZone(zone), zone).toBe(true);
  }
  expect(isTimeZone("Sydney")).toBe(false);
  expect(timeIn("2026-07-01T20:00:00.000Z", "Asia/Calcutta")).toBe(
    "2 July 2026 at 01:30 UTC+5:30 (Asia/Calcutta)",
  );
});
