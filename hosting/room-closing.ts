import { defaultTimeZone, isTimeZone } from "../rules/her-day.ts";
import { roomClosedPage } from "../rules/pages.ts";
import { isClosed, roomPath, roomsPrefix } from "../rules/rooms.ts";
import { seenPath } from "../rules/visits.ts";

// A room closes on every host, built or not since, under every spelling of its address, at the
// instant its closing day ends where she lives, computed once by the build (rules/rooms.ts's
// closingOf): `npm start` by build/site.json's instants, nginx by a pattern of its include
// (host-files.ts), and the static hosts by a function at their edge (functions/_middleware.ts on
// Cloudflare Pages, netlify/edge-functions/rooms.ts on Netlify), which reads the instant from the
// room's own page: no file of theirs lists the rooms. Each decides on the address as roomKeyAt
// reads it. Web APIs alone: this runs in Node, workerd and Deno.

/**
 * The path a request names, as every host decides on a room by it: resolved as the URL standard
 * does (dot segments, "%2e" ones too, "\" as "/"), percent-decoded once ("%2F" a slash, as the
 * hosts' file lookups decode it), its dot segments resolved again and its repeated and trailing
 * slashes folded, in lower case. Undefined for a malformed escape ("/%zz").
 */
export function normalisedPath(raw: string): string | undefined {
  let decoded: string;
  try {
    // From a base of its own: "//rooms/…" is a path here, not another host.
    decoded = decodeURIComponent(new URL(`http://host${raw.startsWith("/") ? "" : "/"}${raw}`).pathname);
  } catch {
    return undefined;
  }
  const segments: string[] = [];
  for (const segment of decoded.split("/")) {
    if (segment === ".." && segments.length > 0) segments.pop();
    else if (segment !== "" && segment !== "." && segment !== "..") segments.push(segment);
  }
  return `/${segments.join("/")}`.toLowerCase();
}

/** A room's addresses, normalised: its page, and every file named after it or under it. */
const roomAddress = new RegExp(`^${roomsPrefix}([a-z0-9]+)(?:[./].*)?$`);

/**
 * The key of the room that the address `raw` names under any spelling: /rooms/<key>, its list
 * (.pdf), its page's files (.html, .html.br, /index.html) and anything under /rooms/<key>/, with
 * any escape, case, dot segment or doubled slash. Undefined for any other address, and for the
 * page every host shows for a room that is not open.
 */
export function roomKeyAt(raw: string): string | undefined {
  const key = roomAddress.exec(normalisedPath(raw) ?? "")?.[1];
  return key === undefined || roomPath({ key }) === roomClosedPage.path ? undefined : key;
}

/**
 * The instant a room's page says it closes (its main element's data-closes, the end of its closing
 * day in her zone, written by the build), if it says one: the edge needs no zone.
 */
export const closingInstantOf = (html: string) => /<main\b[^>]*\sdata-closes="([^"]*)"/.exec(html)?.[1];

/** Whether a room's page asks its visits to be recorded (its main element's data-visits, site.yaml's switch). */
export const recordsVisits = (html: string) => /<main\b[^>]*\sdata-visits="on"/.test(html);

/**
 * Her time zone, as a room's page names it (its main element's data-time-zone, site.yaml's
 * timeZone): what the hosts' notices of its opening tell her the time in. UTC where it names none.
 */
export const timeZoneOf = (html: string) => {
  const named = /<main\b[^>]*\sdata-time-zone="([^"]*)"/.exec(html)?.[1];
  return named && isTimeZone(named) ? named : defaultTimeZone;
};

/** The ids of the works a room's page shows (its main element's data-works): what its guest can look at. */
export const worksOf = (html: string) =>
  (/<main\b[^>]*\sdata-works="([\d ]*)"/.exec(html)?.[1] ?? "").split(" ").filter(Boolean).map(Number);

/** The headers that make a request other than a plain read of the whole file. */
const conditions = [
  "if-none-match",
  "if-modified-since",
  "if-match",
  "if-unmodified-since",
  "if-range",
  "range",
];

/** An open room, as its page tells the host: what to record of it, and her zone. */
export type OpenRoom = { key: string; recordsVisits: boolean; works: readonly number[]; timeZone: string };

/**
 * The edge's answer to `request`: at any address of a room whose page's instant has come by
 * `now`, 410 with the page of a closed room, for every method and condition; anything else is
 * the host's answer (`next`) as it was. The instant is read from the host's own answer to a plain
 * GET of the room's page, else from a fetch of that page (`fetchFile`, a plain GET of the site's file:
 * through Netlify's edge, where a closed page answers 410 itself, it ends in that first case).
 * At an open room's address, `open` is told the room's key, whether its visits are recorded and its works,
 * and her zone, and a post of what its page saw (rules/visits.ts, seenPath) is answered 204.
 */
export async function roomAnswer(
  request: Request,
  next: () => Promise<Response>,
  fetchFile: (path: string) => Promise<Response>,
  now: number = Date.now(),
  open?: (room: OpenRoom) => void,
): Promise<Response> {
  const { pathname } = new URL(request.url);
  const key = roomKeyAt(pathname);
  if (!key) return next();
  const plainRead =
    request.method === "GET" &&
    pathname === roomPath({ key }) &&
    !conditions.some((name) => request.headers.has(name));
  const answer = plainRead ? await next() : undefined;
  const page = answer ? answer.clone() : await fetchFile(roomPath({ key }));
  const html = page.ok ? await page.text() : undefined;
  const closing = html && closingInstantOf(html);
  if (page.status !== 410 && !isClosed({ closing }, now)) {
    // An open room's: told to the host, which records the visit once the guest is answered.
    if (html !== undefined)
      open?.({ key, recordsVisits: recordsVisits(html), works: worksOf(html), timeZone: timeZoneOf(html) });
    // What the room's page posts of its viewer and zoom has no file: it is answered here.
    if (html !== undefined && request.method === "POST" && normalisedPath(pathname) === seenPath({ key })) {
      return new Response(null, { status: 204 });
    }
    return answer ?? next();
  }
  const closed = await fetchFile(roomClosedPage.path);
  return new Response(closed.body, { status: 410, statusText: "Gone", headers: closed.headers });
}
