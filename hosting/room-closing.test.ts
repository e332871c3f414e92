import { expect, test } from "vitest";
import { config as netlifyRooms } from "../netlify/edge-functions/rooms.ts";
import { closingInstantOf, normalisedPath, roomAnswer, roomKeyAt } from "./room-closing";
import { roomRequests, roomSpellings } from "./room-spellings";

const key = "zmkxqu4u5w7a27tw4b32oycd3l";
const page = (closes?: string) =>
  `<!DOCTYPE html><html><body><main id="main" class="page-container"${closes ? ` data-closes="${closes}"` : ""}><h1>For Anna</h1></main></body></html>`;
const closedPage = "<!DOCTYPE html><html><body><main><h1>This room has closed</h1></main></body></html>";
/** Addresses of the public site, which no edge function need see. */
const publicPaths = [
  "/",
  "/gallery",
  "/gallery/2",
  "/available",
  "/available.pdf",
  "/contact",
  "/privacy",
  "/works/low-tide",
  "/works/low-tide/manifest.json",
  "/exhibitions/harbour-2025",
  "/series/shorelines",
  "/assets/entry.client-AbC123.js",
  "/iiif/4f2a9c/0,0,512,512/512,/0/default.jpg",
  "/inquiry/sent",
  "/admin",
];

test("an address is read as every host reads it: decoded once, dot segments resolved, slashes folded, any case", () => {
  expect(normalisedPath("/Gallery//2/")).toBe("/gallery/2");
  expect(normalisedPath("/works/%2E%2E/rooms/x%2F%2e%2E/b")).toBe("/rooms/b");
  expect(normalisedPath("/a%252Fb")).toBe("/a%2fb");
  expect(normalisedPath("/%zz")).toBeUndefined();
});

test("every spelling of a room's address names its room; no other address names one", () => {
  for (const spelling of roomSpellings(key)) expect(roomKeyAt(spelling), spelling).toBe(key);
  for (const other of [
    ...publicPaths,
    "/rooms",
    "/rooms/",
    "/rooms/404",
    "/rooms/404.html",
    "/roomsx/zmkxqu4u5w7a27tw4b32oycd3l",
    "/works/rooms/zmkxqu4u5w7a27tw4b32oycd3l",
    `/rooms/${key}%20`,
    `/rooms/${key};x`,
    "/rooms/%zz",
  ]) {
    expect(roomKeyAt(other), other).toBeUndefined();
  }
});

/**
 * A static host whose files are the room's page, its list and the closed page, found as the local
 * runtimes found them: the room's own file under any spelling of its address. `answer` is the
 * host's answer to a request, `fetchFile` a plain read of a file by its address.
 */
function host(closes: string) {
  const fetched: string[] = [];
  const file = (path: string) => {
    if (path === "/rooms/404") return closedPage;
    return roomKeyAt(path) === key
      ? path.toLowerCase().includes(".pdf")
        ? "%PDF-1.7"
        : page(closes)
      : undefined;
  };
  const respond = (body: string | undefined, method = "GET") =>
    body === undefined
      ? new Response("not found", { status: 404 })
      : new Response(method === "HEAD" ? null : body, {
          status: 200,
          headers: { "X-Robots-Tag": "noindex" },
        });
  const answer = (request: Request) => {
    const { pathname } = new URL(request.url);
    // A condition the file meets: not modified, or a part of it.
    if (request.headers.has("If-None-Match") || request.headers.has("If-Modified-Since"))
      return new Response(null, { status: 304 });
    if (request.headers.has("Range")) return new Response("%PDF", { status: 206 });
    return respond(file(pathname), request.method);
  };
  const fetchFile = async (path: string) => {
    fetched.push(path);
    return respond(file(path));
  };
  return { answer, fetchFile, fetched };
}
const at = (path: string, init: RequestInit = {}) => new Request(`https://site.example${path}`, init);

test("a closed room answers 410 with the closed page under every spelling, method and condition", async () => {
  // Closing on 20 December in Sydney: its page carries the instant that day ends there.
  const { answer, fetchFile } = host("2026-12-20T13:00:00Z");
  for (const spelling of roomSpellings(key)) {
    for (const { method, headers } of roomRequests) {
      const request = at(spelling, { method, headers });
      const seen = `${method} ${spelling} ${JSON.stringify(headers)}`;
      const before = await roomAnswer(
        request,
        async () => answer(request),
        fetchFile,
        Date.parse("2026-12-20T12:59Z"),
      );
      expect(before.status, seen).not.toBe(410);
      const on = await roomAnswer(
        request,
        async () => answer(request),
        fetchFile,
        Date.parse("2026-12-20T13:00Z"),
      );
      expect([on.status, await on.text(), on.headers.get("x-robots-tag")], seen).toEqual([
        410,
        closedPage,
        "noindex",
      ]);
    }
  }
});

test("the room's page is read from the host's own answer when the request is a plain GET of it", async () => {
  const { answer, fetchFile, fetched } = host("2026-12-20T13:00:00Z");
  const request = at(`/rooms/${key}`);
  const open = await roomAnswer(request, async () => answer(request), fetchFile, Date.parse("2026-12-19"));
  expect([open.status, await open.text(), fetched]).toEqual([200, page("2026-12-20T13:00:00Z"), []]);
});

test("through Netlify's edge, a room whose page is already gone (410) takes its list with it", async () => {
  const gone = async (path: string) =>
    path === "/rooms/404" ? new Response(closedPage) : new Response(closedPage, { status: 410 });
  const request = at(`/rooms/${key}.pdf`);
  const answer = await roomAnswer(
    request,
    async () => new Response("%PDF-1.7"),
    gone,
    Date.parse("2026-12-19"),
  );
  expect(answer.status).toBe(410);
});

test("a room without a closing day, a room that is not there and any other address are the host's answer, untouched", async () => {
  const { fetchFile, fetched } = host("");
  const same = async (path: string, answer: Response) =>
    (await roomAnswer(at(path), async () => answer, fetchFile, Date.parse("2099-01-01"))) === answer;
  expect(await same(`/rooms/${key}`, new Response(page(), { status: 200 }))).toBe(true);
  expect(await same(`/rooms/${key}.pdf`, new Response("%PDF", { status: 200 }))).toBe(true);
  expect(await same("/rooms/no0such0room", new Response("gone", { status: 404 }))).toBe(true);
  expect(await same("/rooms/404", new Response(closedPage, { status: 200 }))).toBe(true);
  expect(fetched).toEqual([`/rooms/${key}`]);
  for (const path of publicPaths)
    expect(await same(path, new Response("", { status: 200 })), path).toBe(true);
  expect(fetched).toEqual([`/rooms/${key}`]);
});

test("the instant a room's page says it closes, and a page that says none or no instant keeps it open", async () => {
  expect(closingInstantOf(page("2026-12-20T13:00:00Z"))).toBe("2026-12-20T13:00:00Z");
  expect(closingInstantOf(page())).toBeUndefined();
  const { answer, fetchFile } = host("soon");
  const request = at(`/rooms/${key}`);
  const open = await roomAnswer(request, async () => answer(request), fetchFile, Date.parse("2099-01-01"));
  expect(open.status).toBe(200);
});

test("Netlify runs the rooms' edge function on every spelling of a room's address, decoded or not, and on no public page", () => {
  // As Netlify reads a pattern: anchored at both ends, where it is not already.
  const patterns = netlifyRooms.pattern.map(
    (pattern) =>
      new RegExp(`${pattern.startsWith("^") ? "" : "^"}${pattern}${pattern.endsWith("$") ? "" : "$"}`),
  );
  const runsOn = (path: string) => patterns.some((pattern) => pattern.test(path));
  for (const spelling of roomSpellings(key)) {
    for (const path of [spelling, decodeURIComponent(spelling), new URL(`https://a.b${spelling}`).pathname]) {
      expect(runsOn(path), path).toBe(true);
    }
  }
  for (const path of publicPaths) expect(runsOn(path), path).toBe(false);
});
