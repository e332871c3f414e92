import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { ContentError, type ContentFiles, loadContent } from "./load";

const real: ContentFiles = {
  site: readFileSync("content/site.yaml", "utf8"),
  cv: readFileSync("content/cv.yaml", "utf8"),
  works: readFileSync("content/works.yaml", "utf8"),
};
const allImagesExist = (_image: string) => true;

/** The problems loadContent reports for the given content. */
function problems(files: Partial<ContentFiles>, imageExists = allImagesExist): string[] {
  try {
    loadContent({ ...real, ...files }, imageExists);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe("the shipped content", () => {
  const { site, works } = loadContent(real, allImagesExist);

  test("has the gallery and available sets of the spec", () => {
    expect(works.gallery.map((work) => work.id)).toEqual([1, 3, 4, 8, 13, 14, 15]);
    expect(works.available.map((work) => work.id)).toEqual([2, 5, 6, 7, 9, 10, 11, 12, 16]);
    expect(works.available.every((work) => work.price === "Price on request")).toBe(true);
    expect(works.available.every((work) => work.status === "available")).toBe(true);
    expect([...works.gallery, ...works.available].every((work) => work.year === "2025")).toBe(true);
  });

  test("features artworks 1, 3 and 4 as recent works", () => {
    expect(site.home.recentWorks).toEqual([1, 3, 4]);
  });

  test("uses a reserved example domain for the placeholder e-mail", () => {
    expect(site.artist.email).toMatch(/@example\.(com|org|net)$/);
  });
});

describe("invalid content stops with the work and field named", () => {
  const works = (entry: string) => `gallery:\n${entry}\navailable: []\n`;
  const work = `  - id: 1
    title: Low Tide
    year: 2025
    medium: Oil on linen
    dimensions: 60 x 50 cm
    image: works/01.jpg`;

  test("a missing price", () => {
    const available = `gallery:\n${work}\navailable:\n${work.replace("id: 1", "id: 5").replace("Low Tide", "Small Hours")}\n    status: available\n`;
    expect(problems({ works: available })).toEqual([
      'content/works.yaml: available work 5 "Small Hours": price: Invalid input: expected string, received undefined',
    ]);
  });

  test("a misspelt status", () => {
    const available = `gallery:\n${work}\navailable:\n${work.replace("id: 1", "id: 5")}\n    price: Price on request\n    status: sold-ish\n`;
    expect(problems({ works: available })[0]).toMatch(
      /^content\/works\.yaml: available work 5 "Low Tide": status: .*"available"\|"reserved"/,
    );
  });

  test("a year that is not a year", () => {
    expect(problems({ works: works(work.replace("year: 2025", "year: last spring")) })).toEqual([
      'content/works.yaml: gallery work 1 "Low Tide": year: must be a four-digit year, e.g. 2025',
    ]);
  });

  test("a work without an id is named by its place in the list", () => {
    expect(problems({ works: works(work.replace("id: 1", "id: one")) })[0]).toMatch(
      /^content\/works\.yaml: gallery work one "Low Tide": id: /,
    );
    expect(problems({ works: works(work.replace("  - id: 1\n    ", "  - ")) })[0]).toMatch(
      /^content\/works\.yaml: gallery work number 1 in the list "Low Tide": id: /,
    );
  });

  test("an unknown field, such as a typo", () => {
    expect(problems({ works: works(`${work}\n    dimension: 10 x 10 cm`) })[0]).toMatch(
      /^content\/works\.yaml: gallery work 1 "Low Tide": .*dimension/,
    );
  });

  test("two works with one id", () => {
    expect(problems({ works: works(`${work}\n${work.replace("Low Tide", "High Tide")}`) })).toContain(
      'content/works.yaml: gallery work 1 "High Tide": id 1 is also used by gallery work 1 "Low Tide"',
    );
  });

  test("two works whose titles make one address", () => {
    const twin = work.replace("id: 1", "id: 2").replace("Low Tide", "Low Tide!");
    expect(problems({ works: works(`${work}\n${twin}`) })).toContain(
      'content/works.yaml: gallery work 2 "Low Tide!": its address /works/low-tide is also gallery work 1 "Low Tide"\'s: give one a slug',
    );
    // A slug of its own settles it.
    expect(problems({ works: works(`${work}\n${twin}\n    slug: low-tide-2`) })).not.toContainEqual(
      expect.stringContaining("address"),
    );
  });

  test("a slug that is not one", () => {
    expect(problems({ works: works(`${work}\n    slug: Low Tide`) })).toContain(
      'content/works.yaml: gallery work 1 "Low Tide": slug: must be lower-case letters and digits joined by -, e.g. low-tide',
    );
  });

  test("a photograph that is not there", () => {
    const found = problems({}, (image) => image !== "works/07.jpg");
    expect(found).toEqual([
      'content/works.yaml: available work 7 "Small Hours": image: no file content/images/works/07.jpg',
    ]);
  });

  test("a featured work that is not in the gallery", () => {
    const site = real.site.replace("featuredWork: 15", "featuredWork: 16");
    expect(problems({ site })).toEqual([
      "content/site.yaml: home.featuredWork: 16 is not the id of a gallery work",
    ]);
  });

  test("a recent work that is not in the gallery", () => {
    const site = real.site.replace("recentWorks: [1, 3, 4]", "recentWorks: [1, 3, 2]");
    expect(problems({ site })).toEqual([
      "content/site.yaml: home.recentWorks: 2 is not the id of a gallery work",
    ]);
  });

  test("an e-mail address that is not one", () => {
    const site = real.site.replace("email: studio@example.com", "email: studio at example");
    expect(problems({ site })[0]).toMatch(/^content\/site\.yaml: artist\.email: /);
  });

  test("a file that is not YAML", () => {
    expect(problems({ cv: "education: [\n" })[0]).toMatch(/^content\/cv\.yaml is not valid YAML: /);
  });

  test("the message lists every problem", () => {
    const site = real.site.replace("email: studio@example.com", "email: nope");
    expect(() => loadContent({ ...real, site }, () => false)).toThrow(
      /has \d+ problem\(s\):\n {2}- content\//,
    );
  });
});
