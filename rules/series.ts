import { slugify } from "./slug.ts";

// Series: the works of one series in works.yaml's order, their addresses, and how a series is introduced.

/**
 * The series of `works`, in the order each first appears, each with its works in their order.
 * A work without a series is in none.
 */
export function seriesOf<Work extends { series?: string | undefined }>(works: readonly Work[]) {
  const byName = new Map<string, Work[]>();
  for (const work of works) {
    if (work.series === undefined) continue;
    byName.set(work.series, [...(byName.get(work.series) ?? []), work]);
  }
  // A series' address is made from its name; one in another script has its place among the
  // series (series-2), or the next number no other series' name makes.
  const named = new Set([...byName.keys()].map(slugify).filter(Boolean));
  return [...byName].map(([name, members], place) => {
    let slug = slugify(name);
    for (let number = place + 1; !slug; number++) {
      if (!named.has(`series-${number}`)) slug = `series-${number}`;
    }
    named.add(slug);
    return { name, slug, works: members };
  });
}

/** The years of `works`, first to last: "2023–2025", or "2025" when they share one. */
export function yearSpan(works: readonly { year: string }[]) {
  const years = works.map((work) => Number(work.year)).sort((a, b) => a - b);
  const [first, last] = [years[0], years.at(-1)];
  return first === last ? String(first ?? "") : `${first}–${last}`;
}

/** "A series of 7 works, 2023–2025." */
export const seriesIntro = (works: readonly { year: string }[]) =>
  `A series of ${works.length === 1 ? "one work" : `${works.length} works`}, ${yearSpan(works)}.`;
