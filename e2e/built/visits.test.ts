// What the built pages say of a room's visits (rules/visits.ts), as site.yaml's roomVisits asks:
// each open room's page says it under its header and asks the hosts to record (data-visits), the
// privacy page says what is kept and how to have it deleted, and site.json tells npm start. With
// the switch off none of it is there. What each host records is the HTTP suite's.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import type { BuiltSite } from "../../hosting/policy.ts";
import { visitsNotice, visitsPrivacy } from "../../rules/visits.ts";
import { content, rooms } from "../content.ts";
import { buildDir } from "../servers.ts";
import { pageAt, textOf } from "./site.ts";

const { site } = content;
const openRooms = rooms.filter((room) => !room.closed);
const recorded = site.roomVisits && rooms.length > 0;

test.skipIf(openRooms.length === 0)(
  "each open room's page says whether the artist sees it opened, under its header, and asks the hosts to record it only then",
  () => {
    for (const room of openRooms) {
      const document = pageAt(`/rooms/${room.key}`);
      const main = document.querySelector("main");
      expect(main?.getAttribute("data-visits") ?? null, room.key).toBe(site.roomVisits ? "on" : null);
      // Her zone, for the time the hosts' notices of its opening tell her (hosting/room-closing.ts).
      expect(main?.getAttribute("data-time-zone") ?? null, room.key).toBe(
        site.roomVisits ? (site.timeZone ?? null) : null,
      );
      const said = [...(main?.querySelectorAll("header p") ?? [])].map(textOf);
      expect(said.includes(visitsNotice), room.key).toBe(site.roomVisits);
    }
  },
);

test("the privacy page says what a room records, for how long and how to have it deleted, where rooms record", () => {
  const paragraphs = [...pageAt("/privacy").querySelectorAll("main p")].map(textOf);
  expect(paragraphs.includes(visitsPrivacy(site.artist.email))).toBe(recorded);
  // Her own words come first, as she wrote them.
  expect(paragraphs.slice(0, site.privacy.text.length)).toEqual(site.privacy.text);
});

test("site.json tells npm start whether to record, and names each room's title", () => {
  const built = JSON.parse(readFileSync(path.join(buildDir, "site.json"), "utf8")) as BuiltSite;
  expect(built.roomVisits).toBe(site.roomVisits && openRooms.length > 0);
  // And her zone, in which npm start, npm run visits and npm run inquiries tell her each time.
  expect(built.timeZone).toBe(site.timeZone);
  for (const room of openRooms) {
    expect(built.rooms.find(({ key }) => key === room.key)?.title).toBe(room.title);
  }
});
