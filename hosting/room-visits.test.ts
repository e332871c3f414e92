import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { artistCookieHeader, keptDays, seenBody, visitsPerRoomPerDay } from "../rules/visits.ts";
import { type RoomRequest, recordVisit } from "./room-visits.ts";
import { visitStore } from "./visits-store.ts";

// The recording every host shares (hosting/room-visits.ts), on npm start's SQLite store: the same
// SQL Cloudflare's D1 runs.

const key = "q7vd2m9xk4tbw3";
const phone: Record<string, string> = {
  "user-agent":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
  "sec-fetch-mode": "navigate",
};
/** A request to the room, as a host hands it over. */
const request = (
  init: {
    path?: string;
    method?: string;
    headers?: Record<string, string>;
    address?: string;
    body?: string;
  } = {},
): RoomRequest => ({
  key,
  method: init.method ?? "GET",
  path: init.path ?? `/rooms/${key}`,
  header: (name) => (init.headers ?? phone)[name],
  address: init.address ?? "203.0.113.7",
  body: init.body,
  works: [3, 5],
});
const hour = 3_600_000;
const start = Date.parse("2026-03-02T10:00:00Z");
const freshStore = () =>
  visitStore(path.join(mkdtempSync(path.join(tmpdir(), "visits-")), "inquiries.sqlite"));

describe("a room's visits on npm start's store", () => {
  test("the first opening is the room's first; a repeat within the hour is nothing, after it another opening", async () => {
    const store = await freshStore();
    const first = await recordVisit(request(), store, start);
    expect(first).toMatchObject({
      visit: { room: key, kind: "opened", device: "phone" },
      firstOpening: true,
    });
    expect(await recordVisit(request(), store, start + hour - 1)).toBeUndefined();
    // The same guest from another address of her network's (her IPv6 /64) is the same guest.
    const v6 = request({ address: "2001:db8:1:2::1" });
    expect(await recordVisit(v6, store, start)).toMatchObject({ firstOpening: false });
    expect(await recordVisit(request({ address: "2001:db8:1:2::99" }), store, start + 1)).toBeUndefined();
    expect(await recordVisit(request(), store, start + hour + 1)).toMatchObject({ firstOpening: false });
    expect(store.list().map((visit) => visit.kind)).toEqual(["opened", "opened", "opened"]);
    store.close();
  });

  test("a preview, the list, the viewer and the zoom; her own visits, other addresses and bad posts record nothing", async () => {
    const store = await freshStore();
    const preview = request({ headers: { "user-agent": "WhatsApp/2.23.20.0 A" } });
    expect(await recordVisit(preview, store, start)).toMatchObject({
      visit: { kind: "previewed" },
      firstOpening: false,
    });
    await recordVisit(request({ path: `/rooms/${key}.pdf` }), store, start);
    const seen = (body: string) => request({ method: "POST", path: `/rooms/${key}/seen`, body });
    await recordVisit(seen(seenBody("viewer", 3).toString()), store, start);
    await recordVisit(seen(seenBody("zoom", 3).toString()), store, start);
    const mark = artistCookieHeader.split(";")[0] ?? "";
    const nothing = [
      request({ headers: { ...phone, cookie: mark } }),
      request({ path: `/rooms/${key}/share.jpg` }),
      request({ method: "HEAD" }),
      seen("kind=opened&work=3"),
      seen(""),
      // A work the room does not show, and a post from another site's page.
      seen(seenBody("zoom", 4).toString()),
      request({
        method: "POST",
        path: `/rooms/${key}/seen`,
        body: seenBody("zoom", 5).toString(),
        headers: { ...phone, "sec-fetch-site": "cross-site" },
      }),
      // A link preview's server fetching the list is no download.
      request({ path: `/rooms/${key}.pdf`, headers: { "user-agent": "Slackbot 1.0" } }),
    ];
    for (const asked of nothing) expect(await recordVisit(asked, store, start + 1)).toBeUndefined();
    expect(store.list()).toEqual([
      { room: key, at: "2026-03-02T10:00:00.000Z", kind: "previewed", device: "computer" },
      { room: key, at: "2026-03-02T10:00:00.000Z", kind: "price list", device: "phone" },
      { room: key, at: "2026-03-02T10:00:00.000Z", kind: "viewer", work: 3, device: "phone" },
      { room: key, at: "2026-03-02T10:00:00.000Z", kind: "zoom", work: 3, device: "phone" },
    ]);
    store.close();
  });

  // Some 200 visits written one by one: a loaded machine takes more than the default 5 s.
  test("a flood fills the room's day to its most and nothing more; the next day records again", {
    timeout: 30_000,
  }, async () => {
    const store = await freshStore();
    for (let count = 0; count < visitsPerRoomPerDay + 50; count++) {
      await recordVisit(
        request({ address: `198.51.${Math.floor(count / 250)}.${count % 250}` }),
        store,
        start,
      );
    }
    expect(store.list()).toHaveLength(visitsPerRoomPerDay);
    expect(await recordVisit(request({ address: "192.0.2.1" }), store, start + 24 * hour + 1)).toBeDefined();
    store.close();
  });

  test("keeps no address, and forgets what is older than its days", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "visits-")), "inquiries.sqlite");
    const store = await visitStore(file);
    await recordVisit(request({ address: "203.0.113.99" }), store, start);
    await recordVisit(request({ address: "203.0.113.98" }), store, start + keptDays * 24 * hour + 1);
    expect(store.list().map((visit) => visit.at)).toEqual([
      new Date(start + keptDays * 24 * hour + 1).toISOString(),
    ]);
    store.close();
    expect(readFileSync(file).includes("203.0.113")).toBe(false);
  });
});
