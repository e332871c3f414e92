import type { Store } from "@netlify/blobs";
import { normalisedPath, roomAnswer } from "../hosting/room-closing.ts";
import { bodyUpTo, type RoomRequest, recordVisit, type VisitStore } from "../hosting/room-visits.ts";
import { defaultTimeZone, timeIn } from "../rules/her-day.ts";
import { keptDays, largestSeen, repeatMinutes, seenPath, type Visit } from "../rules/visits.ts";

// What Netlify's edge function in front of the rooms (edge-functions/rooms.ts) records of an open
// room's visits, in a store of Netlify Blobs that the site alone can read (Netlify's UI shows it
// under the project's Blobs), and how it tells the artist of a room's first opening: a submission
// of the hidden form `room-opened`, which Netlify e-mails her as it does an inquiry. Web APIs
// alone: Deno at Netlify's edge, Node in the tests.

/** The store's name, in Netlify's UI (Blobs). */
export const visitsStoreName = "room-visits";

/** The hidden form Netlify takes a room's first opening as: its name and fields. */
export const roomOpenedForm = { name: "room-opened", fields: ["room", "when"] } as const;

/** What of a Blobs store the visits use: a fake in the tests. */
export type Blobs = Pick<Store, "get" | "set" | "delete" | "list">;

/** The repeats' keys are filed by ten minutes: a whole folder past the hour is deleted at once. */
const repeatFolderMinutes = 10;
const folderOf = (now: number) => Math.floor(now / (repeatFolderMinutes * 60_000));

/** A visit's key: under its room and day, sortable by time, then what it was (two at once apart by a random end). */
const visitKey = (visit: Visit) =>
  `visits/${visit.room}/${visit.at.slice(0, 10)}/${visit.at} ${visit.kind}${visit.work === undefined ? "" : ` ${visit.work}`} ${visit.device} ${crypto.randomUUID().slice(0, 8)}`;

/** Each day from `since`'s to `until`'s, as YYYY-MM-DD. */
function daysBetween(since: string, until: string) {
  const days: string[] = [];
  for (let day = new Date(`${since.slice(0, 10)}T00:00:00Z`); day.toISOString() <= until; ) {
    days.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  return days;
}

/** Deletes every blob under `prefix`. */
async function deleteUnder(blobs: Blobs, prefix: string) {
  const { blobs: found } = await blobs.list({ prefix });
  await Promise.all(found.map((blob) => blobs.delete(blob.key)));
}

/**
 * The visits' store on Netlify Blobs (hosting/room-visits.ts's VisitStore): each visit a blob of
 * its own under its room and day, each repeat's digest a blob under its ten minutes (deleted with
 * them once past the hour), and each room's first opening a blob written only if new, so that two
 * guests opening a room at once send her one notice.
 */
export function blobVisitStore(blobs: Blobs, now: () => number = Date.now): VisitStore {
  return {
    async firstInHour(digest, at) {
      const current = folderOf(at);
      const { directories } = await blobs.list({ prefix: "repeats/", directories: true });
      const past = directories
        .map((folder) => folder.replace(/\/$/, ""))
        .filter(
          (folder) =>
            (Number(folder.split("/")[1]) + 1) * repeatFolderMinutes * 60_000 <= at - repeatMinutes * 60_000,
        );
      await Promise.all(past.map((folder) => deleteUnder(blobs, `${folder}/`)));
      const within = Array.from(
        { length: repeatMinutes / repeatFolderMinutes + 1 },
        (_, back) => current - back,
      );
      const seen = await Promise.all(within.map((folder) => blobs.get(`repeats/${folder}/${digest}`)));
      if (seen.some((time) => time !== null && at - Number(time) < repeatMinutes * 60_000)) return false;
      await blobs.set(`repeats/${current}/${digest}`, String(at));
      return true;
    },
    async countSince(room, since) {
      const days = daysBetween(since, new Date(now()).toISOString());
      const lists = await Promise.all(days.map((day) => blobs.list({ prefix: `visits/${room}/${day}/` })));
      return lists.flatMap((list) => list.blobs).filter((blob) => (blob.key.split("/")[3] ?? "") >= since)
        .length;
    },
    async keep(visit) {
      const oldest = new Date(Date.parse(visit.at) - keptDays * 86_400_000).toISOString().slice(0, 10);
      const { directories } = await blobs.list({ prefix: `visits/${visit.room}/`, directories: true });
      const expired = directories
        .map((folder) => folder.replace(/\/$/, ""))
        .filter((folder) => (folder.split("/")[2] ?? "") < oldest);
      await Promise.all(expired.map((folder) => deleteUnder(blobs, `${folder}/`)));
      await blobs.set(visitKey(visit), JSON.stringify(visit));
      if (visit.kind !== "opened") return { firstOpening: false };
      const { modified } = await blobs.set(`opened/${visit.room}`, visit.at, { onlyIfNew: true });
      return { firstOpening: modified };
    },
  };
}

/** Everything kept of the rooms, oldest first: what `list` of the store's keys says, read back. */
export async function keptVisits(blobs: Blobs): Promise<Visit[]> {
  const { blobs: found } = await blobs.list({ prefix: "visits/" });
  const visits = await Promise.all(found.map((blob) => blobs.get(blob.key, { type: "json" })));
  return (visits.filter(Boolean) as Visit[]).sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * The first opening of a room, as the hidden form's submission posted to the site itself: Netlify
 * e-mails her its fields as they are, so its time is in her zone, and names it.
 */
export const roomOpenedSubmission = (visit: Visit, site: string, timeZone = defaultTimeZone) =>
  new URLSearchParams({
    "form-name": roomOpenedForm.name,
    room: new URL(`/rooms/${visit.room}`, site).href,
    when: timeIn(visit.at, timeZone),
  });

/** What the edge gives its function: Netlify's Context, as much of it as is used. */
export type EdgeContext = {
  next: () => Promise<Response>;
  waitUntil: (work: Promise<unknown>) => void;
  /** The visitor's address, as Netlify's edge has it. */
  ip: string;
};

/**
 * The edge function's answer to a request (hosting/room-closing.ts's roomAnswer): and, at an open
 * room whose page records visits, its recording once the guest is answered (`waitUntil`), with the
 * room's first opening posted to the site as the form `room-opened`. `blobs` is called only then.
 */
export function answerRoom(
  request: Request,
  context: EdgeContext,
  { blobs, send = fetch, now = Date.now }: { blobs: () => Blobs; send?: typeof fetch; now?: () => number },
): Promise<Response> {
  // The room's page is fetched through the edge, past the rooms' password where one is set.
  const authorization = request.headers.get("Authorization");
  const { pathname } = new URL(request.url);
  return roomAnswer(
    request,
    () => context.next(),
    (path) =>
      send(new URL(path, request.url), { headers: authorization ? { Authorization: authorization } : {} }),
    now(),
    ({ key, recordsVisits, works, timeZone }) => {
      if (!recordsVisits) return;
      const seen = request.method === "POST" && normalisedPath(pathname) === seenPath({ key });
      const recording = (async () => {
        const roomRequest: RoomRequest = {
          key,
          method: request.method,
          path: pathname,
          header: (name) => request.headers.get(name),
          address: context.ip,
          body: seen ? await bodyUpTo(request, largestSeen) : undefined,
          works,
        };
        const recorded = await recordVisit(roomRequest, blobVisitStore(blobs(), now), now());
        if (!recorded?.firstOpening) return;
        await send(new URL("/", request.url), {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: roomOpenedSubmission(recorded.visit, request.url, timeZone),
        });
      })();
      // A failure to record is the host's log's, never the guest's.
      context.waitUntil(recording.catch((error) => console.error("A room's visit was not recorded:", error)));
    },
  );
}
