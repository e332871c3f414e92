// Which connections `npm start` keeps when a new one comes and it is full, as nginx does: the
// newcomer is let in, and a connection that is costing the server without serving anyone is let
// go for her. First one kept alive with no request (longest idle first), then the oldest whose
// request has not all arrived (a slow client, or a silent one); a request that has arrived and is
// being answered is never cut. One address holds at most its share, so that a few addresses
// cannot take them all; the trusted proxy's connections carry every visitor, and have no share.

/** Where a connection is: no request yet, a request under way (arrived once `complete`), or idle between requests. */
type Held = { address: string; since: number } & (
  | { phase: "new" | "idle" }
  | { phase: "request"; complete: () => boolean }
);

/** What to do with a new connection: let it in, closing `shed` first if one is named, or refuse it. */
export type Admission<Connection> = { admit: true; shed?: Connection } | { admit: false };

export function connectionKeeper<Connection>({
  connections,
  perAddress,
  shareless = () => false,
}: {
  /** Connections at once. */
  connections: number;
  /** Connections at once from one address. */
  perAddress: number;
  /** Addresses with no share of their own (the trusted proxy's). */
  shareless?: (address: string) => boolean;
}) {
  // In the order their phase began: the first that can go is the oldest.
  const idle = new Map<Connection, Held>();
  const waiting = new Map<Connection, Held>();
  const byAddress = new Map<string, Set<Connection>>();
  const held = (connection: Connection) => idle.get(connection) ?? waiting.get(connection);
  const canGo = (state: Held) => state.phase !== "request" || !state.complete();
  /** Whether `a` goes before `b`: an idle one before any other, else the older. */
  const goesBefore = (a: Held, b: Held) =>
    (a.phase === "idle") !== (b.phase === "idle") ? a.phase === "idle" : a.since < b.since;

  /** The connection to let go among `candidates` (of one address), or undefined when all are being answered. */
  function oldest(candidates: Iterable<Connection>) {
    let found: { connection: Connection; state: Held } | undefined;
    for (const connection of candidates) {
      const state = held(connection);
      if (!state || !canGo(state)) continue;
      if (!found || goesBefore(state, found.state)) found = { connection, state };
    }
    return found?.connection;
  }

  /** The first that can go of all: the longest idle, else the oldest not yet answered. */
  function first() {
    for (const connection of idle.keys()) return connection;
    for (const [connection, state] of waiting) if (canGo(state)) return connection;
    return undefined;
  }

  function place(connection: Connection, state: Held) {
    idle.delete(connection);
    waiting.delete(connection);
    (state.phase === "idle" ? idle : waiting).set(connection, state);
  }

  return {
    /** A new connection from `address`, at `now` (ms). */
    opened(connection: Connection, address: string, now: number): Admission<Connection> {
      const mine = byAddress.get(address) ?? new Set<Connection>();
      let shed: Connection | undefined;
      if (!shareless(address) && mine.size >= perAddress) {
        shed = oldest(mine);
        if (shed === undefined) return { admit: false };
      } else if (idle.size + waiting.size >= connections) {
        shed = first();
        if (shed === undefined) return { admit: false };
      }
      if (shed !== undefined) this.closed(shed);
      byAddress.set(address, mine.add(connection));
      place(connection, { address, since: now, phase: "new" });
      return shed === undefined ? { admit: true } : { admit: true, shed };
    },
    /** Its request's headers have arrived; `complete` tells whether the rest has. */
    requested(connection: Connection, complete: () => boolean, now: number) {
      const state = held(connection);
      if (state) place(connection, { address: state.address, since: now, phase: "request", complete });
    },
    /** Its answer is sent: it waits for another request. */
    answered(connection: Connection, now: number) {
      const state = held(connection);
      if (state) place(connection, { address: state.address, since: now, phase: "idle" });
    },
    closed(connection: Connection) {
      const state = held(connection);
      if (!state) return;
      idle.delete(connection);
      waiting.delete(connection);
      const mine = byAddress.get(state.address);
      mine?.delete(connection);
      if (mine?.size === 0) byAddress.delete(state.address);
    },
    /** Connections held now. */
    get size() {
      return idle.size + waiting.size;
    },
  };
}
