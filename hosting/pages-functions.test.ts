import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type Context, onRequest } from "../functions/_middleware.ts";
import { onRequestPost as inquirySent } from "../functions/inquiry/sent.ts";
import { inquirySentPage } from "../rules/pages.ts";
import { roomListPath, roomPath } from "../rules/rooms.ts";
import {
  artistCookieHeader,
  roomVisits,
  seenBody,
  seenPath,
  type Visit,
  visitsPerRoomPerDay,
} from "../rules/visits.ts";
import { fakeD1 } from "./fake-d1.ts";
import { noticeBytes, noticeRequest, roomOpenedNotice } from "./pages-notice.ts";
import { visitStatements } from "./room-visits.ts";

// Cloudflare Pages' functions as its runtime calls them, with a D1 database (SQLite, as D1 is) and
// an ntfy server of the test's own: what a room's requests leave for the artist to read, and what
// reaches her phone. The same requests against wrangler's own runtime are the HTTP suite's.

const key = "k4m7q2x9w3";
const roomTitle = "Paintings for\u001b[2J a \u202Efriend";
const roomPage = (attributes: string) =>
  `<!DOCTYPE html><html><head><title>Room | Studio</title></head><body><main id="main"${attributes}><header><h1 class="font-serif">${roomTitle.replace("a", "<!-- -->a")}</h1></header></main></body></html>`;
const pages: Record<string, string> = {
  [roomPath({ key })]: roomPage(' data-closes="2099-12-31T00:00:00Z" data-visits="on" data-works="3 7 12"'),
  [roomPath({ key: "quiet" })]: roomPage(' data-closes="2099-12-31T00:00:00Z"'),
  [roomPath({ key: "gone" })]: roomPage(' data-closes="2020-01-31T00:00:00Z" data-visits="on"'),
  "/rooms/404": "<!DOCTYPE html><html><body><main><h1>This room has closed</h1></main></body></html>",
  "/inquiry/unsent": '<!DOCTYPE html><html><body><main><div id="inquiry-answer"></div></main></body></html>',
};
const files = (path: string) =>
  path in pages
    ? new Response(pages[path], { headers: { "Content-Type": "text/html" } })
    : path.endsWith(".pdf")
      ? new Response("%PDF-", { headers: { "Content-Type": "application/pdf" } })
      : new Response("Not found", { status: 404 });

const agents = {
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  whatsApp: "WhatsApp/2.24.6.77 A",
  iMessage:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0",
  slack: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
};
const browser = (agent: string) => ({
  "User-Agent": agent,
  "Sec-Fetch-Mode": "navigate",
  "Accept-Language": "en",
});

/** The notices ntfy was given: each post's title and text. */
const notices: { title: string | null; text: string }[] = [];
const ntfy = createServer((request, answer) => {
  let text = "";
  request.setEncoding("utf8");
  request.on("data", (chunk: string) => {
    text += chunk;
  });
  request.on("end", () => {
    notices.push({ title: new URL(request.url ?? "", "http://ntfy").searchParams.get("title"), text });
    answer.end("{}");
  });
});
let noticeUrl = "";
beforeAll(async () => {
  await new Promise<void>((listening) => ntfy.listen(0, "127.0.0.1", listening));
  noticeUrl = `http://127.0.0.1:${(ntfy.address() as AddressInfo).port}/a-topic-of-hers`;
});
afterAll(() => new Promise((closed) => ntfy.close(closed)));

/** One site on Cloudflare Pages, with or without its database and its notices. */
function site({ database = true, notice = true } = {}) {
  const { db, sqlite } = fakeD1();
  const env = {
    ASSETS: { fetch: async (url: URL) => files(url.pathname) },
    ...(database ? { INQUIRIES: db } : {}),
    ...(notice ? { NOTICE_URL: noticeUrl } : {}),
  };
  /** A request to the site, answered, and everything it leaves to do after the answer done. */
  async function ask(
    path: string,
    {
      method = "GET",
      headers = {},
      body,
      address = "203.0.113.7",
    }: {
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      address?: string;
    } = {},
  ) {
    const request = new Request(`https://studio.example${path}`, {
      method,
      headers: { ...headers, "CF-Connecting-IP": address },
      body,
    });
    const later: Promise<unknown>[] = [];
    const context: Context = {
      request,
      next: async () => files(new URL(request.url).pathname),
      env,
      waitUntil: (work) => void later.push(work),
    };
    const answer = await onRequest(context);
    await Promise.all(later);
    return answer;
  }
  const kept = () =>
    sqlite.prepare("SELECT 1 FROM sqlite_master WHERE name = 'room_visits'").get()
      ? (sqlite.prepare(visitStatements.list.sql).all() as Visit[])
      : [];
  return { ask, kept, seen: () => roomVisits(kept()), sqlite, env };
}

test("a guest's opening on a phone is what she reads, and a room's first opening is on her phone at once", async () => {
  notices.length = 0;
  const { ask, seen } = site();
  const answer = await ask(roomPath({ key }), { headers: browser(agents.chromeAndroid) });
  expect(answer.status).toBe(200);
  expect(await answer.text()).toContain("<h1");
  expect(seen()).toMatchObject([{ room: key, opened: 1, onPhone: 1, onComputer: 0, previewed: 0 }]);
  // Its title as text: a terminal's escape and a bidi override by their names.
  expect(notices).toEqual([
    {
      title: "Your viewing room Paintings for\\x1b[2J a U+202Efriend was opened",
      text: expect.stringMatching(/^Paintings for\\x1b\[2J a U\+202Efriend was opened on a phone, .+ UTC\.$/),
    },
  ]);
  await ask(roomPath({ key }), { headers: browser(agents.safariMac), address: "198.51.100.4" });
  expect(seen()).toMatchObject([{ opened: 2, onPhone: 1, onComputer: 1 }]);
  expect(notices).toHaveLength(1);
});

test("link previews of WhatsApp, iMessage and Slack are told apart as previews, and tell her nothing", async () => {
  notices.length = 0;
  const { ask, seen } = site();
  // Each from its own service's servers.
  for (const [i, agent] of [agents.whatsApp, agents.iMessage, agents.slack].entries()) {
    const answer = await ask(roomPath({ key }), {
      headers: { "User-Agent": agent },
      address: `192.0.2.${i}`,
    });
    expect(answer.status).toBe(200);
  }
  expect(seen()).toMatchObject([{ opened: 0, previewed: 3 }]);
  expect(notices).toEqual([]);
});

test("a guest's repeats within the hour count once; her price list, and the works she opened and zoomed, are kept", async () => {
  const { ask, seen } = site({ notice: false });
  const guest = browser(agents.chromeAndroid);
  await ask(roomPath({ key }), { headers: guest });
  await ask(roomPath({ key }), { headers: guest });
  await ask(`${roomPath({ key })}/`, { headers: guest });
  expect((await ask(roomListPath({ key }), { headers: guest })).status).toBe(200);
  const post = (body: string) =>
    ask(seenPath({ key }), {
      method: "POST",
      headers: { "User-Agent": agents.chromeAndroid, "Content-Type": "text/plain;charset=UTF-8" },
      body,
    });
  for (const body of [
    seenBody("viewer", 12),
    seenBody("zoom", 12),
    seenBody("viewer", 7),
    seenBody("viewer", 12),
  ]) {
    expect((await post(String(body))).status).toBe(204);
  }
  expect(seen()).toMatchObject([{ opened: 1, priceList: 1, viewer: [12, 7], zoom: [12] }]);
});

test("a post to the seen address that the page would not send is answered and records nothing", async () => {
  const { ask, kept } = site();
  for (const body of [
    `kind=viewer&work=12&${"x".repeat(100)}`,
    "kind=read&work=12",
    "kind=viewer&work=-1",
    // A work the room does not show.
    "kind=viewer&work=13",
    "",
  ]) {
    const answer = await ask(seenPath({ key }), {
      method: "POST",
      headers: { "User-Agent": agents.safariMac },
      body,
    });
    expect(answer.status).toBe(204);
  }
  expect(kept()).toEqual([]);
});

test("her own visits (the mark her editor gave her browser) are not counted", async () => {
  const { ask, kept } = site();
  const cookie = artistCookieHeader.split(";")[0] ?? "";
  await ask(roomPath({ key }), {
    headers: { ...browser(agents.safariMac), Cookie: `theme=dark; ${cookie}` },
  });
  await ask(seenPath({ key }), {
    method: "POST",
    headers: { Cookie: cookie },
    body: String(seenBody("zoom", 3)),
  });
  expect(kept()).toEqual([]);
});

test("a wrong key, a closed room, and a room that does not record visits record nothing", async () => {
  notices.length = 0;
  const { ask, kept } = site();
  expect((await ask(roomPath({ key: "wrongkey" }), { headers: browser(agents.safariMac) })).status).toBe(404);
  expect(
    (await ask(seenPath({ key: "wrongkey" }), { method: "POST", body: "kind=zoom&work=3" })).status,
  ).toBe(404);
  expect((await ask(roomPath({ key: "gone" }), { headers: browser(agents.safariMac) })).status).toBe(410);
  expect((await ask(seenPath({ key: "gone" }), { method: "POST", body: "kind=zoom&work=3" })).status).toBe(
    410,
  );
  expect((await ask(roomPath({ key: "quiet" }), { headers: browser(agents.safariMac) })).status).toBe(200);
  expect(kept()).toEqual([]);
  expect(notices).toEqual([]);
});

// Some 200 visits written one by one: a loaded machine takes more than the default 5 s.
test("a flood from many addresses fills no more than the room's day allows", {
  timeout: 30_000,
}, async () => {
  const { ask, kept } = site({ notice: false });
  for (let i = 0; i < visitsPerRoomPerDay + 40; i++) {
    const answer = await ask(roomPath({ key }), {
      headers: browser(agents.chromeAndroid),
      address: `10.0.${i >> 8}.${i & 255}`,
    });
    expect(answer.status).toBe(200);
  }
  expect(kept()).toHaveLength(visitsPerRoomPerDay);
});

test("without the database the room is answered as ever, and nothing is recorded or sent", async () => {
  notices.length = 0;
  const { ask } = site({ database: false });
  expect((await ask(roomPath({ key }), { headers: browser(agents.chromeAndroid) })).status).toBe(200);
  expect((await ask(seenPath({ key }), { method: "POST", body: String(seenBody("zoom", 3)) })).status).toBe(
    204,
  );
  expect(notices).toEqual([]);
});

test("an inquiry kept in D1 is on her phone at once: who wrote and about what, as text", async () => {
  notices.length = 0;
  const { sqlite, env } = site();
  const later: Promise<unknown>[] = [];
  const form = new URLSearchParams({
    name: "Zoë\u001b]52;c;cm0gLXJmIH4=\u0007 Ng",
    email: "zoe@example.net",
    work: '"Low Tide" (2025)',
    message: "Is it still free?\r\nThank you\u202E.",
  });
  const answer = await inquirySent({
    request: new Request("https://studio.example/inquiry/sent", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "203.0.113.9" },
      body: form,
    }),
    env,
    waitUntil: (work) => void later.push(work),
  });
  await Promise.all(later);
  expect(answer.status).toBe(303);
  expect(answer.headers.get("Location")).toBe(inquirySentPage.path);
  expect(sqlite.prepare("SELECT name FROM inquiries").all()).toHaveLength(1);
  expect(notices).toHaveLength(1);
  expect(notices[0]?.title).toBe('Inquiry from Zoë\\x1b]52;c;cm0gLXJmIH4=\\x07 Ng about "Low Tide" (2025)');
  // The message and her address stay in the database: ntfy's server is not given them.
  expect(notices[0]?.text).not.toContain("still free");
  expect(notices[0]?.text).not.toContain("zoe@example.net");
  expect(notices[0]?.text).toContain("D1");
});

test("a notice carries any script in its title, keeps the topic's own query, and a long text is cut whole", async () => {
  const request = noticeRequest(`${noticeUrl}?auth=QmVhcmVy`, {
    title: "Your viewing room 王 👩‍🎨 was opened",
    text: "é".repeat(noticeBytes),
  });
  const url = new URL(request.url);
  expect(url.searchParams.get("auth")).toBe("QmVhcmVy");
  expect(url.searchParams.get("title")).toBe("Your viewing room 王 👩‍🎨 was opened");
  const text = await request.text();
  expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(noticeBytes);
  expect(text).toMatch(/^é+\n… \(the rest in Cloudflare's dashboard\)$/);
  expect(
    roomOpenedNotice("A room", {
      room: key,
      at: "2026-03-02T10:04:00.000Z",
      kind: "opened",
      device: "computer",
    }),
  ).toEqual({
    title: "Your viewing room A room was opened",
    text: "A room was opened on a computer, on 2 March 2026 at 10:04 UTC.",
  });
});
