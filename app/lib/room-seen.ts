import { roomsPrefix } from "../../rules/rooms";
import { type SeenKind, seenBody, seenPath } from "../../rules/visits";

// What a viewing room's page tells its host of a work looked at closely (rules/visits.ts): opened
// in the viewer, or zoomed, once each per work and page view, only where the room's page asks it
// (its main's data-visits, site.yaml's switch), and only after the guest did it: never before.

/**
 * The room whose page this is, read as the page's script starts: once the viewer is open, the
 * address bar names the work (lib/viewer-history.ts).
 */
const pageAddress = typeof location === "undefined" ? "" : location.pathname.toLowerCase();
const said = new Set<string>();

/** Tells the host, in a beacon that never holds up the page, that the guest did `kind` to work `work`. */
export function sayRoomSeen(kind: SeenKind, work: number) {
  const key = new RegExp(`^${roomsPrefix}([a-z0-9]+)$`).exec(pageAddress)?.[1];
  if (!key || !document.querySelector('main[data-visits="on"]')) return;
  if (said.has(`${kind} ${work}`) || typeof navigator.sendBeacon !== "function") return;
  said.add(`${kind} ${work}`);
  navigator.sendBeacon(seenPath({ key }), seenBody(kind, work));
}
