import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse, parseDocument, type Scalar } from "yaml";
import { editorConfig } from "./config.ts";
import { fileFormat } from "./format.ts";
import { galleryTitle, leftOutOnSave, shownIn } from "./works.ts";

// How the editor reads and writes each content file: works.yaml's two lists as one and back, the
// ids of chosen works, a room's address, site.yaml's ready, and the file's own lines kept.

const config = editorConfig({ artist: "A", siteUrl: "https://www.jane-doe.com" });
const [files] = config.collections;
/** A reader and writer of its own for each test: each remembers the file it last read. */
const formatOf = (name: string) =>
  fileFormat(files?.files.find((file) => file.name === name)?.fields ?? [], name);
const read = (path: string) => readFileSync(path, "utf8");

type Row = Record<string, unknown> & { id: number; title: string };
type Editor = { works: Row[] };
const folders = ["content", "e2e/catalogue", "pipeline/fixtures/spec"];

describe("works.yaml's two lists, one in the editor", () => {
  test.each(folders)("%s/works.yaml is written back byte for byte, its comments and quotes too", (folder) => {
    const text = read(`${folder}/works.yaml`);
    const { fromFile, toFile } = formatOf("works");
    // As the editor hands it back: a copy of what it read.
    expect(toFile(structuredClone(fromFile(text)))).toBe(text);
  });

  test.each(folders)("%s: the gallery's works and then those for sale, each with its list", (folder) => {
    const file = parse(read(`${folder}/works.yaml`)) as Record<"gallery" | "available", Row[]>;
    const { works } = formatOf("works").fromFile(read(`${folder}/works.yaml`)) as Editor;
    expect(works.map((work) => [work[shownIn], work.id])).toEqual([
      ...file.gallery.map((work) => ["gallery", work.id]),
      ...file.available.map((work) => ["available", work.id]),
    ]);
    // Home chooses among the gallery's works: they alone carry their title again.
    expect(works.filter((work) => galleryTitle in work)).toEqual(
      works.filter((work) => work[shownIn] === "gallery"),
    );
    for (const work of works.filter((one) => galleryTitle in one))
      expect(work[galleryTitle]).toBe(work.title);
  });

  test.each(folders)(
    "%s: a work moved to the gallery keeps its number and lines, without a price or status",
    (folder) => {
      const text = read(`${folder}/works.yaml`);
      const { fromFile, toFile } = formatOf("works");
      const { works } = fromFile(text) as Editor;
      const moving = works.find((work) => work[shownIn] === "available");
      if (!moving) throw new Error(`${folder} has no work for sale`);
      expect(leftOutOnSave(works)).toEqual([]);
      moving[shownIn] = "gallery";
      // What she is asked about before saving: a price, and a status other than available.
      const leaving = {
        title: moving.title,
        ...(moving.price !== undefined && { price: moving.price }),
        ...(moving.status !== "available" && { status: moving.status }),
      };
      expect(leftOutOnSave(works)).toEqual(Object.keys(leaving).length > 1 ? [leaving] : []);
      const before = parse(text) as Record<"gallery" | "available", Row[]>;
      const after = parse(toFile({ works })) as Record<"gallery" | "available", Row[]>;
      // Last of the gallery (after its works in the one list), as it was but for its price and status.
      const was = before.available.find((work) => work.id === moving.id) ?? moving;
      const { price: _, status: __, ...kept } = was;
      expect(after.gallery).toEqual([...before.gallery, kept]);
      expect(after.available).toEqual(before.available.filter((work) => work.id !== moving.id));
    },
  );

  test("a work moved to Available works is first of them, available unless she says otherwise", () => {
    const { fromFile, toFile } = formatOf("works");
    const { works } = fromFile(read("pipeline/fixtures/spec/works.yaml")) as Editor;
    const last = works.findLast((work) => work[shownIn] === "gallery");
    if (!last) throw new Error("the spec's sample has no gallery");
    last[shownIn] = "available";
    const after = parse(toFile({ works })) as Record<"gallery" | "available", Row[]>;
    const { [shownIn]: _, [galleryTitle]: __, ...work } = last;
    expect(after.available[0]).toEqual({ ...work, image: "works/15.jpg", status: "available" });
    expect(after.gallery.map((one) => one.id)).not.toContain(last.id);
  });

  test("a photograph's path is the editor's from its public folder, and the file's as written", () => {
    const { fromFile, toFile } = formatOf("works");
    const text = read("pipeline/fixtures/spec/works.yaml");
    const { works } = fromFile(text) as Editor;
    // From the top, the editor finds the file in its folder (content/images/works/) and shows it.
    expect(works[0]?.image).toBe("/works/01.jpg");
    expect(toFile({ works })).toBe(text);
    // A photograph uploaded in the editor is written as the others are.
    const [first, ...rest] = works;
    const after = parse(
      toFile({ works: [{ ...first, image: "/works/harbour-dusk.jpg" }, ...rest] }),
    ) as Record<"gallery", Row[]>;
    expect(after.gallery[0]?.image).toBe("works/harbour-dusk.jpg");
  });

  test("a change rewrites its own line and no other", () => {
    const text = read("e2e/catalogue/works.yaml");
    const { fromFile, toFile } = formatOf("works");
    const { works } = fromFile(text) as Editor;
    const forSale = works.find((work) => work.status === "available");
    if (!forSale) throw new Error("the second catalogue has no work available");
    forSale.status = "reserved";
    const [before, after] = [text.split("\n"), toFile({ works }).split("\n")];
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line, index) => (line === before[index] ? [] : [[before[index], line]]));
    expect(changed).toEqual([["    status: available", "    status: reserved"]]);
  });
});

describe("the works chosen elsewhere", () => {
  const site = read("pipeline/fixtures/spec/site.yaml");

  test("are chosen by id as text in the editor, whose choices are text", () => {
    const { home } = formatOf("site").fromFile(site) as { home: Record<string, unknown> };
    expect(typeof home.featuredWork).toBe("string");
    expect((home.recentWorks as unknown[]).every((id) => typeof id === "string")).toBe(true);
    const { exhibitions } = formatOf("cv").fromFile(read("e2e/catalogue/cv.yaml")) as {
      exhibitions: { works?: unknown[] }[];
    };
    const chosen = exhibitions.flatMap((exhibition) => exhibition.works ?? []);
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.every((id) => typeof id === "string")).toBe(true);
  });

  test("and numbers in the file again, written as the file wrote them, its comments kept", () => {
    const { toFile, fromFile } = formatOf("site");
    const data = fromFile(site) as { home: Record<string, unknown> };
    const written = toFile({ ...data, home: { ...data.home, featuredWork: "15", recentWorks: ["3", "1"] } });
    expect(written).toMatch(/^ {2}featuredWork: 15$/m);
    expect(site).toMatch(/^ {2}recentWorks: \[\d+(, \d+)*\]$/m);
    expect(written).toMatch(/^ {2}recentWorks: \[3, 1\]$/m);
    const comments = (text: string) => text.split("\n").filter((line) => line.trim().startsWith("#"));
    expect(comments(written)).toEqual(comments(site));
    // Written afresh, a list is a line each.
    expect(formatOf("site").toFile({ home: { recentWorks: ["3", "1"] } })).toBe(
      "home:\n  recentWorks:\n    - 3\n    - 1\n",
    );
  });

  test("everything else is written as it was given: a year stays text, a long paragraph one line", () => {
    const { toFile } = formatOf("cv");
    const long = "A paragraph of the kind an artist writes, ".repeat(6).trim();
    const written = toFile({ exhibitions: [{ year: "2025", title: long }] });
    expect(written).toContain(`title: ${long}\n`);
    expect(written).toContain(`year: "2025"`);
  });
});

describe("her paragraphs, written each way (admin/fixtures/paragraphs.yaml)", () => {
  const text = read("admin/fixtures/paragraphs.yaml");
  type Site = { home: { tagline: string; biography: string[]; statement: string } };
  test.each(folders)("%s's site.yaml and cv.yaml are written back byte for byte", (folder) => {
    for (const name of ["site", "cv"]) {
      const file = read(`${folder}/${name}.yaml`);
      const { fromFile, toFile } = formatOf(name);
      expect(toFile(structuredClone(fromFile(file)))).toBe(file);
    }
  });

  test("a save that changes another field keeps every paragraph's lines, byte for byte", () => {
    const { fromFile, toFile } = formatOf("site");
    const data = fromFile(text) as Site;
    const written = toFile({ ...data, home: { ...data.home, tagline: "Rivers, rooftops." } });
    expect(written.split("\n").filter((line) => !text.split("\n").includes(line))).toEqual([
      "  tagline: Rivers, rooftops.",
    ]);
    expect(written).toBe(text.replace("Paintings of rivers and rooftops.", "Rivers, rooftops."));
    // And again, from what it wrote: the writer remembers the lines of the file it wrote last.
    expect(toFile(structuredClone(fromFile(written)))).toBe(written);
  });

  test("as a text box hands them back, with its own line breaks and without a block's last one", () => {
    const { fromFile, toFile } = formatOf("site");
    const data = fromFile(text) as Site;
    const biography = data.home.biography.map((paragraph) =>
      paragraph.replace(/\n$/, "").replace(/\n/g, "\r\n"),
    );
    expect(biography).not.toEqual(data.home.biography);
    expect(toFile({ ...data, home: { ...data.home, biography } })).toBe(text);
  });

  test.each([0, 1, 2, 3])(
    "a changed paragraph (biography's %i) keeps its style, not folded by the writer",
    (index) => {
      const { fromFile, toFile } = formatOf("site");
      const data = fromFile(text) as Site;
      const changed = `${data.home.biography[index]?.trimEnd()} Since 2024 she also teaches drawing at the folk high school in Mölndal.`;
      const biography = data.home.biography.with(index, changed);
      const written = toFile({ ...data, home: { ...data.home, biography } });
      expect((parse(written) as Site).home.biography).toEqual(biography);
      const path = ["home", "biography", index];
      const style = (file: string) => (parseDocument(file).getIn(path, true) as Scalar).type;
      expect(style(written)).toBe(style(text));
      // Each of its lines whole on a line of the file: none broken by the writer.
      const lines = written.split("\n");
      for (const line of changed.split("\n")) expect(lines.some((one) => one.includes(line))).toBe(true);
    },
  );
});

describe("site.yaml's ready", () => {
  const sample = read("content/site.yaml");
  const without = read("e2e/catalogue/site.yaml");

  test("left out, the switch is on, and the file stays without it", () => {
    const { fromFile, toFile } = formatOf("site");
    const data = fromFile(without);
    expect(data.ready).toBe(true);
    const written = toFile({ ...data, homeFooterName: "H. Ō.-N." });
    expect(parse(written)).not.toHaveProperty("ready");
    expect(written).not.toMatch(/ready/);
  });

  test("switched off, it is written false, where the form has it; on again, true", () => {
    const { fromFile, toFile } = formatOf("site");
    const off = toFile({ ...fromFile(without), ready: false });
    expect(off.split("\n").find((line) => !line.startsWith("#") && line !== "")).toBe("ready: false");
    expect(parse(toFile({ ...fromFile(off), ready: true })).ready).toBe(true);
  });

  test("the sample's says false, until she switches it on: its comment stays", () => {
    const { fromFile, toFile } = formatOf("site");
    const data = fromFile(sample);
    expect(data.ready).toBe(false);
    const written = toFile({ ...data, ready: true });
    expect(written).toMatch(/\nready: true\n/);
    const comment = sample.slice(0, sample.indexOf("ready:"));
    expect(written.startsWith(comment)).toBe(true);
  });
});

describe("rooms.yaml", () => {
  const rooms = read("e2e/catalogue/rooms.yaml");

  test("is written back byte for byte", () => {
    const { fromFile, toFile } = formatOf("rooms");
    expect(toFile(structuredClone(fromFile(rooms)))).toBe(rooms);
  });

  test("a room's key is its whole address in the editor, the key alone in the file", () => {
    const { fromFile, toFile } = formatOf("rooms");
    const data = fromFile(rooms) as { rooms: { key: string }[] };
    const keys = (parse(rooms) as { key: string }[]).map((room) => room.key);
    expect(data.rooms.map((room) => room.key)).toEqual(
      keys.map((key) => `https://www.jane-doe.com/rooms/${key}`),
    );
    // Without the site's address, the editor shows the key alone, and writes it back as it is.
    const local = editorConfig({ artist: "A" }).collections[0]?.files.find((file) => file.name === "rooms");
    const unknown = fileFormat(local?.fields ?? [], "rooms");
    const alone = unknown.fromFile(rooms) as { rooms: { key: string }[] };
    expect(alone.rooms.map((room) => room.key)).toEqual(keys);
    expect(parse(unknown.toFile(alone))).toEqual(parse(rooms));
    const added = `https://www.jane-doe.com/rooms/k5xq2mzt7rbw4ycn6dfhj3spla`;
    const written = parse(
      toFile({ rooms: [...data.rooms, { title: "For Ben", key: added, works: [{ id: "15" }] }] }),
    );
    expect(written.at(-1)).toEqual({ title: "For Ben", key: "k5xq2mzt7rbw4ycn6dfhj3spla", works: [15] });
  });

  test("a file written by hand, its works as ids alone, is the same form in the editor", () => {
    const key = "k5xq2mzt7rbw4ycn6dfhj3spla";
    const format = formatOf("rooms");
    expect(format.fromFile(`- title: For Ben\n  key: ${key}\n  works: [15, 2]\n`)).toEqual({
      rooms: [
        {
          title: "For Ben",
          key: `https://www.jane-doe.com/rooms/${key}`,
          works: [{ id: "15" }, { id: "2" }],
        },
      ],
    });
    expect(format.fromFile("# No rooms yet.\n")).toEqual({ rooms: [] });
  });
});
