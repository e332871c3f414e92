import { hasPage } from "../rules/exhibitions.ts";
import { everyWork } from "../rules/lists.ts";
import { seriesOf } from "../rules/series.ts";
import { slugify, slugLength } from "../rules/slug.ts";
import type { CvOutput, RoomsOutput, SiteOutput, WorksOutput } from "./schema.ts";
import { exhibitionName, roomName, type SourceFiles, shown, workName } from "./source-file.ts";

// What the site shows around rather than stopping for, because the editor cannot foresee it: a
// work that Home, an exhibition or a room names and that works.yaml no longer has (deleted, or
// moved out of the gallery Home shows from) is left out of the place that names it, with one line
// in the build's log; Home falls back to the gallery's newest works (with none, the newest for
// sale, or none at all). An emptied list is a line too: its page leaves the menu and the sitemap
// (rules/pages.ts). Two works or exhibitions of one address, a series spelt two ways and an
// exhibition that closes before it opens are each shown one way, with a line saying which.

/** The gallery's works, newest first (by year; in the gallery's order within a year). */
const newestFirst = (gallery: readonly WorksOutput["gallery"][number][]) =>
  gallery
    .map((work, place) => ({ work, place }))
    .sort((a, b) => b.work.year.localeCompare(a.work.year) || a.place - b.place)
    .map(({ work }) => work);

/** Home's featured and recent works, each a work of the gallery, in its place the newest ones if not. */
function homeOf(site: SiteOutput, works: WorksOutput, files: SourceFiles) {
  const gallery = new Set(works.gallery.map((work) => work.id));
  const forSale = new Map(works.available.map((work) => [work.id, work]));
  const why = (id: number) => {
    const available = forSale.get(id);
    return available
      ? `is "${shown(available.title)}", a work for sale: Home shows works of the gallery`
      : "is the id of no work in works.yaml";
  };
  const warnings: string[] = [];
  const { featuredWork, recentWorks } = site.home;
  const recent = recentWorks.filter((id, index) => {
    if (recentWorks.indexOf(id) !== index) {
      const where = files.site.where(["home", "recentWorks", index]);
      warnings.push(`${where}: home.recentWorks: lists ${id} twice: Recent Works shows it once`);
      return false;
    }
    if (gallery.has(id)) return true;
    warnings.push(
      `${files.site.where(["home", "recentWorks", index])}: home.recentWorks: ${id} ${why(id)}: it is left out of Recent Works`,
    );
    return false;
  });
  const newest = newestFirst(works.gallery).map((work) => work.id);
  let featured: number | undefined = featuredWork;
  if (featuredWork === undefined || !gallery.has(featuredWork)) {
    // With no gallery, the newest work for sale stands beside her name; with no work at all, none.
    featured = newest.find((id) => !recent.includes(id)) ?? newest[0] ?? newestFirst(works.available)[0]?.id;
    const title = everyWork(works).find((work) => work.id === featured)?.title;
    const at = featuredWork === undefined ? ["home"] : ["home", "featuredWork"];
    const where = `${files.site.where(at)}: home.featuredWork`;
    // Left out with a painting to show is her choice, and says nothing.
    if (title === undefined)
      warnings.push(
        `${where}: ${featuredWork === undefined ? "none chosen and there is no work" : `${featuredWork} ${why(featuredWork)}`}: Home shows no painting beside your name until you add one`,
      );
    else if (featuredWork !== undefined)
      warnings.push(
        `${where}: ${featuredWork} ${why(featuredWork)}: Home shows your newest painting, "${shown(title)}", in its place`,
      );
  }
  const shownRecent = recent.length > 0 ? recent : newest.filter((id) => id !== featured).slice(0, 3);
  if (recent.length === 0 && recentWorks.length > 0)
    warnings.push(
      `${files.site.where(["home", "recentWorks"])}: home.recentWorks: none of its works is in the gallery: Recent Works shows your newest paintings`,
    );
  return { home: { ...site.home, featuredWork: featured, recentWorks: shownRecent }, warnings };
}

/**
 * A list of works as its place shows it: a work chosen twice (the editor's lists allow it) once,
 * where first listed, and an id no work has left out, each with a warning line.
 */
export function listedOnce<T>(
  listed: readonly T[],
  idOf: (item: T) => number,
  {
    ids,
    place,
    where,
    warnings,
  }: {
    ids: ReadonlySet<number>;
    place: string;
    where: (number: number) => string;
    warnings: string[];
  },
) {
  return listed.filter((item, number) => {
    const id = idOf(item);
    if (listed.findIndex((other) => idOf(other) === id) !== number) {
      warnings.push(
        `${where(number)}: lists ${id} twice: the ${place} shows it once, where it is first listed`,
      );
      return false;
    }
    if (ids.has(id)) return true;
    warnings.push(
      `${where(number)}: ${id} is the id of no work in works.yaml: it is left out of the ${place}`,
    );
    return false;
  });
}

/**
 * `site`, `cv` and `rooms` without the works `works` does not have (Home: without any not of its
 * gallery, the newest in their place), and a line for each work left out.
 */
export function withoutMissingWorks(
  { site, cv, works, rooms }: { site: SiteOutput; cv: CvOutput; works: WorksOutput; rooms: RoomsOutput },
  files: SourceFiles,
) {
  const ids = new Set(everyWork(works).map((work) => work.id));
  const warnings: string[] = [];
  for (const list of ["gallery", "available"] as const) {
    if (works[list].length > 0) continue;
    const page = list === "gallery" ? "Gallery" : "Available Works";
    warnings.push(
      `${files.works.where([list])}: ${list}: has no works: the ${page} page leaves the menu and the sitemap until you add one`,
    );
  }
  if (site.home.biography.length === 0)
    warnings.push(
      `${files.site.where(["home", "biography"])}: home.biography: has no paragraphs: the About section on Home shows your portrait alone`,
    );
  const home = homeOf(site, works, files);
  warnings.push(...home.warnings);
  const exhibitions = cv.exhibitions.map((exhibition, index) => {
    if (!exhibition.works) return exhibition;
    const where = (number: number) =>
      `${files.cv.where(["exhibitions", index, "works", number])}: ${exhibitionName(exhibition, index)}: works`;
    return {
      ...exhibition,
      works: listedOnce(exhibition.works, (id) => id, { ids, place: "exhibition", where, warnings }),
    };
  });
  const keptRooms = rooms.map((room, index) => {
    const where = (number: number) =>
      `${files.rooms.where([index, "works", number])}: ${roomName(room, index)}: works`;
    const kept = listedOnce(room.works, ({ id }) => id, { ids, place: "room", where, warnings });
    if (room.works.length === 0)
      warnings.push(
        `${files.rooms.where([index, "works"])}: ${roomName(room, index)}: works: has none: the room shows its words alone`,
      );
    return { ...room, works: kept };
  });
  return {
    site: { ...site, home: home.home },
    cv: { ...cv, exhibitions },
    rooms: keptRooms,
    warnings,
  };
}

/** `slug` and `-<number>`, within an address's length. */
const suffixed = (slug: string, number: number) => {
  const suffix = `-${number}`;
  return `${slug.slice(0, slugLength - suffix.length).replace(/-$/, "")}${suffix}`;
};

/**
 * `works` with an address each: a work whose title makes another's address (two "Untitled", say)
 * is at that address and its id (/works/untitled-7) rather than stopping the build, which the
 * editor cannot foresee; the later in works.yaml moves, with a line naming both.
 */
export function withOwnAddresses(works: WorksOutput, files: SourceFiles) {
  const taken = new Map<string, string>();
  const all = (["gallery", "available"] as const).flatMap((list) =>
    works[list].map((work, index) => ({ list, work, index })),
  );
  // Every address in use, so that a moved work's is no other's.
  const given = new Set(everyWork(works).map((work) => work.slug));
  const warnings: string[] = [];
  const moved = new Map<number, string>();
  for (const { list, work, index } of all) {
    const first = taken.get(work.slug);
    if (first === undefined) {
      taken.set(work.slug, workName(list, work));
      continue;
    }
    let slug = suffixed(work.slug, work.id);
    if (given.has(slug) || taken.has(slug)) slug = `work-${work.id}`;
    taken.set(slug, workName(list, work));
    moved.set(work.id, slug);
    const field = files.works.has([list, index, "slug"]) ? "slug" : "title";
    warnings.push(
      `${files.works.where([list, index, field])}: ${workName(list, work)}: its address /works/${work.slug} is also ${first}'s: it is at /works/${slug}; give it a slug of its own to choose another`,
    );
  }
  const renamed = <W extends { id: number; slug: string }>(work: W) => ({
    ...work,
    slug: moved.get(work.id) ?? work.slug,
  });
  return {
    works: { ...works, gallery: works.gallery.map(renamed), available: works.available.map(renamed) },
    warnings,
  };
}

/**
 * `works` with each series spelt one way: names that make one address ("Harbour", "harbour") are
 * one series, shown under the spelling most of its works have (the first, when as many have each),
 * and each work spelt otherwise is named in a line.
 */
export function withSeriesSpeltAlike(works: WorksOutput, files: SourceFiles) {
  const all = everyWork(works);
  // Names in another script have addresses by their place (series-2): each is a series of its own.
  const addressOf = new Map(
    seriesOf(all)
      .filter((series) => slugify(series.name) !== "")
      .map((series) => [series.name, series.slug]),
  );
  const count = (name: string) => all.filter((work) => work.series === name).length;
  /** The spelling most works of each address have; seriesOf lists the names in the order they first appear. */
  const usual = new Map<string, string>();
  for (const [name, address] of addressOf) {
    const best = usual.get(address);
    if (best === undefined || count(name) > count(best)) usual.set(address, name);
  }
  const warnings: string[] = [];
  const spelt = <W extends WorksOutput["gallery"][number]>(
    list: "gallery" | "available",
    entries: readonly W[],
  ) =>
    entries.map((work, index) => {
      const address = work.series === undefined ? undefined : addressOf.get(work.series);
      const meant = address === undefined ? undefined : usual.get(address);
      if (meant === undefined || meant === work.series) return work;
      warnings.push(
        `${files.works.where([list, index, "series"])}: ${workName(list, work)}: series: "${work.series}" and "${meant}" make one address, /series/${address}: it is shown in "${meant}"; write them alike, or name them apart`,
      );
      return { ...work, series: meant };
    });
  return {
    works: {
      ...works,
      gallery: spelt("gallery", works.gallery),
      available: spelt("available", works.available),
    },
    warnings,
  };
}

/**
 * `cv` with each exhibition's days in order: a closing day before the opening is left out (the
 * page says the opening day alone), with a line.
 */
export function withDaysInOrder(cv: CvOutput, files: SourceFiles) {
  const warnings: string[] = [];
  const exhibitions = cv.exhibitions.map((exhibition, index) => {
    const { opens, closes } = exhibition;
    if (opens === undefined || closes === undefined || closes >= opens) return exhibition;
    warnings.push(
      `${files.cv.where(["exhibitions", index, "closes"])}: ${exhibitionName(exhibition, index)}: closes: ${closes} is before opens, ${opens}: the site gives the opening day alone until you mend one of them`,
    );
    return { ...exhibition, closes: undefined };
  });
  return { cv: { ...cv, exhibitions }, warnings };
}

/**
 * `cv` with each exhibition's page at an address of its own: the later of two whose titles make
 * one address is at that address and a number (/exhibitions/tide-2), with a line. Decided once
 * works no longer there are left out, which may leave an exhibition without a page.
 */
export function withOwnExhibitionAddresses(cv: CvOutput, files: SourceFiles) {
  const warnings: string[] = [];
  const given = new Set(cv.exhibitions.filter(hasPage).map((exhibition) => exhibition.slug));
  const taken = new Map<string, string>();
  const exhibitions = cv.exhibitions.map((exhibition, index) => {
    if (!hasPage(exhibition)) return exhibition;
    const name = exhibitionName(exhibition, index);
    const first = taken.get(exhibition.slug);
    if (first === undefined) {
      taken.set(exhibition.slug, name);
      return exhibition;
    }
    let slug = exhibition.slug;
    for (let number = 2; given.has(slug) || taken.has(slug); number++)
      slug = suffixed(exhibition.slug, number);
    taken.set(slug, name);
    const field = files.cv.has(["exhibitions", index, "slug"]) ? "slug" : "title";
    warnings.push(
      `${files.cv.where(["exhibitions", index, field])}: ${name}: its address /exhibitions/${exhibition.slug} is also ${first}'s: it is at /exhibitions/${slug}; give it a slug of its own to choose another`,
    );
    return { ...exhibition, slug };
  });
  return { cv: { ...cv, exhibitions }, warnings };
}
