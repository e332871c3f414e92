import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { everyWork } from "../rules/lists";
import { seriesOf as seriesOfWorks } from "../rules/series";
import { type ContentFiles, loadContent } from "./load";

// What the site shows around, on the spec's sample (fixtures/spec): a work Home, an exhibition or
// a room names that works.yaml no longer has is left out, with one line each; the build goes on.
const spec: ContentFiles = {
  site: readFileSync("pipeline/fixtures/spec/site.yaml", "utf8"),
  cv: readFileSync("pipeline/fixtures/spec/cv.yaml", "utf8"),
  works: readFileSync("pipeline/fixtures/spec/works.yaml", "utf8"),
};
const load = (files: Partial<ContentFiles>) =>
  loadContent({ ...spec, ...files }, () => ({ found: true, format: "jpeg" }));

/** cv.yaml with `more` lines given to the exhibition at `venue`. */
const atVenue = (cv: string, venue: string, more: string) =>
  cv.replace(`    venue: ${venue}\n`, `    venue: ${venue}\n${more}`);
/** The spec's first exhibition, Tidal Ground, given `lines`, and its last retitled `title` with a text: a page. */
const twoOfOneTitle = (lines: string, title: string) =>
  atVenue(
    atVenue(spec.cv, "Kessler Lane Gallery, Newtown", lines),
    "The Cutting Room, Sydney",
    "    text: [Again.]\n",
  ).replace("title: First Light", `title: ${title}`);

/** works.yaml without the gallery's work of `id` (its five lines), as if she had deleted it. */
const withoutWork = (id: number) => spec.works.replace(new RegExp(`  - id: ${id}\\n(    .*\\n)+`), "");

test("the featured work deleted: Home shows the newest painting of the gallery not already among the recent ones", () => {
  const { site, warnings } = load({ works: withoutWork(15) });
  // Every work of the sample is of 2025: the gallery's first that is not a recent one, 8.
  expect(site.home.featuredWork).toBe(8);
  expect(site.home.recentWorks).toEqual([1, 3, 4]);
  expect(warnings).toEqual([
    'content/site.yaml, line 47: home.featuredWork: 15 is the id of no work in works.yaml: Home shows your newest painting, "After the Southerly", in its place',
  ]);
});

test("a featured work moved to Available Works is left out of Home the same way, named as a work for sale", () => {
  const { site, warnings } = load({ site: spec.site.replace("featuredWork: 15", "featuredWork: 16") });
  expect(site.home.featuredWork).toBe(8);
  expect(warnings).toEqual([
    'content/site.yaml, line 47: home.featuredWork: 16 is "Late Light, Enmore Road", a work for sale: Home shows works of the gallery: Home shows your newest painting, "After the Southerly", in its place',
  ]);
});

test("a recent work deleted is left out of Recent Works; all of them, and the newest paintings stand in", () => {
  const one = load({ works: withoutWork(3) });
  expect(one.site.home.recentWorks).toEqual([1, 4]);
  expect(one.warnings).toEqual([
    "content/site.yaml, line 49: home.recentWorks: 3 is the id of no work in works.yaml: it is left out of Recent Works",
  ]);
  const all = load({ site: spec.site.replace("recentWorks: [1, 3, 4]", "recentWorks: [40, 41]") });
  expect(all.site.home.recentWorks).toEqual([1, 3, 4]);
  expect(all.warnings.at(-1)).toBe(
    "content/site.yaml, line 49: home.recentWorks: none of its works is in the gallery: Recent Works shows your newest paintings",
  );
});

test("a work deleted is left out of the exhibitions and rooms that name it, each named in a line", () => {
  const rooms =
    "- title: For Anna\n  key: xgjuieu2yy5siu5ihbcnohvoue\n  works: [15, { id: 99, price: 900 }, 2]\n";
  const cv = atVenue(spec.cv, "Kessler Lane Gallery, Newtown", "    works: [1, 99, 3]\n");
  const content = load({ rooms, cv });
  expect(content.rooms[0]?.works).toEqual([{ id: 15 }, { id: 2 }]);
  expect(content.cv.exhibitions[0]?.works).toEqual([1, 3]);
  expect(content.warnings).toEqual([
    'content/cv.yaml, line 13: exhibition "Tidal Ground" (2025): works: 99 is the id of no work in works.yaml: it is left out of the exhibition',
    'content/rooms.yaml, line 3: room "For Anna": works: 99 is the id of no work in works.yaml: it is left out of the room',
  ]);
});

test("a work listed twice in a room, with or without a price, is shown once, where it is first listed", () => {
  const rooms =
    "- title: For Anna\n  key: xgjuieu2yy5siu5ihbcnohvoue\n  works: [1, 7, { id: 1, price: 900 }]\n";
  const content = load({ rooms });
  expect(content.rooms[0]?.works).toEqual([{ id: 1 }, { id: 7 }]);
  expect(content.warnings).toEqual([
    'content/rooms.yaml, line 3: room "For Anna": works: lists 1 twice: the room shows it once, where it is first listed',
  ]);
});

test("no featured work chosen (the editor leaves the box empty): Home shows the newest painting, and says nothing", () => {
  const { site, warnings } = load({ site: spec.site.replace(/ *featuredWork: 15\n/, "") });
  expect(site.home.featuredWork).toBe(8);
  expect(warnings).toEqual([]);
});

test("two works whose titles make one address (two Untitled): the later is at its address and id, named in a line", () => {
  const works = spec.works.replace("title: Saltbush Hymn", "title: Low Tide – Blackwattle Bay");
  const content = load({ works });
  const slugs = content.works.gallery.map((work) => work.slug);
  const slugOf = (id: number) => content.works.gallery.find((work) => work.id === id)?.slug;
  expect([slugOf(1), slugOf(3)]).toEqual(["low-tide-blackwattle-bay", "low-tide-blackwattle-bay-3"]);
  expect(new Set(slugs).size).toBe(slugs.length);
  expect(content.warnings).toEqual([
    'content/works.yaml, line 26: gallery work 3 "Low Tide – Blackwattle Bay": its address /works/low-tide-blackwattle-bay is also gallery work 1 "Low Tide, Blackwattle Bay"\'s: it is at /works/low-tide-blackwattle-bay-3; give it a slug of its own to choose another',
  ]);
});

test("a series spelt two ways is one series under the spelling most of its works have, with a line for each other", () => {
  const inSeries = (title: string, series: string) => (text: string) =>
    text.replace(`title: ${title}\n`, `title: ${title}\n    series: ${series}\n`);
  const works = [
    inSeries("Low Tide, Blackwattle Bay", "Harbour"),
    inSeries("Saltbush Hymn", "harbour"),
    inSeries("Ochre Weather", "Harbour"),
  ].reduce((text, change) => change(text), spec.works);
  const content = load({ works });
  const seriesOf = (id: number) => content.works.gallery.find((work) => work.id === id)?.series;
  expect([seriesOf(1), seriesOf(3), seriesOf(4)]).toEqual(["Harbour", "Harbour", "Harbour"]);
  expect(content.warnings).toEqual([
    'content/works.yaml, line 28: gallery work 3 "Saltbush Hymn": series: "harbour" and "Harbour" make one address, /series/harbour: it is shown in "Harbour"; write them alike, or name them apart',
  ]);
});

test("an exhibition that closes before it opens gives its opening day alone, with a line", () => {
  const cv = atVenue(
    spec.cv,
    "Kessler Lane Gallery, Newtown",
    "    opens: 2025-05-02\n    closes: 2025-04-30\n",
  );
  const [tidal] = load({ cv }).cv.exhibitions;
  expect([tidal?.opens, tidal?.closes]).toEqual(["2025-05-02", undefined]);
  expect(load({ cv }).warnings).toEqual([
    'content/cv.yaml, line 14: exhibition "Tidal Ground" (2025): closes: 2025-04-30 is before opens, 2025-05-02: the site gives the opening day alone until you mend one of them',
  ]);
});

test("two exhibitions whose titles make one address: the later is at that address and a number, named in a line", () => {
  const cv = twoOfOneTitle("    text: [Paintings.]\n", "Tidal ground!");
  const content = load({ cv });
  const slugs = content.cv.exhibitions.map((exhibition) => exhibition.slug);
  expect([slugs[0], slugs.at(-1)]).toEqual(["tidal-ground", "tidal-ground-2"]);
  expect(content.warnings).toEqual([
    `content/cv.yaml, line 27: exhibition "Tidal ground!" (2024): its address /exhibitions/tidal-ground is also exhibition "Tidal Ground" (2025)'s: it is at /exhibitions/tidal-ground-2; give it a slug of its own to choose another`,
  ]);
});

test("an exhibition whose works are all gone has no page: another of its title keeps the address", () => {
  const cv = twoOfOneTitle("    works: [99]\n", "Tidal Ground");
  const content = load({ cv });
  expect(content.cv.exhibitions.at(-1)?.slug).toBe("tidal-ground");
  expect(content.warnings.filter((line) => line.includes("/exhibitions/"))).toEqual([]);
});

test("a series in another script is one of its own, at an address no other series' name makes", () => {
  const works = spec.works
    .replace("title: Low Tide, Blackwattle Bay\n", "title: Low Tide, Blackwattle Bay\n    series: Море\n")
    .replace("title: Saltbush Hymn\n", "title: Saltbush Hymn\n    series: Series 1\n");
  const content = load({ works });
  const seriesOf = (id: number) => content.works.gallery.find((work) => work.id === id)?.series;
  expect([seriesOf(1), seriesOf(3)]).toEqual(["Море", "Series 1"]);
  // Each at its own address: the first series' place would make the other's.
  const addresses = seriesOfWorks(everyWork(content.works)).map((series) => series.slug);
  expect(addresses).toEqual(["series-2", "series-1"]);
  expect(content.warnings.filter((line) => line.includes("series:"))).toEqual([]);
});

test("a work listed twice in Home's recent works or in an exhibition is shown once, with a line", () => {
  const site = spec.site.replace("recentWorks: [1, 3, 4]", "recentWorks: [1, 3, 1]");
  const cv = atVenue(spec.cv, "Kessler Lane Gallery, Newtown", "    works: [3, 1, 3]\n");
  const content = load({ site, cv });
  expect(content.site.home.recentWorks).toEqual([1, 3]);
  expect(content.cv.exhibitions[0]?.works).toEqual([3, 1]);
  expect(content.warnings).toEqual([
    "content/site.yaml, line 49: home.recentWorks: lists 1 twice: Recent Works shows it once",
    'content/cv.yaml, line 13: exhibition "Tidal Ground" (2025): works: lists 3 twice: the exhibition shows it once, where it is first listed',
  ]);
});

test("a sample with nothing missing says nothing", () => {
  expect(load({}).warnings).toEqual([]);
});
