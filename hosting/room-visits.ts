import { roomListPath, roomPath } from "../rules/rooms.ts";
import {
  deviceOf,
  keptDays,
  readerOf,
  repeatMinutes,
  seenOf,
  seenPath,
  type Visit,
  visitsPerRoomPerDay,
} from "../rules/visits.ts";
import { senderOf } from "./inquiry-answer.ts";
import { normalisedPath } from "./room-closing.ts";

// What every host records of a request to an open room (rules/visits.ts): `npm start` in its
// SQLite file, Cloudflare Pages in D1 (both with the SQL below), Netlify in its Blobs. Each host
// decides first whether the room is open (hosting/room-closing.ts) and answers the guest; then
// calls recordVisit, whose work never delays or refuses her. Web APIs alone: Node, workerd, Deno.

/** The tables, for SQLite and D1 alike: what was recorded, and the repeats of the last hour. */
export const visitTables = [
  `CREATE TABLE IF NOT EXISTS room_visits (
  id INTEGER PRIMARY KEY, room TEXT NOT NULL, at TEXT NOT NULL, kind TEXT NOT NULL, work INTEGER, device TEXT NOT NULL)`,
  "CREATE INDEX IF NOT EXISTS room_visits_by_room ON room_visits (room, at)",
  // A hash of who did what (with the visitor's address), kept an hour to count her repeats once.
  "CREATE TABLE IF NOT EXISTS room_visit_repeats (digest TEXT PRIMARY KEY, at INTEGER NOT NULL)",
  // Each room in one row, as she reads it in a database's own screen (Cloudflare's D1).
  `CREATE VIEW IF NOT EXISTS rooms_seen AS SELECT room,
  MIN(CASE WHEN kind = 'opened' THEN at END) AS first_opened,
  MAX(CASE WHEN kind = 'opened' THEN at END) AS last_opened,
  SUM(kind = 'opened') AS times_opened,
  SUM(kind = 'opened' AND device = 'phone') AS on_a_phone,
  SUM(kind = 'opened' AND device = 'computer') AS on_a_computer,
  SUM(kind = 'previewed') AS link_previews,
  GROUP_CONCAT(DISTINCT CASE WHEN kind = 'viewer' THEN work END) AS works_opened,
  GROUP_CONCAT(DISTINCT CASE WHEN kind = 'zoom' THEN work END) AS works_zoomed,
  SUM(kind = 'price list') AS price_list_downloads
FROM room_visits GROUP BY room ORDER BY last_opened DESC`,
] as const;

/** The statements of a store on those tables, with their values in order. */
export const visitStatements = {
  /** Forgets the repeats older than the hour. */
  forget: {
    sql: "DELETE FROM room_visit_repeats WHERE at <= ?",
    values: (now: number) => [now - repeatMinutes * 60_000],
  },
  /** Remembers a digest unless it is remembered: one change if it was not. */
  remember: {
    sql: "INSERT OR IGNORE INTO room_visit_repeats (digest, at) VALUES (?, ?)",
    values: (digest: string, now: number) => [digest, now],
  },
  /** How many things of a room since a moment. */
  countSince: {
    sql: "SELECT COUNT(*) AS count FROM room_visits WHERE room = ? AND at >= ?",
    values: (room: string, since: string) => [room, since],
  },
  /** Whether the room was opened before. */
  openedBefore: {
    sql: "SELECT EXISTS (SELECT 1 FROM room_visits WHERE room = ? AND kind = 'opened') AS opened",
    values: (room: string) => [room],
  },
  /** Forgets what is older than keptDays, before each visit is kept. */
  expire: {
    sql: "DELETE FROM room_visits WHERE at < ?",
    values: (now: number) => [new Date(now - keptDays * 86_400_000).toISOString()],
  },
  /**
   * Keeps a visit unless its room has had its day's most: counted and kept in one statement, so
   * that guests at once (each counted by recordVisit before any is kept) cannot pass the most.
   */
  keep: {
    sql: `INSERT INTO room_visits (room, at, kind, work, device) SELECT ?1, ?2, ?3, ?4, ?5
WHERE (SELECT COUNT(*) FROM room_visits WHERE room = ?1 AND at >= ?6) < ?7`,
    values: (visit: Visit) => [
      visit.room,
      visit.at,
      visit.kind,
      visit.work ?? null,
      visit.device,
      new Date(Date.parse(visit.at) - 24 * 3_600_000).toISOString(),
      visitsPerRoomPerDay,
    ],
  },
  /** Everything recorded, oldest first. */
  list: { sql: "SELECT room, at, kind, work, device FROM room_visits ORDER BY id" },
} as const;

/** Where a host keeps what it records. */
export type VisitStore = {
  /** Whether `digest` was not remembered within the hour; it is remembered from `now` if so. */
  firstInHour(digest: string, now: number): Promise<boolean>;
  /** How many things of `room` were recorded since the moment `since` (ISO 8601). */
  countSince(room: string, since: string): Promise<number>;
  /** Keeps a visit, forgetting what is older than keptDays; whether it is the room's first opening. */
  keep(visit: Visit): Promise<{ firstOpening: boolean }>;
};

/** A request to an open room, as each host has it. */
export type RoomRequest = {
  /** The room's key (roomKeyAt), decided on by the host. */
  key: string;
  method: string;
  /** The path as requested, any spelling. */
  path: string;
  header: (name: string) => string | null | undefined;
  /** The visitor's address, hashed for the hour, never kept as it is. */
  address: string;
  /** A post's body (to seenPath). */
  body?: string | undefined;
  /** The ids of the works the room shows: a post of another is no guest's, and records nothing. */
  works: readonly number[];
};

/** A SHA-256 hash in hex: the address it holds cannot be read back but by trying every one. */
async function digestOf(text: string) {
  const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** What a request to an open room is to her, if anything: the page opened or previewed, its list, a work seen. */
export function visitOf(request: RoomRequest, now: number): Visit | undefined {
  const room = { key: request.key };
  const path = normalisedPath(request.path);
  const reader = readerOf(request.header);
  if (reader === "artist") return undefined;
  const base = {
    room: room.key,
    at: new Date(now).toISOString(),
    device: deviceOf(request.header("user-agent")),
  };
  if (request.method === "GET" && path === roomPath(room)) {
    return { ...base, kind: reader === "guest" ? "opened" : "previewed" };
  }
  if (request.method === "GET" && path === roomListPath(room) && reader === "guest") {
    return { ...base, kind: "price list" };
  }
  if (request.method === "POST" && path === seenPath(room)) {
    // Only the room's own page posts it (never another site's, as the browser says), of a work it
    // shows: a made-up post fills nothing.
    const fromElsewhere = ["cross-site", "same-site"].includes(request.header("sec-fetch-site") ?? "");
    const seen = seenOf(request.body ?? "");
    if (!seen || !request.works.includes(seen.work) || fromElsewhere) return undefined;
    return { ...base, ...seen };
  }
  return undefined;
}

/**
 * Records what a request to an open room is (visitOf), unless the same guest did the same within
 * the hour, or the room has had its day's most: the visit, and whether it is the room's first
 * opening (which the host sends her as it sends an inquiry), or undefined.
 */
export async function recordVisit(
  request: RoomRequest,
  store: VisitStore,
  now: number = Date.now(),
): Promise<{ visit: Visit; firstOpening: boolean } | undefined> {
  const visit = visitOf(request, now);
  if (!visit) return undefined;
  const digest = await digestOf(
    ["room visit", visit.room, visit.kind, visit.work ?? "", visit.device, senderOf(request.address)].join(
      " ",
    ),
  );
  if (!(await store.firstInHour(digest, now))) return undefined;
  const dayAgo = new Date(now - 24 * 3_600_000).toISOString();
  if ((await store.countSince(visit.room, dayAgo)) >= visitsPerRoomPerDay) return undefined;
  const { firstOpening } = await store.keep(visit);
  return { visit, firstOpening };
}

/**
 * A post's body as text, if it is no longer than `most` bytes, else undefined: never more of it
 * read than `most` (the edges read what a room's page posts, rules/visits.ts's largestSeen).
 */
export async function bodyUpTo(request: Request, most: number) {
  if (!request.body || Number(request.headers.get("content-length") ?? 0) > most) return undefined;
  const reader = request.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let length = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    length += part.value.length;
    if (length > most) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(part.value);
  }
  return new Blob(chunks).text();
}
