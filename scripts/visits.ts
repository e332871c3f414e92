// `npm run visits`: what `npm start` has recorded of each viewing room (rules/visits.ts), the room
// opened last first: when it was first and last opened, how often, on a phone or a computer, its
// link previews, the works opened in the viewer and zoomed, and its price list's downloads. Each
// room is named by its title in the build's site.json (BUILD_DIR), and each work by its title;
// each time is in her zone, which site.json names too.
import { existsSync } from "node:fs";
import { builtSite } from "../hosting/built-site.ts";
import { inquiriesFile } from "../hosting/inquiries.ts";
import type { BuiltRoom, BuiltSite } from "../hosting/policy.ts";
import { visitStore } from "../hosting/visits-store.ts";
import { timeIn } from "../rules/her-day.ts";
import { roomPath } from "../rules/rooms.ts";
import { visibleLine } from "../rules/visible-text.ts";
import { keptDays, type RoomVisits, roomVisits } from "../rules/visits.ts";

if (!existsSync(inquiriesFile)) {
  console.log(`No room has been opened yet (visits would be kept in ${inquiriesFile}).`);
  process.exit(0);
}

const site: Partial<BuiltSite> = builtSite() ?? {};
const rooms: readonly BuiltRoom[] = site.rooms ?? [];

// In her zone (site.yaml's timeZone, as the build wrote it), not the server's: it names it.
const when = (iso: string) => timeIn(iso, site.timeZone);
const times = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** One room, as she reads it. */
function shown(visits: RoomVisits) {
  const room = rooms.find(({ key }) => key === visits.room);
  const workTitle = (id: number) => {
    const title = room?.works?.find((work) => work.id === id)?.title;
    return title ? visibleLine(title) : `work ${id}`;
  };
  const works = (ids: readonly number[]) => (ids.length > 0 ? ids.map(workTitle).join("; ") : "none");
  return [
    `${room?.title ? visibleLine(room.title) : "A room no longer in the site"} (${roomPath({ key: visits.room })})`,
    visits.firstOpened && visits.lastOpened
      ? `  Opened ${times(visits.opened, "time")}: first ${when(visits.firstOpened)}, last ${when(visits.lastOpened)}`
      : "  Not opened yet",
    ...(visits.opened > 0
      ? [`  On a phone ${times(visits.onPhone, "time")}, on a computer ${times(visits.onComputer, "time")}`]
      : []),
    `  Link previews (a message or mail drawing its card, not a person): ${visits.previewed}`,
    `  Works opened in the viewer: ${works(visits.viewer)}`,
    `  Works zoomed: ${works(visits.zoom)}`,
    `  Price list downloaded: ${times(visits.priceList, "time")}`,
  ].join("\n");
}

const store = await visitStore();
const listed = roomVisits(store.list());
store.close();
if (listed.length === 0) console.log("No room has been opened yet.");
else {
  console.log(listed.map(shown).join("\n\n"));
  console.log(
    `\nEach guest's repeats within an hour count once. Kept ${keptDays} days, in ${inquiriesFile}.`,
  );
}
