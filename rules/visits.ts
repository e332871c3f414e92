import { defaultTimeZone, timeIn } from "./her-day.ts";
import { roomPath } from "./rooms.ts";
import { visibleLine } from "./visible-text.ts";

// What a viewing room tells the artist of its guest: when it was opened, on a phone or a computer,
// which works were opened in the viewer or zoomed, whether its price list was downloaded. Never an
// address, a name, a cookie or a user agent: each thing recorded is one of these kinds, a time, a
// room, a work's id and a device. Shared by every host (hosting/room-visits.ts) and the room's
// page, whose script says what the viewer and the zoom add (after the guest's first intent).

/** What a room's guest did. "previewed" is a link preview's server drawing the room's card, not a person. */
export const visitKinds = ["opened", "previewed", "price list", "viewer", "zoom"] as const;
export type VisitKind = (typeof visitKinds)[number];

/** The two kinds the room's page says itself, with the work: everything else the host sees. */
export const seenKinds = ["viewer", "zoom"] as const satisfies readonly VisitKind[];
export type SeenKind = (typeof seenKinds)[number];

export type Device = "phone" | "computer";

/** One thing recorded of a room. */
export type Visit = {
  room: string;
  /** When, as an ISO 8601 moment in UTC. */
  at: string;
  kind: VisitKind;
  /** The work's id, for "viewer" and "zoom". */
  work?: number | undefined;
  device: Device;
};

/** Where the room's page posts what the viewer and the zoom add: under the room's address, so it closes with it. */
export const seenPath = (room: { key: string }) => `${roomPath(room)}/seen`;

/** The body of that post: `kind=viewer&work=12`. */
export const seenBody = (kind: SeenKind, work: number) => new URLSearchParams({ kind, work: String(work) });

/** The most a post to seenPath may hold: the body above with a long id. */
export const largestSeen = 64;

/** What a post to seenPath says, if it is one the page would send. */
export function seenOf(body: string): { kind: SeenKind; work: number } | undefined {
  if (body.length > largestSeen) return undefined;
  const form = new URLSearchParams(body);
  const kind = form.get("kind");
  const work = form.get("work") ?? "";
  if (!(seenKinds as readonly string[]).includes(kind ?? "") || !/^[1-9]\d{0,5}$/.test(work))
    return undefined;
  return { kind: kind as SeenKind, work: Number(work) };
}

/**
 * The most posts to seenPath from one address in `minutes`, where a host can count them: a guest
 * who opens and zooms every work of a large room sends fewer.
 */
export const seenPerAddress = { most: 120, minutes: 10 } as const;

/** How long what was recorded is kept: each host forgets what is older when it records. */
export const keptDays = 90;

/** The line a room's page says to its guest, when its visits are recorded. */
export const visitsNotice =
  "The artist sees when this room is opened, and which works are looked at closely: no cookie, no address, nothing else.";

/** What the privacy page says of the rooms, when their visits are recorded: `email` is the artist's. */
export const visitsPrivacy = (email: string) =>
  `A viewing room tells the artist when it was opened, on a phone or a computer, which of its works were opened or zoomed, and whether its price list was downloaded. Nothing else is kept: no cookie, no address, no name. To count a visitor's repeats within an hour once, a one-way hash of her connection's address is kept for about an hour, then deleted. What is recorded is kept ${keptDays} days. To have it deleted sooner, write to ${email}. The site's public pages record nothing.`;

/** How often the same thing by the same guest counts: once an hour. */
export const repeatMinutes = 60;
/** The most things recorded of one room in a day: past them a flood fills nothing. */
export const visitsPerRoomPerDay = 200;

/**
 * The cookie her own browser carries once she has opened her editor (hosting/policy.ts sets it on
 * /admin): a request with it is hers, and not counted. Only the editor's page gives it, which no
 * page of the site links: a guest's browser is given no cookie.
 */
export const artistCookie = { name: "artist", value: "1" } as const;

/** The Set-Cookie of that mark: for the rooms' addresses, a year, sent on her own top-level visits. */
export const artistCookieHeader = `${artistCookie.name}=${artistCookie.value}; Path=${roomPath({ key: "" }).slice(0, -1)}; Max-Age=31536000; Secure; HttpOnly; SameSite=Lax`;

/** The servers that fetch an address to draw its preview in a message, a chat or a mail, and the robots. */
const previewers =
  /whatsapp|facebookexternalhit|facebot|twitterbot|slackbot|slack-imgproxy|telegrambot|discordbot|linkedinbot|skypeuripreview|microsoft office|outlook|ms-office|bingpreview|google-pagerenderer|googleimageproxy|google-safety|applebot|redditbot|embedly|iframely|preview|bot\b|bot\/|crawl|spider|fetch|curl|wget|python|go-http|java\/|okhttp|axios|node|headless/i;

/**
 * Who asked for a room's page, from the request's headers: the artist (her editor's mark), a
 * link preview's server or robot, or a guest. A guest's browser says it navigates to a page
 * (`Sec-Fetch-Mode: navigate`, sent by every browser since 2023); one too old to say so counts if
 * it names itself a browser (`Mozilla/`) in the visitor's languages, which a preview's server
 * rarely sends.
 */
export function readerOf(
  header: (name: string) => string | null | undefined,
): "artist" | "preview" | "guest" {
  const cookies = (header("cookie") ?? "").split(";").map((part) => part.trim());
  if (cookies.includes(`${artistCookie.name}=${artistCookie.value}`)) return "artist";
  const agent = header("user-agent") ?? "";
  if (!agent || previewers.test(agent)) return "preview";
  const mode = header("sec-fetch-mode");
  if (mode) return mode === "navigate" ? "guest" : "preview";
  return /^Mozilla\//.test(agent) && header("accept-language") ? "guest" : "preview";
}

/** A phone (or a tablet) or a computer, from the user agent: the user agent itself is never kept. */
export const deviceOf = (agent: string | null | undefined): Device =>
  /mobi|android|iphone|ipad|ipod/i.test(agent ?? "") ? "phone" : "computer";

/** What she reads of one room. */
export type RoomVisits = {
  room: string;
  firstOpened?: string | undefined;
  lastOpened?: string | undefined;
  /** Openings, each guest's repeats within the hour counted once. */
  opened: number;
  onPhone: number;
  onComputer: number;
  previewed: number;
  /** Works opened in the viewer, and zoomed, by id, in the order first seen. */
  viewer: number[];
  zoom: number[];
  priceList: number;
};

/** What she reads of each room, from what was recorded: the room opened last first. */
export function roomVisits(visits: readonly Visit[]): RoomVisits[] {
  const rooms = new Map<string, RoomVisits>();
  for (const visit of [...visits].sort((a, b) => a.at.localeCompare(b.at))) {
    const room =
      rooms.get(visit.room) ??
      ({
        room: visit.room,
        opened: 0,
        onPhone: 0,
        onComputer: 0,
        previewed: 0,
        viewer: [],
        zoom: [],
        priceList: 0,
      } as RoomVisits);
    rooms.set(visit.room, room);
    if (visit.kind === "opened") {
      room.firstOpened ??= visit.at;
      room.lastOpened = visit.at;
      room.opened++;
      if (visit.device === "phone") room.onPhone++;
      else room.onComputer++;
    } else if (visit.kind === "previewed") room.previewed++;
    else if (visit.kind === "price list") room.priceList++;
    else if (visit.work !== undefined && !room[visit.kind].includes(visit.work))
      room[visit.kind].push(visit.work);
  }
  return [...rooms.values()].sort((a, b) => (b.lastOpened ?? "").localeCompare(a.lastOpened ?? ""));
}

/**
 * What she is sent when a room is first opened, as each host sends her an inquiry: text alone,
 * her room's title (from site.json or its page) as one visible line. `whereToRead` says where
 * she reads the rest on that host; the time is in her zone (site.yaml's timeZone), and names it.
 */
export function roomOpenedMessage(
  room: { key: string; title?: string | undefined },
  visit: Pick<Visit, "at" | "device">,
  whereToRead?: string,
  timeZone: string = defaultTimeZone,
) {
  const title = visibleLine(room.title ?? roomPath(room));
  const when = timeIn(visit.at, timeZone);
  return {
    subject: `Your viewing room ${title} was opened`,
    text: [
      `Your viewing room "${title}" (${roomPath(room)}) was opened for the first time, on ${when}, on a ${visit.device}.`,
      "Later openings, the works looked at closely and the price list's downloads are recorded too; you are not sent each of them.",
      ...(whereToRead ? [whereToRead] : []),
    ].join("\n"),
  };
}
