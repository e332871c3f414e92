import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getStore } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  answerRoom,
  type Blobs,
  blobVisitStore,
  keptVisits,
  roomOpenedForm,
} from "../netlify/room-visits.ts";
import { roomClosedPage } from "../rules/pages.ts";
import { roomListPath, roomPath } from "../rules/rooms.ts";
import {
  artistCookie,
  keptDays,
  repeatMinutes,
  seenBody,
  seenPath,
  visitsPerRoomPerDay,
} from "../rules/visits.ts";

// Netlify's edge function in front of the rooms, run as Netlify runs it, on Netlify's own local
// Blobs server (the one `netlify dev` runs) and a site of the rooms below: what it records of each
// request, and what it posts to the site as the form `room-opened`.

/** The rooms of this site: one open, one open that records nothing, one closed. */
const rooms = { open: "k7m2xq9tb4wz8r", quiet: "p3n8vd2hx6qy4c", closed: "c4w9zt2mq7kd3x" };
const site = "https://painter.example";
const start = Date.parse("2026-06-01T09:00:00Z");
const hour = repeatMinutes * 60_000;

const pageOf = (main: string) =>
  `<!doctype html><html><body><main ${main}><h1>A room</h1></main></body></html>`;
/** The site's files, as Netlify serves them. */
function file(pathname: string) {
  const pages: Record<string, string> = {
    [roomPath({ key: rooms.open })]: pageOf(
      'data-closes="2099-01-01T00:00:00Z" data-visits="on" data-works="3 12" data-time-zone="Australia/Sydney"',
    ),
    [roomPath({ key: rooms.quiet })]: pageOf('data-closes="2099-01-01T00:00:00Z"'),
    [roomPath({ key: rooms.closed })]: pageOf('data-closes="2026-01-01T00:00:00Z" data-visits="on"'),
    [roomClosedPage.path]: pageOf(""),
  };
  const page = pages[pathname];
  if (pathname === roomListPath({ key: rooms.open })) return new Response("%PDF-1.7", { status: 200 });
  return page === undefined
    ? new Response("Not found", { status: 404 })
    : new Response(page, { status: 200 });
}

const browsers = {
  androidChrome: {
    "user-agent":
      "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
    "sec-fetch-mode": "navigate",
    "sec-fetch-site": "none",
    "accept-language": "en-GB,en;q=0.9",
  },
  macSafari: {
    "user-agent":
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
    "sec-fetch-mode": "navigate",
    "sec-fetch-site": "none",
    "accept-language": "en-GB",
  },
  whatsApp: { "user-agent": "WhatsApp/2.24.12.78 A" },
  iMessage: {
    "user-agent":
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0",
  },
} as const;

let server: BlobsServer;
let directory: string;
let address: string;
let storeNumber = 0;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "netlify-blobs-"));
  server = new BlobsServer({ directory, token: "local" });
  ({ address } = await server.start());
});
afterAll(async () => {
  await server.stop();
  await rm(directory, { recursive: true, force: true });
});

/** A store of its own for each test, on the local server, strongly consistent as at the edge. */
function freshStore(): Blobs {
  return getStore({
    name: `visits-${++storeNumber}`,
    siteID: "site",
    token: "local",
    edgeURL: address,
    uncachedEdgeURL: address,
    consistency: "strong",
  });
}

/** The site's edge, with a clock: each request answered, then what it recorded awaited. */
function edge() {
  const blobs = freshStore();
  const posted: URLSearchParams[] = [];
  let now = start;
  let blobsAsked = 0;
  async function request(
    pathname: string,
    {
      method = "GET",
      headers = {},
      body,
      ip = "203.0.113.7",
    }: {
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      ip?: string;
    } = {},
  ) {
    const work: Promise<unknown>[] = [];
    const send = async (url: string | URL | Request, init?: RequestInit) => {
      const address = new URL(String(url));
      if (init?.method === "POST") {
        posted.push(new URLSearchParams(String(init.body)));
        return new Response(null, { status: 200 });
      }
      return file(address.pathname);
    };
    const answer = await answerRoom(
      new Request(new URL(pathname, site), { method, headers, body }),
      { next: async () => file(pathname), waitUntil: (promise) => work.push(promise), ip },
      {
        blobs: () => {
          blobsAsked++;
          return blobs;
        },
        send: send as typeof fetch,
        now: () => now,
      },
    );
    await Promise.all(work);
    return answer;
  }
  return {
    request,
    blobs,
    posted,
    visits: () => keptVisits(blobs),
    later: (milliseconds: number) => {
      now += milliseconds;
    },
    blobsAsked: () => blobsAsked,
  };
}

test("a guest's opening is recorded once an hour, on her device, and the room's first is posted to the site as the form room-opened", async () => {
  const site = edge();
  const room = roomPath({ key: rooms.open });
  expect((await site.request(room, { headers: browsers.androidChrome })).status).toBe(200);
  await site.request(room, { headers: browsers.androidChrome });
  site.later(hour + 1);
  await site.request(room, { headers: browsers.androidChrome });
  site.later(1000);
  await site.request(room, { headers: browsers.macSafari, ip: "198.51.100.20" });
  const visits = await site.visits();
  expect(visits.map(({ kind, device }) => [kind, device])).toEqual([
    ["opened", "phone"],
    ["opened", "phone"],
    ["opened", "computer"],
  ]);
  expect(site.posted.map((form) => Object.fromEntries(form))).toEqual([
    {
      "form-name": roomOpenedForm.name,
      room: new URL(room, "https://painter.example").href,
      // In her zone, which the room's page names: 09:00 UTC is 19:00 in Sydney's winter.
      when: "1 June 2026 at 19:00 UTC+10 (Australia/Sydney)",
    },
  ]);
});

test("a link preview's fetch (WhatsApp, iMessage) is recorded as previewed, and sends her nothing", async () => {
  const site = edge();
  const room = roomPath({ key: rooms.open });
  await site.request(room, { headers: browsers.whatsApp });
  await site.request(room, { headers: browsers.iMessage, ip: "198.51.100.30" });
  expect((await site.visits()).map(({ kind }) => kind)).toEqual(["previewed", "previewed"]);
  expect(site.posted).toEqual([]);
});

test("the price list's download and what the page saw are recorded; the post is answered 204", async () => {
  const site = edge();
  await site.request(roomListPath({ key: rooms.open }), { headers: browsers.macSafari });
  const seen = await site.request(seenPath({ key: rooms.open }), {
    method: "POST",
    // As the page's beacon sends it: from its own page, not a navigation.
    headers: {
      ...browsers.macSafari,
      "sec-fetch-mode": "no-cors",
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
    },
    body: seenBody("zoom", 12).toString(),
  });
  expect(seen.status).toBe(204);
  await site.request(seenPath({ key: rooms.open }), {
    method: "POST",
    headers: browsers.macSafari,
    body: `${seenBody("viewer", 3)}&${"x".repeat(200)}`,
  });
  expect((await site.visits()).map(({ kind, work }) => [kind, work])).toEqual([
    ["price list", undefined],
    ["zoom", 12],
  ]);
});

test("her own visits, a wrong key, a closed room and a room whose page records nothing record nothing", async () => {
  const site = edge();
  const artist = { ...browsers.macSafari, cookie: `${artistCookie.name}=${artistCookie.value}` };
  await site.request(roomPath({ key: rooms.open }), { headers: artist });
  expect(
    (await site.request(roomPath({ key: "q9w8e7r6t5y4u3" }), { headers: browsers.macSafari })).status,
  ).toBe(404);
  expect((await site.request(roomPath({ key: rooms.closed }), { headers: browsers.macSafari })).status).toBe(
    410,
  );
  await site.request(roomPath({ key: rooms.quiet }), { headers: browsers.macSafari });
  expect(await site.visits()).toEqual([]);
  expect(site.posted).toEqual([]);
  // The artist's own request reached the store, and nothing else did.
  expect(site.blobsAsked()).toBe(1);
});

// Some 200 visits written one by one: a loaded machine takes more than the default 5 s.
test("past the day's most for a room, a flood from new addresses fills nothing", {
  timeout: 30_000,
}, async () => {
  const site = edge();
  const store = blobVisitStore(site.blobs, () => start);
  const at = new Date(start - 60_000).toISOString();
  for (let visit = 0; visit < visitsPerRoomPerDay; visit++) {
    await store.keep({ room: rooms.open, at, kind: "viewer", work: visit + 1, device: "phone" });
  }
  for (const ip of ["192.0.2.1", "192.0.2.2", "2001:db8:1::1"]) {
    await site.request(roomPath({ key: rooms.open }), { headers: browsers.macSafari, ip });
  }
  expect((await site.visits()).filter(({ kind }) => kind === "opened")).toEqual([]);
  expect(site.posted).toEqual([]);
});

test("a visit older than the days kept, and a repeat's digest past the hour, are deleted", async () => {
  const site = edge();
  const store = blobVisitStore(site.blobs, () => start);
  const old = new Date(start - (keptDays + 1) * 86_400_000).toISOString();
  await store.keep({ room: rooms.open, at: old, kind: "opened", device: "phone" });
  expect(await store.firstInHour("digest", start - 2 * hour)).toBe(true);
  await site.request(roomPath({ key: rooms.open }), { headers: browsers.macSafari });
  expect((await site.visits()).map(({ at }) => at)).toEqual([new Date(start).toISOString()]);
  const { blobs: repeats } = await site.blobs.list({ prefix: "repeats/" });
  expect(repeats).toHaveLength(1);
  expect(repeats[0]?.key).not.toContain("digest");
});
