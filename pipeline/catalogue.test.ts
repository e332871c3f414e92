import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { catalogue } from "./catalogue";
import { type ContentFiles, loadContent } from "./load";

// On the spec's sample (fixtures/spec): Gallery works 1, 3, 4, 8, 13, 14, 15; works for sale 2,
// 5, 6, 7, 9, 10, 11, 12, 16, each "available" and priced in words or figures.
const spec: ContentFiles = {
  site: readFileSync("pipeline/fixtures/spec/site.yaml", "utf8"),
  cv: readFileSync("pipeline/fixtures/spec/cv.yaml", "utf8"),
  works: readFileSync("pipeline/fixtures/spec/works.yaml", "utf8"),
};
const made = (files: Partial<ContentFiles> = {}, day = "2026-11-27") =>
  catalogue(
    loadContent({ ...spec, ...files }, () => ({ found: true, format: "jpeg" })),
    day,
  );
/** The spec's works.yaml with the work `id`'s status changed. */
const withStatus = (id: number, status: string) => ({
  works: spec.works.replace(new RegExp(`(- id: ${id}\\n(?:.*\\n)*?\\s+status: )available`), `$1${status}`),
});
const ids = (works: readonly { id: number }[]) => works.map((work) => work.id);

const rooms = `
- key: ejfszzjg6vz3fvysu4wu3xn7nd
  title: For the Harbour collection
  for: Jane Hale
  works:
    - 1
    - { id: 3, price: 9500 }
    - { id: 2, price: 4800 }
    - 6
    - { id: 5 }
- key: 7blsaodnrhw35joeedgaywvqbo
  title: Last season
  closes: 2026-11-26
  works: [4]
`;

test("a room's works are resolved once: each with the room's price, a Gallery work priced there for sale", () => {
  const [open, closed] = made({ rooms }).rooms;
  expect(open?.open).toBe(true);
  expect(open?.works.map((work) => [work.id, "price" in work ? work.price : undefined])).toEqual([
    [1, undefined],
    [3, 9500],
    [2, 4800],
    [6, "Price on request"],
    [5, "Price on request"],
  ]);
  expect(open?.works.map((work) => ("status" in work ? work.status : undefined))).toEqual([
    undefined,
    "available",
    "available",
    "available",
    "available",
  ]);
  // A room is open through its closing day, her day, and closed from the next: it keeps its works,
  // but has no page or list; every host closes it at the instant that day ends in her zone.
  expect(closed?.open).toBe(false);
  expect(made({ rooms }, "2026-11-26").rooms[1]?.open).toBe(true);
  expect(closed?.closing).toBe("2026-11-26T13:00:00Z");
  const utc = { site: spec.site.replace(/^timeZone: .*\n/m, ""), rooms };
  expect(made(utc).rooms[1]?.closing).toBe("2026-11-27T00:00:00Z");
  expect(open?.closing).toBeUndefined();
});

test("the price lists: the works for sale that are not sold, and each open room's works for sale there", () => {
  const { priceLists, pages } = made({ rooms, ...withStatus(6, "sold") });
  expect(priceLists.map((list) => list.path)).toEqual([
    "/available.pdf",
    "/rooms/ejfszzjg6vz3fvysu4wu3xn7nd.pdf",
  ]);
  expect(ids(priceLists[0]?.works ?? [])).toEqual([2, 5, 7, 9, 10, 11, 12, 16]);
  // Not work 1 (a Gallery work without a price of the room's), nor 6 (sold).
  expect(ids(priceLists[1]?.works ?? [])).toEqual([3, 2, 5]);
  expect(priceLists[1]).toMatchObject({ title: "For the Harbour collection", for: "Jane Hale" });
  // The open room has a page; the closed one none, but its address shows the closed page.
  const paths = pages.map((page) => page.path);
  expect(paths).toContain("/rooms/ejfszzjg6vz3fvysu4wu3xn7nd");
  expect(paths).not.toContain("/rooms/7blsaodnrhw35joeedgaywvqbo");
  expect(paths).toContain("/rooms/404");
});

test("no price list for sale when every work for sale is sold", () => {
  const sold = made({ works: spec.works.replace(/status: available/g, "status: sold") });
  expect(sold.priceLists).toEqual([]);
  expect(sold.lists.available.works).toHaveLength(9);
});

test("sold works stay last on Available Works, or move to the Gallery after its own", () => {
  const sold = withStatus(2, "sold");
  const kept = made(sold).lists;
  expect(ids(kept.available.works).at(-1)).toBe(2);
  expect(ids(kept.gallery.works)).not.toContain(2);
  const moved = made({
    ...sold,
    site: spec.site.replace(/(available:\n(.*\n)*? {2}intro:.*\n)/, "$1  soldWorks: gallery\n"),
  }).lists;
  expect(ids(moved.gallery.works).at(-1)).toBe(2);
  expect(ids(moved.available.works)).not.toContain(2);
});

test("Home's works, and each work's record by its id, only where it has one", () => {
  const { home, records } = made({
    works: spec.works.replace(
      "image: works/01.jpg",
      "image: works/01.jpg\n    signed: Signed lower right\n    provenance: [The artist]",
    ),
  });
  expect(home.featured?.id).toBe(15);
  expect(ids(home.recent)).toEqual([1, 3, 4]);
  expect([...records]).toEqual([[1, { id: 1, signed: "Signed lower right", provenance: ["The artist"] }]]);
});

const oneText = `texts:
  - title: A review
    author: A. Critic
    publication: The Paper
    date: 2025-03-12
    excerpt: A few lines.
    link: https://example.org/review
`;

test("a kind's page is linked from where its declaration says, or where site.yaml's field for it chooses, only when it has entries", () => {
  const textsLink = { path: "/texts", label: "Texts and press" };
  expect(made({ texts: oneText }).links).toEqual({ footer: [textsLink], menu: [] });
  const inMenu = made({ texts: oneText, site: `${spec.site}\ntextsLink: menu\n` }).links;
  expect(inMenu).toEqual({ footer: [], menu: [textsLink] });
  expect(made({ site: `${spec.site}\ntextsLink: menu\n` }).links).toEqual({ footer: [], menu: [] });
  expect(made({ texts: oneText }).pages.map((page) => page.path)).toContain("/texts");
});
