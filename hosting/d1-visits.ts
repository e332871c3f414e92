import { type VisitStore, visitStatements, visitTables } from "./room-visits.ts";

// Where Cloudflare Pages keeps what its rooms' guests did (functions/_middleware.ts): the site's D1
// database, bound as INQUIRIES (the inquiries' own), on the tables every host shares
// (hosting/room-visits.ts), which she reads in Cloudflare's dashboard as the view rooms_seen.

/** A prepared statement of D1, as much of it as this needs. */
export type D1Statement = {
  first<Row = Record<string, unknown>>(): Promise<Row | null>;
  run(): Promise<{ meta: { changes: number } }>;
};

/** The little of Cloudflare D1's API the site's functions need. */
export type D1 = {
  prepare(query: string): { bind(...values: (string | number | null)[]): D1Statement };
  batch<Row = Record<string, unknown>>(
    statements: D1Statement[],
  ): Promise<{ results?: Row[]; meta: { changes: number } }[]>;
};

/** The databases whose tables were made by this isolate: made once, with IF NOT EXISTS, on first use. */
const made = new WeakMap<D1, Promise<unknown>>();

function tablesOf(db: D1) {
  let making = made.get(db);
  if (!making) {
    making = db.batch(visitTables.map((sql) => db.prepare(sql).bind()));
    // A failure is tried again by the next visit, not kept.
    making.catch(() => made.delete(db));
    made.set(db, making);
  }
  return making;
}

/** A VisitStore on a D1 database: its tables made on first use, each step one round trip. */
export function d1VisitStore(db: D1): VisitStore {
  const statement = (sql: string, values: (string | number | null)[] = []) => db.prepare(sql).bind(...values);
  return {
    async firstInHour(digest, now) {
      await tablesOf(db);
      const { forget, remember } = visitStatements;
      const [, remembered] = await db.batch([
        statement(forget.sql, forget.values(now)),
        statement(remember.sql, remember.values(digest, now)),
      ]);
      return remembered?.meta.changes === 1;
    },
    async countSince(room, since) {
      await tablesOf(db);
      const { countSince } = visitStatements;
      const row = await statement(countSince.sql, countSince.values(room, since)).first<{ count: number }>();
      return Number(row?.count ?? 0);
    },
    async keep(visit) {
      await tablesOf(db);
      const { openedBefore, expire, keep } = visitStatements;
      // Asked before the visit is kept, in the same batch (D1 runs a batch as one transaction).
      const [before, , kept] = await db.batch<{ opened: number }>([
        statement(openedBefore.sql, openedBefore.values(visit.room)),
        statement(expire.sql, expire.values(Date.parse(visit.at))),
        statement(keep.sql, keep.values(visit)),
      ]);
      const opened = Number(before?.results?.[0]?.opened ?? 1) === 1;
      return { firstOpening: visit.kind === "opened" && !opened && kept?.meta.changes === 1 };
    },
  };
}
