import { describe, expect, test } from "vitest";
import {
  namedPhotographs,
  photographProblem,
  repeatedIds,
  sharedInventoryNumbers,
  sharedRoomKeys,
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
    texts: new SourceFile("content/texts.yaml", ""),
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

describe("sharedInventoryNumbers", () => {
  test("names the second work of an inventory number, with the first", () => {
    const works = worksYaml(
      work(1, "Sea", "    ref: AP-01\n"),
      work(2, "Sky", "    ref: AP-02\n"),
      work(3, "Sand", "    ref: AP-01\n"),
    );
    expect(sharedInventoryNumbers(...filesOf({ works }))).toEqual([
      'content/works.yaml, line 22: gallery work 3 "Sand": ref: AP-01 is also the inventory number of gallery work 1 "Sea": both are shown with it until you give it its own',
    ]);
  });
  test("passes numbers all different, and works without one", () => {
    const works = worksYaml(work(1, "Sea", "    ref: AP-01\n"), work(2, "Sky"), work(3, "Sand"));
    expect(sharedInventoryNumbers(...filesOf({ works }))).toEqual([]);
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
