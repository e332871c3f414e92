// New works get a number of their own when the editor saves works.yaml: the
// artist never chooses one, and a work's number never changes once given.

type Works = Record<string, readonly { id?: unknown }[] | undefined>;

/**
 * For each list of works (the editor's one list of both, admin/works.ts), the id each work should
 * have: its own, or, for a new work (none) or a copy of another (the same id
 * as a work before it), the next number no work has.
 */
export function workIds(works: Works): Record<string, number[]> {
  const lists = Object.entries(works).map(([name, list]) => [name, list ?? []] as const);
  const given = lists.flatMap(([, list]) => list.map((work) => work.id)).filter(isId);
  let next = Math.max(0, ...given) + 1;
  const taken = new Set<number>();
  return Object.fromEntries(
    lists.map(([name, list]) => [
      name,
      list.map(({ id }) => {
        const kept = isId(id) && !taken.has(id) ? id : next++;
        taken.add(kept);
        return kept;
      }),
    ]),
  );
}

const isId = (id: unknown): id is number => typeof id === "number" && Number.isInteger(id) && id > 0;
