// The tests' table of the ways a stranger may write a room's address: every host's tests read it
// (hosting/room-closing.test.ts for the edge functions' code, e2e/http.spec.ts on `npm start`,
// nginx and Cloudflare's runtime), and a closed room answers 410 under each, whatever the method
// or the request's conditions.
import { roomListPath, roomPath, roomSharePath } from "../rules/rooms.ts";

/** A character as a percent-escape: "%7A", or "%7a" in `lower` case. */
const escaped = (character: string, lower = false) => {
  const hex = `%${character.charCodeAt(0).toString(16).toUpperCase()}`;
  return lower ? hex.toLowerCase() : hex;
};

/** Every spelling of the room at /rooms/`key`: its page, its list (PDF) and its files, each written oddly. */
export function roomSpellings(key: string): readonly string[] {
  const [first = "", ...rest] = key;
  const middle = Math.floor(key.length / 2);
  return [
    // Its own addresses, and the files of its page.
    roomPath({ key }),
    roomListPath({ key }),
    roomSharePath({ key }),
    `//rooms/${key}/share.jpg`,
    `/rooms/${key}.html`,
    `/rooms/${key}/`,
    `/rooms/${key}/index.html`,
    `/rooms/${key}.html.br`,
    `/rooms/${key}.html.gz`,
    `/rooms/${key}/index.html.gz`,
    `/rooms/${key}.pdf.gz`,
    `/rooms/${key}.pdf/`,
    // Doubled, tripled and encoded slashes.
    `//rooms/${key}`,
    `///rooms/${key}`,
    `////rooms/${key}`,
    `/rooms//${key}`,
    `/rooms/${key}//`,
    `/%2Frooms/${key}`,
    `/%2frooms/${key}.pdf`,
    `/%2F%2Frooms/${key}`,
    `/rooms%2F${key}`,
    `/rooms/%2F${key}`,
    `/rooms/%2f${key}.pdf`,
    `/rooms/${key}%2F`,
    `/\\rooms/${key}`,
    // Letters and dots escaped.
    `/%72ooms/${key}`,
    `/rooms/${escaped(first)}${rest.join("")}`,
    `/rooms/${key.slice(0, middle)}${escaped(key[middle] ?? "", true)}${key.slice(middle + 1)}`,
    `/rooms/${key}%2Epdf`,
    `/rooms/${key}%2ehtml`,
    // Capitals.
    `/ROOMS/${key}`,
    `/Rooms/${key.toUpperCase()}`,
    `/rooms/${key}.HTML`,
    `/rooms/${key}.PDF`,
    // Dot segments, plain and encoded, from elsewhere on the site.
    `/rooms/./${key}`,
    `/rooms/%2e/${key}`,
    `/gallery/../rooms/${key}`,
    `/gallery/%2e%2e/rooms/${key}.pdf`,
    `/assets/..%2Frooms%2F${key}`,
    `/works/x/%2E%2E%2F..%2Frooms/${key}`,
  ];
}

/** The ways of asking for a file besides a plain GET: a server must not let any of them past. */
export const roomRequests: readonly { method: "GET" | "HEAD"; headers: Record<string, string> }[] = [
  { method: "GET", headers: {} },
  { method: "HEAD", headers: {} },
  { method: "GET", headers: { "If-None-Match": "*" } },
  { method: "GET", headers: { "If-Modified-Since": "Fri, 01 Jan 2100 00:00:00 GMT" } },
  { method: "GET", headers: { Range: "bytes=0-99" } },
];
