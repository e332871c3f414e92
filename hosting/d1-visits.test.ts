import { expect, test } from "vitest";
import { repeatMinutes, type Visit, visitsPerRoomPerDay } from "../rules/visits.ts";
import { d1VisitStore } from "./d1-visits.ts";
import { fakeD1 } from "./fake-d1.ts";
import { recordVisit, visitStatements } from "./room-visits.ts";

// The rooms' visits as Cloudflare Pages keeps them, in D1 (on SQLite here, as D1 is): what she
// reads in her dashboard's view rooms_seen, and the store's answers recordVisit decides by.

const key = "k4m7q2x9w3";
const now = Date.parse("2026-03-02T10:00:00Z");
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
const visit = (kind: Visit["kind"], minutes = 0, more: Partial<Visit> = {}): Visit => ({
  room: key,
  at: at(minutes),
  kind,
  device: "phone",
  ...more,
});

test("the tables are made on first use, and what is kept reads as one row a room in the view rooms_seen", async () => {
  const { db, sqlite } = fakeD1();
  const store = d1VisitStore(db);
  expect(await store.keep(visit("previewed"))).toEqual({ firstOpening: false });
  expect(await store.keep(visit("opened", 1))).toEqual({ firstOpening: true });
  expect(await store.keep(visit("opened", 90, { device: "computer" }))).toEqual({ firstOpening: false });
  await store.keep(visit("viewer", 91, { work: 12 }));
  await store.keep(visit("viewer", 92, { work: 12 }));
  await store.keep(visit("zoom", 93, { work: 7 }));
  await store.keep(visit("price list", 94));
  expect(sqlite.prepare("SELECT * FROM rooms_seen").all()).toEqual([
    {
      room: key,
      first_opened: at(1),
      last_opened: at(90),
      times_opened: 2,
      on_a_phone: 1,
      on_a_computer: 1,
      link_previews: 1,
      works_opened: "12",
      works_zoomed: "7",
      price_list_downloads: 1,
    },
  ]);
});

test("a digest is new once within the hour, and new again after it; another is new at once", async () => {
  const store = d1VisitStore(fakeD1().db);
  expect(await store.firstInHour("a", now)).toBe(true);
  expect(await store.firstInHour("a", now + 59 * 60_000)).toBe(false);
  expect(await store.firstInHour("b", now + 59 * 60_000)).toBe(true);
  expect(await store.firstInHour("a", now + repeatMinutes * 60_000 + 1)).toBe(true);
});

test("what is older than the days kept is forgotten when a visit is kept", async () => {
  const { db, sqlite } = fakeD1();
  const store = d1VisitStore(db);
  await store.keep(visit("opened", -91 * 24 * 60));
  await store.keep(visit("opened"));
  const kept = sqlite.prepare(visitStatements.list.sql).all() as Visit[];
  expect(kept.map((row) => row.at)).toEqual([at(0)]);
});

// Some 200 visits written one by one: a loaded machine takes more than the default 5 s.
test("past the day's most things recorded of a room, a flood of new guests fills nothing more", {
  timeout: 30_000,
}, async () => {
  const { db, sqlite } = fakeD1();
  const store = d1VisitStore(db);
  const guest = (address: string, minutes: number) =>
    recordVisit(
      {
        key,
        method: "GET",
        path: `/rooms/${key}`,
        works: [],
        address,
        header: (name) =>
          ({ "user-agent": "Mozilla/5.0 (iPhone) Mobile/15E148", "sec-fetch-mode": "navigate" })[name],
      },
      store,
      now + minutes * 1000,
    );
  for (let i = 0; i < visitsPerRoomPerDay + 50; i++) await guest(`203.0.113.${i % 250}`, i);
  const count = () => (sqlite.prepare("SELECT COUNT(*) AS n FROM room_visits").get() as { n: number }).n;
  expect(count()).toBe(visitsPerRoomPerDay);
  expect(await guest("198.51.100.1", 24 * 3600)).toBeUndefined();
  expect(await guest("198.51.100.2", 24 * 3600 + visitsPerRoomPerDay + 60)).toBeDefined();
});

// Some 200 visits written one by one: a loaded machine takes more than the default 5 s.
test("guests at once, past the day's most, are not all counted before any is kept: the most holds", {
  timeout: 30_000,
}, async () => {
  const { db, sqlite } = fakeD1();
  const store = d1VisitStore(db);
  const guests = Array.from({ length: visitsPerRoomPerDay + 50 }, (_, i) =>
    recordVisit(
      {
        key,
        method: "GET",
        path: `/rooms/${key}`,
        works: [],
        address: `198.51.${i >> 8}.${i & 255}`,
        header: (name) =>
          ({ "user-agent": "Mozilla/5.0 (X11; Linux x86_64)", "sec-fetch-mode": "navigate" })[name],
      },
      store,
      now,
    ),
  );
  const recorded = await Promise.all(guests);
  expect((sqlite.prepare("SELECT COUNT(*) AS n FROM room_visits").get() as { n: number }).n).toBe(
    visitsPerRoomPerDay,
  );
  // One of them, and only one, was the room's first opening.
  expect(recorded.filter((visit) => visit?.firstOpening)).toHaveLength(1);
});
