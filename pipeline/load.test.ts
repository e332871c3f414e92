import { describe, expect, test } from "vitest";
import { everyWork } from "../rules/lists";
import { everyPhotoIsAJpeg, problems, spec } from "./fixtures/spec";
import { loadContent } from "./load";

/** cv.yaml with its first exhibition (Tidal Ground, 2025, line 9) given more lines. */
const tidalGround = (lines: string) => ({
  cv: spec.cv.replace(
    "    venue: Kessler Lane Gallery, Newtown\n",
    `    venue: Kessler Lane Gallery, Newtown\n${lines}`,
  ),
});
/** A message with keys made at random, as a pattern: each "<key>" stands for one. */
const withNewKeys = (message: string) =>
  new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll("<key>", "[a-z2-7]{26}")}$`);
/** works.yaml with one line replaced. */
const works = (from: string | RegExp, to: string) => ({ works: spec.works.replace(from, to) });
const site = (from: string | RegExp, to: string) => ({ site: spec.site.replace(from, to) });

describe("the spec's sample", () => {
  const { site, cv, works } = loadContent(spec, everyPhotoIsAJpeg);

  test("has the gallery and available sets of the spec, in order", () => {
    expect(works.gallery.map((work) => work.id)).toEqual([1, 3, 4, 8, 13, 14, 15]);
    expect(works.available.map((work) => work.id)).toEqual([2, 5, 6, 7, 9, 10, 11, 12, 16]);
    expect(works.available.every((work) => work.price === "Price on request")).toBe(true);
    expect(works.available.every((work) => work.status === "available")).toBe(true);
    expect(everyWork(works).every((work) => work.year === "2025")).toBe(true);
  });

  test("features artworks 1, 3 and 4 as recent works, and gives each work an address from its title", () => {
    expect(site.home.recentWorks).toEqual([1, 3, 4]);
    expect(works.gallery[0]).toMatchObject({
      title: "Low Tide, Blackwattle Bay",
      slug: "low-tide-blackwattle-bay",
    });
  });

  test("has the CV of the spec: education 2023-2025, five exhibitions of 2024-2025 in Sydney and Newtown", () => {
    expect(cv.education).toEqual([
      {
        years: "2023-2025",
        qualification: "Bachelor of Fine Arts",
        institution: "National Art School, Sydney",
      },
    ]);
    expect(cv.exhibitions.map((show) => show.year)).toEqual(["2025", "2025", "2025", "2024", "2024"]);
    expect(cv.exhibitions.every((show) => /Sydney|Newtown/.test(show.venue))).toBe(true);
    expect(cv.collections).toEqual(["Private collections in Australia and internationally"]);
  });

  test("uses a reserved example domain for the placeholder e-mail", () => {
    expect(site.artist.email).toMatch(/@example\.(com|org|net)$/);
  });
});

describe("what is valid builds", () => {
  test("a featured work that is also a recent one", () => {
    expect(problems(site("featuredWork: 15", "featuredWork: 3"))).toEqual([]);
  });

  test("one or two recent works, a biography of one paragraph, a CV with empty lists", () => {
    expect(problems(site("recentWorks: [1, 3, 4]", "recentWorks: [4]"))).toEqual([]);
    expect(
      problems(site(/biography:\n(\s+- >-\n(\s{6}.*\n)+)+/, "biography:\n    - One paragraph.\n")),
    ).toEqual([]);
    expect(problems({ cv: "education: []\nexhibitions: []\ncollections: []\n" })).toEqual([]);
  });

  test("texts as long as they may be: a name of 120 characters, a title of 200, a paragraph of 5,000", () => {
    expect(
      problems({
        ...site("name: Mara Ellison", `name: ${"n".repeat(120)}`),
        ...works("title: Low Tide, Blackwattle Bay", `title: ${"t".repeat(200)}`),
      }),
    ).toEqual([]);
    expect(
      problems(site(/biography:\n(\s+- >-\n(\s{6}.*\n)+)+/, `biography:\n    - ${"p".repeat(5000)}\n`)),
    ).toEqual([]);
  });

  test("apostrophes, quotes, &, %, accents and other scripts in titles; × in dimensions", () => {
    const { works: loaded } = loadContent(
      {
        ...spec,
        works: spec.works
          .replace("title: Low Tide, Blackwattle Bay", `title: "Zoë's \\"Blue\\" & 50% Grey"`)
          .replace("title: Saltbush Hymn", "title: Море")
          .replace("dimensions: 160 x 110 cm", "dimensions: 160 × 110 cm"),
      },
      everyPhotoIsAJpeg,
    );
    expect(loaded.gallery[0]).toMatchObject({
      title: 'Zoë\'s "Blue" & 50% Grey',
      slug: "zoes-blue-and-50-grey",
    });
    // A title with no letter of the Latin alphabet: the address comes from the id.
    expect(loaded.gallery[1]).toMatchObject({ title: "Море", slug: "work-3" });
  });

  test("a title written as a bare number is text; a price so written is an amount in dollars", () => {
    const { works: loaded } = loadContent(
      {
        ...spec,
        works: spec.works
          .replace("title: Low Tide, Blackwattle Bay", "title: 1984")
          .replace("price: Price on request", "price: 4800"),
      },
      everyPhotoIsAJpeg,
    );
    expect(loaded.gallery[0]).toMatchObject({ title: "1984", slug: "1984" });
    expect(loaded.available[0]?.price).toBe(4800);
  });

  test("a price written as an amount, or left out (Price on request)", () => {
    const priced = (price: string) =>
      loadContent(
        {
          ...spec,
          ...works(
            "    price: Price on request\n    status: available\n  - id: 5",
            `${price}    status: available\n  - id: 5`,
          ),
        },
        everyPhotoIsAJpeg,
      ).works.available[0]?.price;
    expect(priced("    price: AUD 4,800\n")).toBe(4800);
    expect(priced('    price: "$12,000.50"\n')).toBe(12000.5);
    expect(priced("    price: POA\n")).toBe("POA");
    expect(priced("")).toBe("Price on request");
  });

  test("sold works, more photographs of a work, and where sold works are shown", () => {
    expect(problems(works("    status: available", "    status: sold"))).toEqual([]);
    const withViews = works(
      "    image: works/01.jpg\n",
      "    image: works/01.jpg\n    views:\n      - image: works/01-detail.jpg\n        alt: A detail\n",
    );
    expect(problems(withViews)).toEqual([]);
    const loaded = loadContent({ ...spec, ...withViews }, everyPhotoIsAJpeg);
    expect(loaded.works.gallery[0]?.views).toEqual([{ image: "works/01-detail.jpg", alt: "A detail" }]);
    expect(loaded.site.available.soldWorks).toBe("available");
    expect(problems(site(/(available:\n(.*\n)*? {2}intro:.*\n)/, "$1  soldWorks: gallery\n"))).toEqual([]);
    // Twelve works to a list's page unless the artist says otherwise, as a number or as text.
    expect(loaded.site.gallery.perPage).toBe(12);
    const perPage = (value: string) => site(/(gallery:\n(.*\n)*? {2}intro:.*\n)/, `$1  perPage: ${value}\n`);
    expect(problems(perPage("9"))).toEqual([]);
    expect(problems(perPage('"24"'))).toEqual([]);
    expect(loadContent({ ...spec, ...perPage('"24"') }, everyPhotoIsAJpeg).site.gallery.perPage).toBe(24);
  });

  test("an exhibition with dates, text, works (chosen as the editor writes them), installation photographs, a link and an address; works in series", () => {
    const { cv, works: loaded } = loadContent(
      {
        ...spec,
        ...tidalGround(
          [
            "    opens: 2025-03-12",
            "    closes: 2025-04-05",
            "    text:",
            "      - Paintings of the harbour at low tide.",
            '    works: [1, "3", 16]',
            "    views:",
            "      - image: exhibitions/east-wall.jpg",
            "        alt: The east wall with three paintings",
            "    link: https://kessler.example/tidal-ground",
            "",
          ].join("\n"),
        ),
        works: spec.works.replace(
          "    image: works/01.jpg\n",
          "    image: works/01.jpg\n    series: Harbour\n",
        ),
      },
      everyPhotoIsAJpeg,
    );
    expect(cv.exhibitions[0]).toMatchObject({ opens: "2025-03-12", works: [1, 3, 16], slug: "tidal-ground" });
    expect(cv.exhibitions[1]).toMatchObject({ slug: "graduate-exhibition" });
    expect(loaded.gallery[0]?.series).toBe("Harbour");
  });

  test("years written as numbers, and photographs in every format the build takes", () => {
    expect(problems(works('year: "2025"', "year: 2025"))).toEqual([]);
    for (const format of ["png", "webp", "avif", "tiff"] as const) {
      expect(problems({}, () => ({ found: true, format }))).toEqual([]);
    }
  });
});

// Each mistake the artist can make, and the message she gets: the file and line, the work, the field.
describe("every mistake is named, with its file, line, work and field", () => {
  test.each([
    [
      "a misspelt field",
      works(
        "    dimensions: 160 x 110 cm\n    image: works/01.jpg",
        "    dimension: 160 x 110 cm\n    image: works/01.jpg",
      ),
      [
        'content/works.yaml, line 23: gallery work 1 "Low Tide, Blackwattle Bay": dimension: unknown field: did you mean dimensions?',
      ],
    ],
    [
      "an unknown field",
      works("    image: works/01.jpg", "    image: works/01.jpg\n    technique: impasto"),
      ['content/works.yaml, line 25: gallery work 1 "Low Tide, Blackwattle Bay": technique: unknown field'],
    ],
    [
      "a time zone that is a city's name, not an IANA zone's",
      site("timeZone: Australia/Sydney", "timeZone: Sydney"),
      [
        "content/site.yaml, line 64: timeZone: must be a time zone as the editor lists them, e.g. Australia/Sydney or Europe/London",
      ],
    ],
    [
      "a misspelt field in site.yaml",
      site("  tagline:", "  tag line:"),
      ["content/site.yaml, line 29: home.tag line: unknown field: did you mean tagline?"],
    ],
    [
      "YAML that cannot be read",
      works("    title: Saltbush Hymn", "    title: Saltbush: Hymn"),
      [
        "content/works.yaml, line 26: this is not valid YAML: Nested mappings are not allowed in compact mappings",
      ],
    ],
    [
      "a work written as its photograph alone",
      works("gallery:\n", "gallery:\n  - works/99.jpg\n"),
      [
        "content/works.yaml, line 19: gallery work number 1 in the list: must be a group of fields (name: value, indented below it)",
      ],
    ],
    [
      "a tab for indentation",
      works("    medium: Oil and oil stick on linen", "\tmedium: Oil and oil stick on linen"),
      [
        "content/works.yaml, line 90: this is not valid YAML: Tabs are not allowed as indentation (indent with spaces)",
      ],
    ],
    [
      "a phone's HEIC photograph",
      works("image: works/04.jpg", "image: works/04.HEIC"),
      [
        'content/works.yaml, line 36: gallery work 4 "Ochre Weather": image: is a HEIC photograph (as iPhones save them), which browsers cannot show: save it as JPEG (on a Mac, open it in Preview and choose File > Export, Format: JPEG) and name the .jpg here',
      ],
    ],
    [
      "a photograph in a format the build cannot take",
      works("image: works/04.jpg", "image: works/04.gif"),
      [
        'content/works.yaml, line 36: gallery work 4 "Ochre Weather": image: must be a JPEG, PNG, WebP, AVIF or TIFF photograph (.jpg, .png, .webp, .avif or .tif)',
      ],
    ],
    [
      "a photograph outside content/images",
      works("image: works/04.jpg", "image: ../../secrets.jpg"),
      [
        'content/works.yaml, line 36: gallery work 4 "Ochre Weather": image: must be a file inside content/images/, e.g. works/17.jpg, named with letters, digits, spaces and _ . ( ) -',
      ],
    ],
    [
      "two works with one id",
      works("  - id: 3\n", "  - id: 1\n"),
      [
        'content/works.yaml, line 25: gallery work 1 "Saltbush Hymn": id: 1 is also the id of gallery work 1 "Low Tide, Blackwattle Bay": give it another',
      ],
    ],
    [
      "four recent works",
      site("recentWorks: [1, 3, 4]", "recentWorks: [1, 3, 4, 8]"),
      [
        "content/site.yaml, line 49: home.recentWorks: must list at most three works of the gallery by id, e.g. [1, 3, 4]",
      ],
    ],
    [
      "a year that is not a year",
      works('year: "2025"', "year: last spring"),
      [
        'content/works.yaml, line 21: gallery work 1 "Low Tide, Blackwattle Bay": year: must be a four-digit year, e.g. 2025',
      ],
    ],
    [
      "dimensions without a unit",
      works("dimensions: 160 x 110 cm", "dimensions: 160 x 110"),
      [
        'content/works.yaml, line 23: gallery work 1 "Low Tide, Blackwattle Bay": dimensions: must be height x width and a unit (cm, mm or in), e.g. 160 x 110 cm',
      ],
    ],
    [
      "an id that is not a number",
      works("  - id: 3\n", "  - id: three\n"),
      [
        'content/works.yaml, line 25: gallery work three "Saltbush Hymn": id: must be a whole number, e.g. 17',
      ],
    ],
    [
      "a work without an id",
      works("  - id: 3\n    title", "  - title"),
      ['content/works.yaml, line 25: gallery work number 2 in the list "Saltbush Hymn": id: is missing'],
    ],
    [
      "a price of nothing",
      works(
        "    price: Price on request\n    status: available\n  - id: 5",
        "    price: 0\n    status: available\n  - id: 5",
      ),
      [
        'content/works.yaml, line 69: available work 2 "Quiet Engine": price: must be an amount in Australian dollars, e.g. 4800, or text, e.g. Price on request',
      ],
    ],
    [
      "a photograph of a work without its description",
      works(
        "    image: works/01.jpg\n",
        "    image: works/01.jpg\n    views:\n      - image: works/01-detail.jpg\n",
      ),
      [
        'content/works.yaml, line 26: gallery work 1 "Low Tide, Blackwattle Bay": views, number 1 in the list, alt: is missing',
      ],
    ],
    [
      "sold works put in no list there is",
      site(/(available:\n(.*\n)*? {2}intro:.*\n)/, "$1  soldWorks: archive\n"),
      ["content/site.yaml, line 58: available.soldWorks: must be available or gallery"],
    ],
    [
      "more works to a page than a page may show",
      site(/(gallery:\n(.*\n)*? {2}intro:.*\n)/, "$1  perPage: 100\n"),
      ["content/site.yaml, line 54: gallery.perPage: must be a whole number from 2 to 24, e.g. 12"],
    ],
    [
      "works to a page in words",
      site(/(available:\n(.*\n)*? {2}intro:.*\n)/, "$1  perPage: twelve\n"),
      ["content/site.yaml, line 58: available.perPage: must be a whole number from 2 to 24, e.g. 12"],
    ],
    [
      "a misspelt status",
      works("    status: available", "    status: sold out"),
      [
        'content/works.yaml, line 70: available work 2 "Quiet Engine": status: must be available, reserved or sold',
      ],
    ],
    [
      "an e-mail address that is not one",
      site("email: studio@example.com", "email: studio at example"),
      ["content/site.yaml, line 15: artist.email: must be an e-mail address, e.g. studio@example.com"],
    ],
    ["an empty file", { cv: "# nothing yet\n" }, ["content/cv.yaml: the file is empty"]],
    [
      "an artist's name of 3,000 characters",
      site("name: Mara Ellison", `name: ${"M".repeat(3000)}`),
      ["content/site.yaml, line 11: artist.name: is 3,000 characters long: shorten it to at most 120"],
    ],
    [
      "a title longer than a title may be, named by its beginning",
      works("title: Low Tide, Blackwattle Bay", `title: ${"Low Tide ".repeat(30)}`),
      [
        'content/works.yaml, line 20: gallery work 1 "Low Tide Low Tide Low Tide Low Tide Low Tide Low Tide Low Ti…": title: is 269 characters long: shorten it to at most 200',
      ],
    ],
    [
      "a paragraph of a biography longer than a page",
      site(/biography:\n(\s+- >-\n(\s{6}.*\n)+)+/, `biography:\n    - ${"Words ".repeat(1000)}\n`),
      [
        "content/site.yaml, line 32: home.biography, number 1 in the list: is 5,999 characters long: shorten it to at most 5,000",
      ],
    ],
    [
      "a description of a photograph longer than a few sentences",
      site(/ {4}alt: The artist.*\n/, `    alt: ${"The artist in her studio. ".repeat(20)}\n`),
      ["content/site.yaml, line 22: artist.portrait.alt: is 519 characters long: shorten it to at most 500"],
    ],
    [
      "a price in words longer than a name",
      works(
        "    price: Price on request\n    status: available\n  - id: 5",
        `    price: ${"On request ".repeat(12)}\n    status: available\n  - id: 5`,
      ),
      [
        'content/works.yaml, line 69: available work 2 "Quiet Engine": price: is 131 characters long: shorten it to at most 120',
      ],
    ],
    [
      "an invisible control character in a title",
      works("title: Low Tide, Blackwattle Bay", 'title: "Low Tide,\\u0007 Blackwattle Bay"'),
      [
        'content/works.yaml, line 20: gallery work 1 "Low Tide,\ufffd Blackwattle Bay": title: has an invisible control character (U+0007, character 10): retype the text around it',
      ],
    ],
    [
      "half of a character, broken in copying",
      works("title: Low Tide, Blackwattle Bay", 'title: "Low Tide \\uD83C, Blackwattle Bay"'),
      [
        'content/works.yaml, line 20: gallery work 1 "Low Tide \ufffd, Blackwattle Bay": title: has half of a character (U+D83C, character 10), broken in copying: retype it',
      ],
    ],
    [
      "an address longer than a file's name may be",
      works("    image: works/01.jpg", `    image: works/01.jpg\n    slug: ${"harbour-".repeat(12)}dusk`),
      [
        'content/works.yaml, line 25: gallery work 1 "Low Tide, Blackwattle Bay": slug: must be lower-case letters and digits joined by -, at most 80 of them, e.g. low-tide',
      ],
    ],
    [
      "a photograph's name longer than a file's may be",
      works("image: works/01.jpg", `image: works/${"harbour ".repeat(20)}.jpg`),
      [
        'content/works.yaml, line 24: gallery work 1 "Low Tide, Blackwattle Bay": image: its file\'s name is too long: give the photograph a shorter name (at most 120 letters, fewer with accents)',
      ],
    ],
    [
      "a photograph in a folder whose name is longer than a disk takes",
      works("image: works/01.jpg", `image: ${"harbour-".repeat(40)}/01.jpg`),
      [
        'content/works.yaml, line 24: gallery work 1 "Low Tide, Blackwattle Bay": image: a folder\'s name in it is too long: give the folder a shorter name (at most 120 letters, fewer with accents)',
      ],
    ],
    [
      "dimensions of 0",
      works("dimensions: 160 x 110 cm", "dimensions: 0 x 0 cm"),
      [
        'content/works.yaml, line 23: gallery work 1 "Low Tide, Blackwattle Bay": dimensions: a side of 0 is no painting\'s: check the numbers',
      ],
    ],
    [
      "dimensions beyond any painting",
      works("dimensions: 160 x 110 cm", `dimensions: 160 x ${"1".repeat(400)} cm`),
      [
        'content/works.yaml, line 23: gallery work 1 "Low Tide, Blackwattle Bay": dimensions: a side of more than 50 m is no painting\'s: check the numbers and the unit (cm, mm or in)',
      ],
    ],
    [
      "values repeated by YAML aliases past any size (a few lines standing for gigabytes)",
      works(
        "gallery:\n",
        `bomb:\n  a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]\n${Array.from(
          { length: 12 },
          (_, index) =>
            `  ${"bcdefghijklm"[index]}: &${"bcdefghijklm"[index]} [${Array(10).fill(`*${"abcdefghijkl"[index]}`).join(", ")}]`,
        ).join("\n")}\ngallery:\n`,
      ),
      [
        "content/works.yaml: repeats values by YAML aliases (*name) too many times to be read: write the values out in full",
      ],
    ],
  ])("%s", (_mistake, files, expected) => {
    expect(problems(files)).toEqual(expected);
  });

  test.each([
    [
      "a date that is not a date",
      tidalGround("    opens: 12/03/2025\n"),
      [
        'content/cv.yaml, line 13: exhibition "Tidal Ground" (2025): opens: must be a day written year-month-day, e.g. 2025-03-12',
      ],
    ],
    [
      "a day that is not on the calendar",
      tidalGround("    opens: 2025-02-30\n"),
      [
        'content/cv.yaml, line 13: exhibition "Tidal Ground" (2025): opens: must be a day written year-month-day, e.g. 2025-03-12',
      ],
    ],
    [
      "an address that is not one",
      tidalGround("    text: [A show.]\n    slug: Tidal Ground\n"),
      [
        'content/cv.yaml, line 14: exhibition "Tidal Ground" (2025): slug: must be lower-case letters and digits joined by -, at most 80 of them, e.g. low-tide',
      ],
    ],
    [
      "a venue's page that is not an https:// address",
      tidalGround("    link: www.kessler.example\n"),
      ['content/cv.yaml, line 13: exhibition "Tidal Ground" (2025): link: must be an https:// address'],
    ],
  ])("%s", (_mistake, files, expected) => {
    expect(problems(typeof files === "string" ? { works: files } : files)).toEqual(expected);
  });

  test("two exhibitions of one title share an address only when both have a page: the later moves", () => {
    const again = `  - year: 2024\n    title: Tidal Ground\n    kind: Group exhibition\n    venue: Enmore Road Gallery, Newtown\n`;
    const cv = spec.cv.replace("exhibitions:\n", `exhibitions:\n${again}`);
    const withText = cv.replace(
      "Enmore Road Gallery, Newtown\n",
      "Enmore Road Gallery, Newtown\n    text: [A show.]\n",
    );
    const both = withText.replace(
      "    venue: Kessler Lane Gallery, Newtown\n",
      "    venue: Kessler Lane Gallery, Newtown\n    works: [1]\n",
    );
    const slugs = (text: string) =>
      loadContent({ ...spec, cv: text }, everyPhotoIsAJpeg)
        .cv.exhibitions.slice(0, 2)
        .map((show) => show.slug);
    expect(slugs(withText)).toEqual(["tidal-ground", "tidal-ground"]);
    expect(slugs(both)).toEqual(["tidal-ground", "tidal-ground-2"]);
  });

  test("an installation photograph that is not there", () => {
    const found = problems(
      tidalGround("    views:\n      - image: exhibitions/east-wall.jpg\n        alt: The east wall\n"),
      (image) =>
        image.startsWith("exhibitions/") ? { found: false, nearby: [] } : { found: true, format: "jpeg" },
    );
    expect(found).toEqual([
      'content/cv.yaml, line 14: exhibition "Tidal Ground" (2025): views, number 1 in the list, image: no file content/images/exhibitions/east-wall.jpg',
    ]);
  });

  test("a view's photograph that is not there", () => {
    const found = problems(
      works(
        "    image: works/01.jpg\n",
        "    image: works/01.jpg\n    views:\n      - image: works/01-detail.jpg\n        alt: A detail\n",
      ),
      (image) =>
        image === "works/01-detail.jpg" ? { found: false, nearby: [] } : { found: true, format: "jpeg" },
    );
    expect(found).toEqual([
      'content/works.yaml, line 26: gallery work 1 "Low Tide, Blackwattle Bay": views, number 1 in the list, image: no file content/images/works/01-detail.jpg',
    ]);
  });

  test("a photograph that is not there, with the files alike in name", () => {
    const found = problems({}, (image) =>
      image === "works/07.jpg" ? { found: false, nearby: ["works/07.JPG"] } : { found: true, format: "jpeg" },
    );
    expect(found).toEqual([
      'content/works.yaml, line 92: available work 7 "Small Hours": image: no file content/images/works/07.jpg (there is works/07.JPG: spelt alike?)',
    ]);
  });

  test("a HEIC photograph saved under a .jpg name, and a file that is no photograph", () => {
    const found = problems({}, (image) => ({
      found: true,
      format: image === "portrait.jpg" ? "heic" : image === "works/15.jpg" ? "unknown" : "jpeg",
    }));
    expect(found).toEqual([
      'content/works.yaml, line 60: gallery work 15 "Where the Harbour Bends": image: works/15.jpg is not a photograph the site can use: save it as JPEG (PNG, WebP, AVIF, TIFF work too)',
      "content/site.yaml, line 21: artist.portrait.image: portrait.jpg is a HEIC photograph (as iPhones save them), which browsers cannot show: save it as JPEG (on a Mac, open it in Preview and choose File > Export, Format: JPEG) and name that file here",
    ]);
  });

  test("the message lists every problem, in the folder the content is read from", () => {
    const broken = { ...spec, cv: spec.cv.replace("collections:\n", "collections: none\n") };
    // The CV's, then each of the 16 works' and the portrait's missing photograph.
    expect(() => loadContent(broken, () => ({ found: false, nearby: [] }), "e2e/catalogue")).toThrow(
      /^The content in e2e\/catalogue\/ has 18 problem\(s\):\n {2}- e2e\/catalogue\/cv\.yaml, line 30: collections: must be a list \(lines starting with -\)\n {2}- e2e\/catalogue\/works\.yaml, line 24: gallery work 1 "Low Tide, Blackwattle Bay": image: no file e2e\/catalogue\/images\/works\/01\.jpg\n/,
    );
  });
});

describe("viewing rooms (rooms.yaml)", () => {
  /** rooms.yaml with one room of the spec's works, given more lines. */
  const room = (lines: string) => ({
    rooms: `- title: New paintings for Anna\n  for: Anna Lee\n${lines}`,
  });
  const key = "  key: xgjuieu2yy5siu5ihbcnohvoue\n";

  test("a site without rooms.yaml, or with one of no rooms left (comments alone), has no rooms", () => {
    expect(loadContent(spec, everyPhotoIsAJpeg).rooms).toEqual([]);
    expect(loadContent({ ...spec, rooms: "# No rooms now.\n" }, everyPhotoIsAJpeg).rooms).toEqual([]);
  });

  test("a room's works are ids, or ids with the room's price, each read as { id, price? }, the price as a work's is", () => {
    const { rooms } = loadContent(
      {
        ...spec,
        ...room(`${key}  works:\n    - 15\n    - id: 2\n      price: AUD 5,800\n  closes: 2026-12-20\n`),
      },
      everyPhotoIsAJpeg,
    );
    expect(rooms).toEqual([
      {
        title: "New paintings for Anna",
        for: "Anna Lee",
        key: "xgjuieu2yy5siu5ihbcnohvoue",
        works: [{ id: 15 }, { id: 2, price: 5800 }],
        closes: "2026-12-20",
      },
    ]);
  });

  test.each([
    [
      "no key",
      room("  works: [15]\n"),
      withNewKeys(
        'content/rooms.yaml, line 1: room "New paintings for Anna": key: is missing: give the room a key of its own, e.g. <key> (made at random: copy it)',
      ),
    ],
    [
      "a key in capitals",
      room("  key: XGJUIEU2YY5SIU5IHBCNOHVOUE\n  works: [15]\n"),
      withNewKeys(
        'content/rooms.yaml, line 3: room "New paintings for Anna": key: must be lower-case letters and digits alone, e.g. <key> (made at random: copy it)',
      ),
    ],
    [
      "a short key",
      room("  key: anna2026\n  works: [15]\n"),
      withNewKeys(
        'content/rooms.yaml, line 3: room "New paintings for Anna": key: is easy to guess (too short: 8 characters, where at least 20 are needed): give the room a new key, e.g. <key> (made at random: copy it, and send its guest the room\'s new address)',
      ),
    ],
    [
      "a key made of the artist's name",
      room("  key: maraellison2026q7vd2m9xk4\n  works: [15]\n"),
      withNewKeys(
        'content/rooms.yaml, line 3: room "New paintings for Anna": key: is easy to guess ("maraellison" from your name leaves 14 other characters, where at least 20 are needed): give the room a new key, e.g. <key> (made at random: copy it, and send its guest the room\'s new address)',
      ),
    ],
    [
      "a guest's name longer than a name may be",
      { rooms: `- title: New paintings for Anna\n  for: ${"Anna Lee ".repeat(20)}\n${key}  works: [15]\n` },
      withNewKeys(
        'content/rooms.yaml, line 2: room "New paintings for Anna": for: is 179 characters long: shorten it to at most 120',
      ),
    ],
    [
      "a closing day that is not a day",
      room(`${key}  works: [15]\n  closes: 20/12/2026\n`),
      /^content\/rooms\.yaml, line 5: room "New paintings for Anna": closes: must be a day written year-month-day, e\.g\. 2025-03-12$/,
    ],
    [
      "a misspelt field",
      room(`${key}  works: [15]\n  close: 2026-12-20\n`),
      /^content\/rooms\.yaml, line 5: room "New paintings for Anna": close: unknown field: did you mean closes\?$/,
    ],
    [
      "a room's price of nothing",
      room(`${key}  works:\n    - id: 15\n      price: 0\n`),
      /^content\/rooms\.yaml, line 6: room "New paintings for Anna": works, number 1 in the list, price: must be an amount in Australian dollars, e\.g\. 4800, or text, e\.g\. Price on request$/,
    ],
  ])("%s", (_, files, expected) => {
    expect(problems(files)).toEqual([expect.stringMatching(expected)]);
  });

  test("two rooms of one key", () => {
    const two = `- title: For Anna\n${key}  works: [15]\n- title: For Ben\n${key}  works: [1]\n`;
    expect(problems({ rooms: two })).toEqual([
      'content/rooms.yaml, line 5: room "For Ben": key: xgjuieu2yy5siu5ihbcnohvoue is also the key of room "For Anna": give it a key of its own',
    ]);
  });

  test("rooms whose keys are easy to guess are named in one message, each with a new key", () => {
    const rooms = [
      "- title: New paintings for Anna",
      "  for: Anna Lee",
      "  key: q7vd2m9xk4tbw3",
      "  works: [15]",
      "- title: Studies, last summer",
      "  key: 4hx8p2nq6rwz5k",
      "  works: [1]",
      "- title: Three works for Ben",
      `${key}  works: [1]`,
    ].join("\n");
    expect(problems({ rooms })).toEqual([
      expect.stringMatching(
        withNewKeys(
          'content/rooms.yaml: 2 rooms have keys that are easy to guess: line 3, room "New paintings for Anna" (the example key of docs/content.md, which anyone can read); line 6, room "Studies, last summer" (too short: 14 characters, where at least 20 are needed). Give each a new key, made at random for it: <key> on line 3, <key> on line 6 (copy them, and send each guest the room\'s new address)',
        ),
      ),
    ]);
  });
});

describe("a work's record", () => {
  /** works.yaml with the first gallery work (Low Tide, line 19) given more lines. */
  const lowTide = (lines: string) => works("    image: works/01.jpg\n", `    image: works/01.jpg\n${lines}`);
  const record = [
    "    ref: ME-2025-014",
    "    signed: Signed and dated verso",
    "    framed: 164 x 114 x 5 cm",
    "    provenance:",
    "      - The artist",
    "      - Private collection, Sydney (2025)",
    "    literature:",
    `      - text: "J. Park, 'Weather Systems', Art Monthly Australasia, no. 372, 2025, p. 44"`,
    "        link: https://example.org/weather-systems",
    "      - text: Kessler Lane Gallery, Tidal Ground, 2025, pl. 2",
    "",
  ].join("\n");

  test("each part is optional, and read as written", () => {
    const { works: read } = loadContent({ ...spec, ...lowTide(record) }, everyPhotoIsAJpeg);
    expect(read.gallery[0]).toMatchObject({
      ref: "ME-2025-014",
      signed: "Signed and dated verso",
      framed: "164 x 114 x 5 cm",
      provenance: ["The artist", "Private collection, Sydney (2025)"],
      literature: [
        {
          text: "J. Park, 'Weather Systems', Art Monthly Australasia, no. 372, 2025, p. 44",
          link: "https://example.org/weather-systems",
        },
        { text: "Kessler Lane Gallery, Tidal Ground, 2025, pl. 2" },
      ],
    });
    expect(read.gallery[1]).not.toHaveProperty("ref");
  });

  test.each([
    [
      "a framed size it cannot read",
      lowTide("    framed: 164 by 114 cm\n"),
      'content/works.yaml, line 25: gallery work 1 "Low Tide, Blackwattle Bay": framed: must be height x width and a unit (cm, mm or in), e.g. 160 x 110 cm',
    ],
    [
      "a literature link that is not https",
      lowTide("    literature:\n      - text: A review\n        link: http://example.org/review\n"),
      'content/works.yaml, line 27: gallery work 1 "Low Tide, Blackwattle Bay": literature, number 1 in the list, link: must be an https:// address',
    ],
    [
      "a reference with a link and no words",
      lowTide("    literature:\n      - link: https://example.org/review\n"),
      'content/works.yaml, line 26: gallery work 1 "Low Tide, Blackwattle Bay": literature, number 1 in the list, text: is missing',
    ],
  ])("%s", (_, files, expected) => {
    expect(problems(files)).toEqual([expected]);
  });
});

test("an editor asked for with no repository known is named in a line, and the site is built without it", () => {
  const content = loadContent(
    { ...spec, site: `${spec.site}editor:\n  publish: at once\n` },
    everyPhotoIsAJpeg,
  );
  expect(content.site.editor).toBeUndefined();
  expect(content.warnings).toEqual([
    expect.stringMatching(
      /^content\/site\.yaml, line \d+: editor: names no GitHub repository, and this build's host gives none/,
    ),
  ]);
  // On Netlify, the host's repository is enough.
  const hosted = loadContent(
    { ...spec, site: `${spec.site}editor:\n  publish: at once\n` },
    everyPhotoIsAJpeg,
    "content",
    {
      repository: "jane-doe/portfolio",
    },
  );
  expect(hosted.site.editor).toEqual({ publish: "at once", repository: "jane-doe/portfolio" });
  expect(hosted.warnings).toEqual([]);
});
