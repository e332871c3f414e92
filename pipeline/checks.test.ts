import { describe, expect, test } from "vitest";
import {
  exhibitionDays,
  exhibitionWorks,
  homeWorks,
  namedPhotographs,
  photographProblem,
  repeatedIds,
  seriesSpellings,
  sharedExhibitionAddresses,
  sharedRoomKeys,
  sharedWorkAddresses,
  weakRoomKeys,
} from "./checks";
import { cvSchema, roomsSchema, siteSchema, worksSchema } from "./schema";
import { SourceFile, type SourceFiles } from "./source-file";

// Each check on a few lines of its own files: what it names, and that it passes what is right.

/** A gallery work's lines in works.yaml (six lines, the first its id). */
const work = (id: number, title: string, more = "") =>
  `  - id: ${id}\n    title: ${title}\n    year: "2025"\n    medium: Oil on linen\n    dimensions: 40 x 30 cm\n    image: works/${id}.jpg\n${more}`;
const worksYaml = (...gallery: string[]) => `gallery:\n${gallery.join("")}available: []\n`;

const siteYaml = (featured: number, recent: number[]) => `siteUrl: https://www.example.com
artist:
  name: A Painter
  role: Painter
  email: studio@example.com
  city: Hobart
  social: { label: Instagram, url: "https://www.instagram.com/a.painter" }
  portrait: { image: portrait.jpg, alt: The painter }
homeFooterName: A Painter
home:
  tagline: Paintings.
  description: Paintings of the coast.
  biography: [She paints.]
  featuredWork: ${featured}
  recentWorks: [${recent.join(", ")}]
gallery: { description: Paintings., intro: Paintings. }
available: { description: For sale., intro: For sale. }
contact: { description: Write., invitation: Write. }
`;
const cvYaml = (exhibitions: string) =>
  `education: []\nexhibitions:${exhibitions ? `\n${exhibitions}` : " []\n"}collections: []\n`;
/** An exhibition's lines in cv.yaml. */
const exhibition = (title: string, more = "") =>
  `  - year: 2025\n    title: ${title}\n    kind: Solo exhibition\n    venue: A Gallery\n${more}`;

/** The files as the checks take them: each parsed, and its data checked by its schema. */
function filesOf({
  site = siteYaml(1, [1]),
  cv = cvYaml(""),
  works = worksYaml(work(1, "Sea")),
  rooms = "[]",
}) {
  const files: SourceFiles = {
    site: new SourceFile("content/site.yaml", site),
    cv: new SourceFile("content/cv.yaml", cv),
    works: new SourceFile("content/works.yaml", works),
    rooms: new SourceFile("content/rooms.yaml", rooms),
  };
  const parsed = {
    site: siteSchema.parse(files.site.data),
    cv: cvSchema.parse(files.cv.data),
    works: worksSchema.parse(files.works.data),
    rooms: roomsSchema.parse(files.rooms.data),
  };
  return [parsed, files] as const;
}

describe("repeatedIds", () => {
  test("names the second work of an id, with the first", () => {
    expect(
      repeatedIds(...filesOf({ works: worksYaml(work(1, "Sea"), work(2, "Sky"), work(1, "Sand")) })),
    ).toEqual([
      'content/works.yaml, line 14: gallery work 1 "Sand": id: 1 is also the id of gallery work 1 "Sea": give it another',
    ]);
  });
  test("passes ids all different", () => {
    expect(repeatedIds(...filesOf({ works: worksYaml(work(1, "Sea"), work(2, "Sky")) }))).toEqual([]);
  });
});

describe("sharedWorkAddresses", () => {
  test("names a title that makes another's address, at its title, and a slug that does, at its slug", () => {
    const works = worksYaml(
      work(1, "Sea Wall"),
      work(2, "Sea wall!"),
      work(3, "Sky", "    slug: sea-wall\n"),
    );
    expect(sharedWorkAddresses(...filesOf({ works }))).toEqual([
      `content/works.yaml, line 9: gallery work 2 "Sea wall!": its address /works/sea-wall is also gallery work 1 "Sea Wall"'s: give one of them a slug of its own`,
      `content/works.yaml, line 20: gallery work 3 "Sky": its address /works/sea-wall is also gallery work 1 "Sea Wall"'s: give one of them a slug of its own`,
    ]);
  });
  test("passes titles of different addresses", () => {
    expect(sharedWorkAddresses(...filesOf({ works: worksYaml(work(1, "Sea"), work(2, "Sea 2")) }))).toEqual(
      [],
    );
  });
});

describe("seriesSpellings", () => {
  test("names the works whose spelling of a series fewer works have", () => {
    const works = worksYaml(
      work(1, "One", "    series: Harbour\n"),
      work(2, "Two", "    series: harbour\n"),
      work(3, "Three", "    series: Harbour\n"),
    );
    expect(seriesSpellings(...filesOf({ works }))).toEqual([
      'content/works.yaml, line 15: gallery work 2 "Two": series: "harbour" and "Harbour" make one address, /series/harbour: write them alike, or name them apart',
    ]);
  });
  test("passes one spelling, and two series of their own addresses", () => {
    const works = worksYaml(
      work(1, "One", "    series: Harbour\n"),
      work(2, "Two", "    series: Harbour\n"),
      work(3, "Three", "    series: Headland\n"),
    );
    expect(seriesSpellings(...filesOf({ works }))).toEqual([]);
  });
});

describe("homeWorks", () => {
  const works = `gallery:\n${work(1, "Sea")}${work(2, "Sky")}available:\n  - id: 3\n    title: Sand\n    year: "2025"\n    medium: Oil\n    dimensions: 40 x 30 cm\n    image: works/3.jpg\n    price: 900\n    status: available\n`;
  test("names a recent work listed twice (one not of the gallery is left out: left-out.test.ts)", () => {
    expect(homeWorks(...filesOf({ works, site: siteYaml(3, [1, 9, 1]) }))).toEqual([
      "content/site.yaml, line 15: home.recentWorks: lists 1 twice",
    ]);
  });
  test("passes works of the gallery", () => {
    expect(homeWorks(...filesOf({ works, site: siteYaml(2, [1, 2]) }))).toEqual([]);
  });
});

describe("exhibitionDays", () => {
  test("names an exhibition that closes before it opens", () => {
    const cv = cvYaml(exhibition("Tide", "    opens: 2025-05-02\n    closes: 2025-04-30\n"));
    expect(exhibitionDays(...filesOf({ cv }))).toEqual([
      'content/cv.yaml, line 8: exhibition "Tide" (2025): closes: 2025-04-30 is before opens, 2025-05-02',
    ]);
  });
  test("passes one that closes the day it opens", () => {
    const cv = cvYaml(exhibition("Tide", "    opens: 2025-05-02\n    closes: 2025-05-02\n"));
    expect(exhibitionDays(...filesOf({ cv }))).toEqual([]);
  });
});

describe("exhibitionWorks", () => {
  test("names a work listed twice (one not in works.yaml is left out: left-out.test.ts)", () => {
    const cv = cvYaml(exhibition("Tide", "    works: [1, 7, 1]\n"));
    expect(exhibitionWorks(...filesOf({ cv }))).toEqual([
      'content/cv.yaml, line 7: exhibition "Tide" (2025): works: lists 1 twice',
    ]);
  });
});

describe("sharedExhibitionAddresses", () => {
  test("names two exhibitions with pages at one address", () => {
    const cv = cvYaml(exhibition("Tide", "    works: [1]\n") + exhibition("Tide", "    text: [Again.]\n"));
    expect(sharedExhibitionAddresses(...filesOf({ cv }))).toEqual([
      `content/cv.yaml, line 9: exhibition "Tide" (2025): its address /exhibitions/tide is also exhibition "Tide" (2025)'s: give one of them a slug of its own`,
    ]);
  });
  test("passes a title twice when one of them has no page", () => {
    const cv = cvYaml(exhibition("Tide", "    works: [1]\n") + exhibition("Tide"));
    expect(sharedExhibitionAddresses(...filesOf({ cv }))).toEqual([]);
  });
});

describe("namedPhotographs and photographProblem", () => {
  test("every photograph the files name, with its place", () => {
    const works = worksYaml(
      work(1, "Sea", "    views:\n      - { image: works/1-detail.jpg, alt: A detail }\n"),
    );
    const cv = cvYaml(exhibition("Tide", "    views:\n      - { image: rooms/tide.jpg, alt: The room }\n"));
    expect(namedPhotographs(...filesOf({ works, cv }))).toEqual([
      { image: "works/1.jpg", place: 'content/works.yaml, line 7: gallery work 1 "Sea": image' },
      {
        image: "works/1-detail.jpg",
        place: 'content/works.yaml, line 9: gallery work 1 "Sea": views, number 1 in the list, image',
      },
      {
        image: "rooms/tide.jpg",
        place: 'content/cv.yaml, line 8: exhibition "Tide" (2025): views, number 1 in the list, image',
      },
      { image: "portrait.jpg", place: "content/site.yaml, line 8: artist.portrait.image" },
    ]);
  });
  test("says why a photograph cannot be used, and nothing of one that can", () => {
    expect(photographProblem("a.jpg", { found: true, format: "jpeg" }, "content")).toBeUndefined();
    expect(photographProblem("a.jpg", { found: false, nearby: ["a.JPG"] }, "content")).toBe(
      "no file content/images/a.jpg (there is a.JPG: spelt alike?)",
    );
    expect(photographProblem("a.jpg", { found: false, nearby: [], link: true }, "mine")).toMatch(
      /^mine\/images\/a\.jpg is a link to a file elsewhere/,
    );
    expect(photographProblem("a.jpg", { found: true, format: "heic" }, "content")).toMatch(/^a\.jpg .*HEIC/);
    expect(photographProblem("a.jpg", { found: true, format: "unknown" }, "content")).toMatch(
      /^a\.jpg is not a photograph the site can use: save it as JPEG/,
    );
  });
});

/** A room's lines in rooms.yaml. */
const room = (title: string, key: string, works: string) =>
  `- title: ${title}\n  key: ${key}\n  works: ${works}\n`;

describe("sharedRoomKeys", () => {
  test("names a room whose key another has", () => {
    const rooms =
      room("For Anna", "zmkxqu4u5w7a27tw4b32oycd3l", "[1]") +
      room("For Ben", "zmkxqu4u5w7a27tw4b32oycd3l", "[1]");
    expect(sharedRoomKeys(...filesOf({ rooms }))).toEqual([
      'content/rooms.yaml, line 5: room "For Ben": key: zmkxqu4u5w7a27tw4b32oycd3l is also the key of room "For Anna": give it a key of its own',
    ]);
  });
  test("passes keys of their own", () => {
    const rooms =
      room("For Anna", "zmkxqu4u5w7a27tw4b32oycd3l", "[1]") +
      room("For Ben", "ttkmhnf6wzr7i2velo2i7ztfcd", "[1]");
    expect(sharedRoomKeys(...filesOf({ rooms }))).toEqual([]);
  });
});

describe("weakRoomKeys", () => {
  /** A message with its keys made at random: each "<key>" stands for one. */
  const withNewKeys = (message: string) =>
    new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll("<key>", "[a-z2-7]{26}")}$`);

  test("names a room whose key is easy to guess, with why, and offers a new one", () => {
    const rooms =
      room("For Anna", "annalee12345", "[1]") + room("For Ben", "ttkmhnf6wzr7i2velo2i7ztfcd", "[1]");
    expect(weakRoomKeys(...filesOf({ rooms }))).toEqual([
      expect.stringMatching(
        withNewKeys(
          'content/rooms.yaml, line 2: room "For Anna": key: is easy to guess (too short: 12 characters, where at least 20 are needed): give the room a new key, e.g. <key> (made at random: copy it, and send its guest the room\'s new address)',
        ),
      ),
    ]);
  });

  test("names every room whose key is easy to guess in one message, each by its line", () => {
    const rooms =
      room("For Anna", "q7vd2m9xk4tbw3", "[1]") +
      room("Sea and sky", "zmkxqu4u5w7a27tw4b32oycd3l", "[1]") +
      room("For Ben", "aaaaaaaaaaaaaaaaaaaabbbbbb", "[1]") +
      room("Painter's choice", "apainterschoice12345678", "[1]");
    expect(weakRoomKeys(...filesOf({ rooms }))).toEqual([
      expect.stringMatching(
        withNewKeys(
          'content/rooms.yaml: 3 rooms have keys that are easy to guess: line 2, room "For Anna" (the example key of docs/content.md, which anyone can read); line 8, room "For Ben" (only 2 different characters, where at least 10 are needed); line 11, room "Painter\'s choice" ("apainter" from your name, "painterschoice" from the room\'s title and the run "12345678" leave no other characters, where at least 20 are needed). Give each a new key, made at random for it: <key> on line 2, <key> on line 8, <key> on line 11 (copy them, and send each guest the room\'s new address)',
        ),
      ),
    ]);
  });

  test("passes keys as the editor makes them", () => {
    const rooms =
      room("For Anna", "zmkxqu4u5w7a27tw4b32oycd3l", "[1]") +
      room("For Ben", "ttkmhnf6wzr7i2velo2i7ztfcd", "[1]");
    expect(weakRoomKeys(...filesOf({ rooms }))).toEqual([]);
  });
});
