// Properties of the loader over generated content, written to YAML as any
// editor would write it: every valid catalogue loads, word for word, and each
// kind of mistake is named by its file, its work and its field.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { stringify } from "yaml";
import { everyWork } from "../rules/lists";
import { ContentError, type ContentFiles, loadContent, type PhotoCheck } from "./load";

/** Text as the artist may write it: any letters, quotes, &, %, emoji; not blank. */
const text = fc
  .string({ unit: "grapheme", minLength: 1, maxLength: 30 })
  .filter((value) => value.trim().length > 0 && !/[\p{Cc}\p{Cs}\u2028\u2029]/u.test(value));
const year = fc.oneof(fc.integer({ min: 1900, max: 2099 }), fc.integer({ min: 1900, max: 2099 }).map(String));
const size = fc.integer({ min: 1, max: 4000 }).map((tenths) => String(tenths / 10));
const dimensions = fc
  .tuple(
    size,
    size,
    fc.option(size, { nil: undefined }),
    fc.constantFrom("cm", "mm", "in"),
    fc.constantFrom(" x ", "x", " × "),
  )
  .map(
    ([height, width, depth, unit, by]) => `${[height, width, ...(depth ? [depth] : [])].join(by)} ${unit}`,
  );
/** Words with no figure in them, which stay as written ("Price on request"); figures are amounts. */
const words = text.filter((value) => !/[\p{Nd}\p{No}]/u.test(value));
const word = fc.stringMatching(/^[a-z]{1,12}$/);
/** A series, or none: names whose addresses differ, one of them in another script. */
const series = fc.option(fc.constantFrom("Harbour", "Interiors", "夜", "Été & Hiver"), { nil: undefined });
/** A day of the calendar, written year-month-day. */
const day = fc
  .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** A work of the given list with the given id; its title ends with the id, so no two share an address. */
const work = (id: number, forSale: boolean) =>
  fc
    .record({
      title: text,
      year,
      medium: text,
      dimensions,
      image: fc
        .constantFrom("jpg", "JPG", "png", "webp")
        .map((extension) => `works/${id} photo.${extension}`),
      price: fc.oneof(words, fc.integer({ min: 1, max: 1_000_000 })),
      status: fc.constantFrom("available", "reserved"),
      series,
    })
    .map(({ price, status, title, series: name, ...fields }) => ({
      id,
      title: `${title.trim()} ${id}`,
      ...fields,
      ...(name && { series: name }),
      ...(forSale ? { price, status } : {}),
    }));

/** A valid catalogue: works.yaml, site.yaml and cv.yaml as data. */
const catalogue = fc
  .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 12 })
  .chain((ids) => fc.tuple(fc.constant(ids), fc.integer({ min: 1, max: ids.length })))
  .chain(([ids, inGallery]) => {
    const galleryIds = ids.slice(0, inGallery);
    return fc.record({
      works: fc.record({
        gallery: fc.tuple(...galleryIds.map((id) => work(id, false))),
        available: fc.tuple(...ids.slice(inGallery).map((id) => work(id, true))),
      }),
      site: fc.record({
        siteUrl: word.map((name) => `https://www.${name}.com`),
        artist: fc.record({
          name: text,
          role: text,
          email: fc.tuple(word, word).map(([user, host]) => `${user}@${host}.org`),
          city: text,
          social: fc.record({ label: text, url: word.map((name) => `https://www.instagram.com/${name}`) }),
          portrait: fc.record({ image: fc.constant("portrait.jpg"), alt: text }),
        }),
        homeFooterName: text,
        home: fc.record({
          description: text,
          tagline: text,
          biography: fc.array(text, { minLength: 1, maxLength: 4 }),
          featuredWork: fc.constantFrom(...galleryIds),
          recentWorks: fc.shuffledSubarray(galleryIds, {
            minLength: 1,
            maxLength: Math.min(3, galleryIds.length),
          }),
        }),
        gallery: fc.record({ description: text, intro: text }),
        available: fc.record({ description: text, intro: text }),
        contact: fc.record({ description: text, invitation: text }),
      }),
      cv: fc.record({
        education: fc.array(fc.record({ years: text, qualification: text, institution: text }), {
          maxLength: 3,
        }),
        // Each with days or not, text or not, works of the catalogue or not; an address of its own.
        exhibitions: fc
          .array(
            fc.record(
              {
                year,
                title: text,
                kind: text,
                venue: text,
                days: fc.tuple(day, day).map((days) => days.sort()),
                text: fc.array(text, { minLength: 1, maxLength: 3 }),
                works: fc.shuffledSubarray(ids, { minLength: 1 }),
              },
              { requiredKeys: ["year", "title", "kind", "venue"] },
            ),
            { maxLength: 6 },
          )
          .map((shows) =>
            shows.map(({ days, ...show }, index) => ({
              ...show,
              ...(days && { opens: days[0], closes: days[1] }),
              slug: `show-${index + 1}`,
            })),
          ),
        collections: fc.array(text, { maxLength: 3 }),
      }),
    });
  });

type GeneratedContent = typeof catalogue extends fc.Arbitrary<infer C> ? C : never;

const filesOf = (content: GeneratedContent): ContentFiles => ({
  site: stringify(content.site),
  cv: stringify(content.cv),
  works: stringify(content.works),
});
const photos = (): PhotoCheck => ({ found: true, format: "jpeg" });

/** The problems loadContent names, or [] when the content loads. */
function problemsOf(files: ContentFiles, inspectPhoto: (image: string) => PhotoCheck = photos) {
  try {
    loadContent(files, inspectPhoto);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

test("every valid catalogue loads, every word as written", () => {
  fc.assert(
    fc.property(catalogue, (content) => {
      const loaded = loadContent(filesOf(content), photos);
      const trimmed = (value: string) => value.trim();
      expect(loaded.works.gallery.map((work) => work.title)).toEqual(
        content.works.gallery.map((work) => work.title),
      );
      expect(loaded.works.available.map((work) => work.price)).toEqual(
        content.works.available.map(({ price }) =>
          typeof price === "number" ? price : trimmed(price ?? ""),
        ),
      );
      expect(loaded.site.artist.name).toBe(trimmed(content.site.artist.name));
      expect(loaded.site.home.biography).toEqual(content.site.home.biography.map(trimmed));
      expect(loaded.cv.exhibitions.map((show) => show.year)).toEqual(
        content.cv.exhibitions.map((show) => String(show.year)),
      );
      expect(loaded.cv.exhibitions.map((show) => [show.opens, show.closes, show.works])).toEqual(
        content.cv.exhibitions.map((show) => [show.opens, show.closes, show.works]),
      );
      expect(everyWork(loaded.works).map((work) => work.series)).toEqual(
        everyWork(content.works).map((work) => ("series" in work ? work.series : undefined)),
      );
      // Each work has an address of its own, made of a-z, 0-9 and single hyphens.
      const slugs = everyWork(loaded.works).map((work) => work.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }),
    { numRuns: 150 },
  );
  // 150 catalogues: about 2 s alone, past vitest's 5 s beside the type check on two busy cores.
}, 20_000);

/** A catalogue with a work picked from either list: where the mistakes go. */
const withAWork = catalogue.chain((content) => {
  const lists = (["gallery", "available"] as const).filter((list) => content.works[list].length > 0);
  return fc
    .constantFrom(...lists)
    .chain((list) =>
      fc.tuple(
        fc.constant(content),
        fc.constant(list),
        fc.integer({ min: 0, max: content.works[list].length - 1 }),
      ),
    );
});

/** A work as generated, before it is validated. */
type Written = GeneratedContent["works"]["available"][number] | GeneratedContent["works"]["gallery"][number];

describe("each kind of mistake is named by its work and field", () => {
  const mistakes: Record<
    string,
    {
      change: (work: Record<string, unknown>, content: GeneratedContent) => void;
      says: (work: Written) => string;
    }
  > = {
    "a field left out": {
      change: (work) => delete work.medium,
      says: () => "medium: is missing",
    },
    "a misspelt field": {
      change: (work) => {
        work.dimension = work.dimensions;
        delete work.dimensions;
      },
      says: () => "dimension: unknown field: did you mean dimensions?",
    },
    "a year in words": {
      change: (work) => {
        work.year = "last spring";
      },
      says: () => "year: must be a four-digit year, e.g. 2025",
    },
    "dimensions without a unit": {
      change: (work) => {
        work.dimensions = "160 x 110";
      },
      says: () => "dimensions: must be height x width and a unit",
    },
    "a HEIC photograph": {
      change: (work) => {
        work.image = "works/IMG_0001.HEIC";
      },
      says: () => "image: is a HEIC photograph",
    },
    "an id used twice": {
      change: (work, content) => {
        const other = everyWork(content.works).find((entry) => entry.id !== work.id);
        work.id = other ? other.id : work.id;
        work.title = `${work.title} (the other)`;
      },
      says: (work) => `id: ${work.id} is also the id of`,
    },
  };

  for (const [mistake, { change, says }] of Object.entries(mistakes)) {
    test(mistake, () => {
      fc.assert(
        fc.property(withAWork, ([content, list, index]) => {
          const copy = structuredClone(content);
          const work = copy.works[list][index] as unknown as Record<string, unknown>;
          change(work, copy);
          const problems = problemsOf(filesOf(copy));
          if (mistake === "an id used twice" && problems.length === 0) {
            // One work alone has no other id to take.
            expect(copy.works.gallery.length + copy.works.available.length).toBe(1);
            return;
          }
          const named = `${list} work ${work.id} "${String(work.title).trim()}"`;
          expect(
            problems.some((problem) => problem.includes(named) && problem.includes(says(work as Written))),
          ).toBe(true);
          expect(
            problems.every(
              (problem) =>
                // Or where another file names the work: Home's works, an exhibition's.
                /^content\/works\.yaml, line \d+: /.test(problem) ||
                /^content\/(site|cv)\.yaml/.test(problem),
            ),
          ).toBe(true);
        }),
        { numRuns: 60 },
      );
    });
  }

  test("a missing photograph names its work and file", () => {
    fc.assert(
      fc.property(withAWork, ([content, list, index]) => {
        const missing = content.works[list][index] as Written;
        const problems = problemsOf(filesOf(content), (image) =>
          image === missing.image ? { found: false, nearby: [] } : { found: true, format: "jpeg" },
        );
        expect(problems).toEqual([
          expect.stringMatching(
            new RegExp(
              `^content/works\\.yaml, line \\d+: ${list} work ${missing.id} .*: image: no file content/images/${missing.image.replace(".", "\\.")}$`,
            ),
          ),
        ]);
      }),
      { numRuns: 60 },
    );
  });

  test("a featured work, or a recent one, that is not in the gallery: left out of Home, named in a line, the build going on", () => {
    fc.assert(
      fc.property(catalogue, fc.boolean(), (content, featured) => {
        const copy = structuredClone(content);
        const stranger = Math.max(...everyWork(copy.works).map((work) => work.id)) + 1;
        if (featured) copy.site.home.featuredWork = stranger;
        else copy.site.home.recentWorks = [stranger];
        const field = featured ? "home.featuredWork" : "home.recentWorks";
        const { site, works, warnings } = loadContent(filesOf(copy), photos);
        const gallery = works.gallery.map((work) => work.id);
        expect(gallery).toContain(site.home.featuredWork);
        for (const id of site.home.recentWorks) expect(gallery).toContain(id);
        expect(warnings).toContainEqual(
          expect.stringMatching(
            new RegExp(`^content/site\\.yaml, line \\d+: ${field}: ${stranger} is the id of no work`),
          ),
        );
      }),
      { numRuns: 60 },
    );
  });

  test("more than three recent works", () => {
    fc.assert(
      fc.property(
        catalogue,
        fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 4, maxLength: 8 }),
        (content, ids) => {
          const copy = structuredClone(content);
          copy.site.home.recentWorks = ids;
          expect(problemsOf(filesOf(copy))).toContainEqual(
            expect.stringMatching(
              /^content\/site\.yaml, line \d+: home\.recentWorks: must list at most three works/,
            ),
          );
        },
      ),
      { numRuns: 30 },
    );
  });
});

/**
 * Any text at all: control characters, halves of characters (lone surrogates), emoji and other
 * astral characters, and very long text.
 */
const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom(
      "a",
      " ",
      "\u0000",
      "\u0007",
      "\u001b",
      "\t",
      "\n",
      "\u2028",
      "\ud800",
      "\udc00",
      "😀",
      "𝄞",
    ),
    maxLength: 30,
  }),
  fc.string({ unit: "grapheme", minLength: 200, maxLength: 400 }),
);

/** The first work of the catalogue, of whichever list has one. */
const firstWork = (content: GeneratedContent): Written =>
  (content.works.gallery[0] ?? content.works.available[0]) as Written;

/**
 * The text fields of the content: the file each is in, the name a message gives it, and the
 * record and key that hold it.
 */
const textFields: {
  file: string;
  field: string;
  at: (content: GeneratedContent) => [Record<string, unknown>, string | number];
}[] = [
  { file: "works", field: "title", at: (content) => [firstWork(content), "title"] },
  { file: "works", field: "medium", at: (content) => [firstWork(content), "medium"] },
  { file: "site", field: "artist.name", at: (content) => [content.site.artist, "name"] },
  { file: "site", field: "artist.city", at: (content) => [content.site.artist, "city"] },
  {
    file: "site",
    field: "home.biography, number 1 in the list",
    at: (content) => [content.site.home.biography as unknown as Record<string, unknown>, 0],
  },
  { file: "site", field: "homeFooterName", at: (content) => [content.site, "homeFooterName"] },
];

test("any text in a text field loads, or is named by its file, line and field; what loads makes an address and an e-mail", () => {
  fc.assert(
    fc.property(catalogue, fc.constantFrom(...textFields), anyText, (content, { file, field, at }, value) => {
      const [holder, key] = at(content);
      holder[key] = value;
      const problems = problemsOf(filesOf(content));
      for (const problem of problems) {
        expect(problem).toMatch(new RegExp(`^content/${file}\\.yaml(, line \\d+)?: `));
        expect(problem).toContain(`${field}: `);
      }
      if (problems.length > 0) return;
      const loaded = loadContent(filesOf(content), photos);
      for (const work of everyWork(loaded.works)) {
        expect(work.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(work.slug.length).toBeLessThanOrEqual(80);
        expect(() => encodeURIComponent(`Inquiry about "${work.title}" (${work.year})`)).not.toThrow();
      }
    }),
    { numRuns: 300 },
  );
  // 300 catalogues loaded whole: a few seconds alone, several times that beside a build on 2 cores.
}, 60_000);
