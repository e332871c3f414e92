// What `npm start` records of its viewing rooms (hosting/room-visits.ts), in the SQLite file of its
// inquiries (hosting/inquiries.ts, INQUIRIES_FILE), and lists for `npm run visits` (scripts/visits.ts).
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Visit } from "../rules/visits.ts";
import { inquiriesFile } from "./inquiries.ts";
import { type VisitStore, visitStatements, visitTables } from "./room-visits.ts";

/** The visits' store in `file`, made on first use: node:sqlite is loaded only then. */
export async function visitStore(file = inquiriesFile) {
  const { DatabaseSync } = await import("node:sqlite");
  mkdirSync(path.dirname(file), { recursive: true });
  // npm start and npm run visits (or inquiries) may have the file open at once: each waits for the other.
  const db = new DatabaseSync(file, { timeout: 5_000 });
  db.exec("PRAGMA synchronous = FULL");
  for (const sql of visitTables) db.exec(sql);
  const prepared = Object.fromEntries(
    Object.entries(visitStatements).map(([name, { sql }]) => [name, db.prepare(sql)]),
  ) as Record<keyof typeof visitStatements, ReturnType<typeof db.prepare>>;
  const store: VisitStore & { list(): Visit[]; close(): void } = {
    async firstInHour(digest, now) {
      prepared.forget.run(...visitStatements.forget.values(now));
      return Number(prepared.remember.run(...visitStatements.remember.values(digest, now)).changes) === 1;
    },
    async countSince(room, since) {
      const row = prepared.countSince.get(...visitStatements.countSince.values(room, since));
      return Number(row?.count ?? 0);
    },
    async keep(visit) {
      prepared.expire.run(...visitStatements.expire.values(Date.parse(visit.at)));
      const openedBefore = prepared.openedBefore.get(...visitStatements.openedBefore.values(visit.room));
      const kept = Number(prepared.keep.run(...visitStatements.keep.values(visit)).changes) === 1;
      return { firstOpening: kept && visit.kind === "opened" && !Number(openedBefore?.opened) };
    },
    /** Everything recorded, oldest first. */
    list: () =>
      prepared.list.all().map((row) => ({
        room: String(row.room),
        at: String(row.at),
        kind: row.kind as Visit["kind"],
        device: row.device as Visit["device"],
        ...(row.work !== null && { work: Number(row.work) }),
      })),
    close: () => db.close(),
  };
  return store;
}
