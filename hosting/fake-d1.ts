import { DatabaseSync } from "node:sqlite";
import type { D1, D1Statement } from "./d1-visits.ts";

// Cloudflare D1 as the tests of the site's functions have it: D1's API on SQLite itself (D1 is
// SQLite), in memory, so that their SQL runs as it is. A batch is one transaction, as in D1.

const roundTrip = () => new Promise((turned) => setImmediate(turned));

type FakeStatement = D1Statement & { sql: string; values: (string | number | null)[] };

/** A D1 database in memory; `sqlite` reads what was kept, as her dashboard would. */
export function fakeD1() {
  const sqlite = new DatabaseSync(":memory:");
  const reads = (sql: string) => /^\s*(SELECT|WITH)\b/i.test(sql);
  const execute = ({ sql, values }: FakeStatement) =>
    reads(sql)
      ? { results: sqlite.prepare(sql).all(...values), meta: { changes: 0 } }
      : { meta: { changes: Number(sqlite.prepare(sql).run(...values).changes) } };
  const db = {
    prepare: (sql: string) => ({
      bind: (...values: (string | number | null)[]): FakeStatement => {
        const statement: FakeStatement = {
          sql,
          values,
          first: async <Row>() => {
            await roundTrip();
            return (sqlite.prepare(sql).get(...values) ?? null) as Row | null;
          },
          run: async () => {
            await roundTrip();
            return execute(statement);
          },
        };
        return statement;
      },
    }),
    batch: async (statements: D1Statement[]) => {
      await roundTrip();
      sqlite.exec("BEGIN");
      try {
        const results = (statements as FakeStatement[]).map(execute);
        sqlite.exec("COMMIT");
        return results;
      } catch (error) {
        sqlite.exec("ROLLBACK");
        throw error;
      }
    },
  };
  return { db: db as unknown as D1, sqlite };
}
