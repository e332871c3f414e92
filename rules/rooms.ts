import { months, parseDay } from "./exhibitions.ts";

// A viewing room: a page of chosen works, with prices of its own, at an address only the people
// it is sent to have (/rooms/<key>), until the day it closes.

/** Where the rooms' pages are: no page of the public site links there. */
export const roomsPrefix = "/rooms/";

/** The shortest key a room may have: its address is as private as its key is hard to guess. */
export const roomKeyLength = 12;
/** A room's key: lower-case letters and digits, at least roomKeyLength of them. */
export const roomKeyPattern = new RegExp(`^[a-z0-9]{${roomKeyLength},}$`);

/** The address of a room's page. */
export const roomPath = (room: { key: string }) => `${roomsPrefix}${room.key}`;

const keyCharacters = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A new room's key: 14 letters and digits drawn at random (72 bits). */
export function randomRoomKey(length = 14): string {
  let key = "";
  while (key.length < length) {
    for (const value of crypto.getRandomValues(new Uint8Array(length))) {
      // 252 is 7 x 36: the values above it would favour the first characters.
      if (value < 252 && key.length < length) key += keyCharacters[value % keyCharacters.length];
    }
  }
  return key;
}

/** The address of an open room's list of its works and prices, a PDF. */
export const roomListPath = (room: { key: string }) => `${roomPath(room)}.pdf`;

/** Whether a room has closed on `today` (year-month-day): it closes at the start of its closing day. */
export const isClosed = (room: { closes?: string | undefined }, today: string) =>
  room.closes !== undefined && today >= room.closes;

/** "20 December 2026": a closing day as the room's page says it. */
export function longDay(text: string): string {
  const day = parseDay(text);
  return day ? `${day.day} ${months[day.month - 1]} ${day.year}` : text;
}

/** A work's state in a list: for sale (available or reserved), or sold. */
type Status = "available" | "reserved" | "sold";

/**
 * A work as a room shows it: with the room's price where it gives one, and then for sale, unless
 * it is reserved or sold; as it is everywhere else without one.
 */
export function inRoom<Work extends object>(
  work: Work,
  price: number | string | undefined,
): Work | (Work & { price: number | string; status: Status }) {
  if (price === undefined) return work;
  const status =
    "status" in work && (work.status === "reserved" || work.status === "sold") ? work.status : "available";
  return { ...work, price, status };
}
