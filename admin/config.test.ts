import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { ContentError, type ContentFiles, loadContent, type PhotoCheck } from "../pipeline/load.ts";
import { cvSchema, roomsFileSchema, siteSchema, worksSchema } from "../pipeline/schema.ts";
import { uploadsOf } from "../pipeline/spreadsheet/uploads.ts";
import { textsPage } from "../rules/pages.ts";
import { type EditorField, editorConfig, netlifyInquiriesStep } from "./config.ts";
import { downloads } from "./downloads.ts";
import { fileFormat } from "./format.ts";
import { type Her, sampleMarksOf, stillTheSample } from "./sample.ts";
import { galleryTitle, shownIn } from "./works.ts";

// The editor and the build agree: on the spec's sample (pipeline/fixtures/spec), each of the
// editor's fields is checked against what the build does with the files the editor would write.

const names = ["site", "works", "cv"] as const;
type FormName = (typeof names)[number];
const fixture = (folder: string) =>
  Object.fromEntries(
    names.map((name) => [name, readFileSync(`${folder}/${name}.yaml`, "utf8")]),
  ) as ContentFiles;
const spec = fixture("pipeline/fixtures/spec");
const everyPhotoIsAJpeg = (): PhotoCheck => ({ found: true, format: "jpeg" });

/** The build's problems with the spec's files, one of them replaced by `data` as the editor writes it. */
function problems(name: FormName, data: Record<string, unknown>): string[] {
  try {
    loadContent({ ...spec, [name]: formatOf(name).toFile(data) }, everyPhotoIsAJpeg);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

const config = editorConfig({ artist: "A" });
const filesOf = (edited: ReturnType<typeof editorConfig>) => edited.collections.flatMap((one) => one.files);
const fieldsOf = (name: FormName) => filesOf(config).find((file) => file.name === name)?.fields ?? [];
/** How the editor reads and writes the file (admin/format.ts). */
const formatOf = (name: FormName) => fileFormat(fieldsOf(name), name);
/** The form's fields the files have not: where a work is shown, its title again, the spreadsheets' buttons. */
const editorOnly = new Set<string>([shownIn, galleryTitle, ...Object.values(downloads)]);

/** Every field that holds a value (not a group or a list), with its path in the file's data (lists at their first item). */
function leaves(
  fields: readonly EditorField[],
  at: (string | number)[] = [],
): { field: EditorField; path: (string | number)[] }[] {
  return fields.flatMap((field) => {
    const path = [...at, field.name];
    if (Array.isArray(field.fields))
      return leaves(field.fields as EditorField[], field.widget === "list" ? [...path, 0] : path);
    if (field.widget === "list" && field.field)
      return [{ field: field.field as EditorField, path: [...path, 0] }];
    return [{ field, path }];
  });
}

/** In the editor's one list of works, the first work for sale (the gallery's are first). */
const forSaleAt = (
  formatOf("works").fromFile(spec.works) as { works: Record<string, unknown>[] }
).works.findIndex((work) => work[shownIn] === "available");
/** The fields a work of the gallery has: the others (its price and status) only a work for sale keeps. */
const galleryFields = new Set(
  Object.keys(
    (
      z.toJSONSchema(worksSchema, { io: "input" }) as {
        properties: Record<string, { items: { properties: object } }>;
      }
    ).properties.gallery?.items.properties ?? {},
  ),
);

/** The spec's data for a file in the editor, with every optional group present, so that each field has a value. */
function data(name: FormName): Record<string, unknown> {
  const parsed = formatOf(name).fromFile(spec[name]) as {
    editor?: unknown;
    works: Record<string, unknown>[];
  };
  if (name === "site") {
    const lists = parsed as unknown as { gallery: object; available: object };
    Object.assign(parsed, {
      gallery: { ...lists.gallery, perPage: 9 },
      available: { ...lists.available, soldWorks: "gallery", perPage: 6 },
    });
    // Not the file's default, so that it is written.
    Object.assign(parsed, {
      ready: false,
      roomVisits: false,
      textsLink: "menu",
      privacy: { description: "What the site keeps.", text: ["Nothing but what you send."] },
    });
    parsed.editor = {
      repository: "jane-doe/portfolio",
      branch: "main",
      signIn: "https://auth.example.com",
      publish: "at once",
    };
  }
  if (name === "cv") {
    const [first] = (parsed as unknown as { exhibitions: [object] }).exhibitions;
    Object.assign(first, {
      opens: "2025-03-12",
      closes: "2025-04-05",
      text: ["Paintings of the harbour at low tide."],
      works: [1, 3],
      views: [{ image: "/exhibitions/east-wall.jpg", alt: "The east wall with three paintings" }],
      link: "https://gallery.example.com/shows/tidal-ground",
      slug: "tidal-ground",
    });
  }
  if (name === "works") {
    const views = [{ image: "/works/01-detail.jpg", alt: "A detail of the lower edge" }];
    const record = {
      ref: "ME-2025-014",
      signed: "Signed verso",
      framed: "164 x 114 x 5 cm",
      provenance: ["The artist"],
      literature: [{ text: "A review, 2025", link: "https://example.org/review" }],
    };
    const [first] = parsed.works;
    const forSale = parsed.works[forSaleAt];
    if (!first || !forSale) throw new Error("the spec's works need a gallery and a work for sale");
    Object.assign(first, {
      focus: "left top",
      series: "Harbour",
      slug: "blackwattle-bay",
      views,
      ...record,
    });
    Object.assign(forSale, {
      focus: "30% 20%",
      series: "Engines",
      slug: "an-engine",
      views,
      ...record,
      ref: "ME-2025-015",
    });
  }
  return parsed;
}

function setIn(target: Record<string, unknown>, path: readonly (string | number)[], value: unknown) {
  type Node = Record<string | number, unknown>;
  const parent = path.slice(0, -1).reduce<Node>((node, key) => node[key] as Node, target);
  const key = path.at(-1) as string | number;
  if (value === undefined) delete parent[key];
  else parent[key] = value;
}

/**
 * Every field of the files as the editor has it, with its path in the editor's data; a work's, on
 * the first of the gallery (if a work of the gallery has it) and the first for sale.
 */
type Case = { name: FormName; field: EditorField; path: (string | number)[] };
const cases = names.flatMap((name) =>
  leaves(fieldsOf(name))
    .filter(({ field }) => !editorOnly.has(field.name))
    .flatMap(({ field, path }): Case[] => {
      if (name !== "works") return [{ name, field, path }];
      const [list, , ...rest] = path;
      return [
        ...(galleryFields.has(String(rest[0])) ? [{ name, field, path: [list ?? "", 0, ...rest] }] : []),
        { name, field, path: [list ?? "", forSaleAt, ...rest] },
      ];
    }),
);
const label = ({ name, path }: { name: FormName; path: (string | number)[] }) =>
  `${name}.yaml ${path.join(".")}`;

describe("Texts and press", () => {
  const [texts] = filesOf(config).filter((file) => file.name === "texts");
  const [list] = texts?.fields ?? [];
  const field = (name: string) =>
    (list?.fields as EditorField[] | undefined)?.find((one) => one.name === name);

  test("is a file of the editor's, texts.yaml, its texts in one list", () => {
    expect(texts?.file).toBe("content/texts.yaml");
    expect(list?.name).toBe("texts");
    expect(list?.widget).toBe("list");
    expect(((list?.fields ?? []) as EditorField[]).map((one) => one.name)).toEqual([
      "title",
      "author",
      "publication",
      "date",
      "excerpt",
      "link",
      "pdf",
      "works",
    ]);
  });

  test("its PDF is uploaded where the photographs go, and its works are chosen from hers as a room's are", () => {
    expect(field("pdf")).toMatchObject({
      widget: "file",
      media_folder: "/content/images/texts",
      required: false,
    });
    expect(field("works")).toMatchObject({
      widget: "relation",
      file: "works",
      value_field: "works.*.id",
      multiple: true,
    });
    expect(field("date")).toMatchObject({ widget: "datetime", time_format: false });
  });

  test("what the editor writes is what the build reads: the PDF's path as the file names it, the works' ids as numbers", () => {
    const format = fileFormat(list ? [list] : [], "texts");
    const written = [
      "texts:",
      "  - title: On light",
      "    author: A. Critic",
      "    publication: Art Monthly",
      "    date: 2024-05-01",
      "    excerpt: Quiet.",
      "    pdf: texts/on-light.pdf",
      "    works:",
      "      - 3",
      "",
    ].join("\n");
    const inEditor = format.fromFile(written) as { texts: { pdf: string; works: unknown[] }[] };
    expect(inEditor.texts[0]?.pdf).toBe("/texts/on-light.pdf");
    expect(inEditor.texts[0]?.works).toEqual(["3"]);
    expect(format.toFile(inEditor)).toBe(written);
  });
});

describe("the editor's fields are the content's", () => {
  test("every field of the files is in the editor, and no other", () => {
    // Each field the spec's files have (with the optional ones added), as the editor writes them,
    // is a field of the form.
    // A list of ids (the recent works) is one value: the works chosen.
    const paths = (value: unknown, at: string): string[] =>
      Array.isArray(value) && typeof value[0] === "number"
        ? [at]
        : Array.isArray(value)
          ? paths(value[0], `${at}.0`)
          : value && typeof value === "object"
            ? Object.entries(value).flatMap(([key, child]) => paths(child, `${at}.${key}`))
            : [at];
    // The editor's one list of works is the file's two: a field of either is one of its works'.
    const asEditor = (path: string) => path.replace(/^works\.(gallery|available)\.0\b/, "works.works.0");
    for (const name of names) {
      expect(
        leaves(fieldsOf(name))
          .filter(({ field }) => !editorOnly.has(field.name))
          .map(({ path }) => `${name}.${path.join(".")}`)
          .sort(),
        name,
      ).toEqual([...new Set(paths(parse(formatOf(name).toFile(data(name))), name).map(asEditor))].sort());
    }
  });

  test.each(cases.filter(({ field }) => field.widget !== "hidden").map((c) => [label(c), c] as const))(
    "%s is required in the editor exactly when the build needs it",
    (_, { name, field, path }) => {
      const without = data(name);
      setIn(without, path, undefined);
      expect(problems(name, without).length > 0, `required: ${field.required !== false}`).toBe(
        field.required !== false,
      );
    },
  );

  test("every label is the artist's, and every hint too", () => {
    for (const { field } of cases) {
      expect(field.label).toMatch(/^[A-Z]/);
      expect(field.label).not.toBe(field.name);
    }
  });
});

/** Values an artist might type, right and wrong, for every checked field. */
const tries = [
  "2025",
  "25",
  "20255",
  "2025a",
  "160 x 110 cm",
  "160x110CM",
  "30.5 × 20 × 4 in",
  "160 x 110",
  "160 cm",
  "left",
  "left top",
  "top left",
  "Center",
  "left right",
  "top bottom",
  "center center",
  "30% 20%",
  "100% 0%",
  "101%",
  "100.5% 2%",
  "30% top",
  "works/17.jpg",
  "/works/17.jpg",
  "works/../17.jpg",
  ".hidden.jpg",
  "works/17.heic",
  "17.gif",
  "Été 2.JPG",
  "IMG_2041 (1).jpeg",
  "a/b",
  "jane-doe/portfolio",
  "website",
  "low-tide",
  "Low-Tide",
  "low--tide",
  "low tide",
  "x",
];

describe("the editor refuses what the build refuses", () => {
  const checked = cases.filter(({ field }) => field.pattern);
  test.each(checked.map((c) => [label(c), c] as const))("%s", (_, { name, field, path }) => {
    const [source = "", message] = field.pattern ?? [];
    const [, pattern = "", flags] = /^\/(.*)\/([a-z]*)$/s.exec(source) ?? [];
    const editorTakes = (value: string) => new RegExp(pattern, flags).test(value.trim());
    for (const value of tries) {
      const changed = data(name);
      setIn(changed, path, value);
      const found = problems(name, changed);
      expect(editorTakes(value), `"${value}": ${found.join("; ")}`).toBe(found.length === 0);
      // In the build's words.
      if (found.length > 0 && !/HEIC|must be a JPEG/.test(found.join()))
        expect(found.join()).toContain(message);
    }
  });

  test("her time zone is chosen from the zones the build takes, and no other", () => {
    const zone = fieldAt(fieldsOf("site"), "timeZone");
    expect(zone).toMatchObject({ widget: "select", required: false });
    expect(zone?.options).toEqual(expect.arrayContaining(["UTC", "Australia/Sydney", "America/Los_Angeles"]));
    expect(zone?.hint).toMatch(/whole of its closing day/);
    const options = zone?.options as string[];
    // The first, the last and hers: each one the build takes.
    for (const option of [
      options[0] ?? "",
      options.at(-1) ?? "",
      "Australia/Sydney",
      "America/Los_Angeles",
    ]) {
      const changed = data("site");
      changed.timeZone = option;
      expect(problems("site", changed), option).toEqual([]);
    }
    const changed = data("site");
    changed.timeZone = "Sydney";
    expect(problems("site", changed)).not.toEqual([]);
  });

  test("a status is one of the build's", () => {
    const status = cases.find(({ field }) => field.name === "status")?.field;
    expect(status?.options).toEqual(["available", "reserved", "sold"]);
    const changed = data("works");
    setIn(changed, ["works", forSaleAt, "status"], "sold out");
    expect(problems("works", changed)).not.toEqual([]);
  });
});

describe("the editor stops a text where the build does, counting its characters alike", () => {
  const limited = cases.filter(({ field }) => typeof field.maxlength === "number");
  test("names, titles, sentences and paragraphs each have their most", () => {
    const most = (path: string) => cases.find((c) => label(c) === path)?.field.maxlength;
    expect(most("site.yaml artist.name")).toBe(120);
    expect(most("works.yaml works.0.title")).toBe(200);
    expect(most("works.yaml works.0.medium")).toBe(500);
    expect(most("site.yaml home.biography.0")).toBe(5000);
  });

  test.each(limited.map((c) => [label(c), c] as const))("%s", (_, { name, field, path }) => {
    const most = Number(field.maxlength);
    const written = (length: number) => {
      // A copy of its own: the two lists' works share their other photographs and record.
      const changed = JSON.parse(JSON.stringify(data(name)));
      setIn(changed, path, "x".repeat(length));
      return problems(name, changed);
    };
    expect(written(most)).toEqual([]);
    expect(written(most + 1)).toEqual([
      expect.stringContaining(
        `: is ${(most + 1).toLocaleString("en")} characters long: shorten it to at most ${most.toLocaleString("en")}`,
      ),
    ]);
  });
});

/** A field of a form, by its names from the file's top ("home", "featuredWork"). */
function fieldAt(fields: readonly EditorField[], ...names: string[]): EditorField | undefined {
  const [name, ...rest] = names;
  const field = fields.find((one) => one.name === name);
  return rest.length === 0 ? field : fieldAt((field?.fields ?? []) as EditorField[], ...rest);
}

describe("works chosen by title, among the works as the editor last saved them", () => {
  /** The works file's list, by the work's id; a relation's first field shown decides which works it offers. */
  const choice = (shown: string) => ({
    widget: "relation",
    collection: "site",
    file: "works",
    value_field: "works.*.id",
    display_fields: [`{{works.*.${shown}}} ({{works.*.year}})`],
  });

  test("Home's among the gallery's; an exhibition's and a room's among every work", () => {
    expect(fieldAt(fieldsOf("site"), "home", "featuredWork")).toMatchObject(choice(galleryTitle));
    expect(fieldAt(fieldsOf("site"), "home", "recentWorks")).toMatchObject({
      ...choice(galleryTitle),
      multiple: true,
      max: 3,
      // Empty, Home shows her newest paintings: she may leave it so.
      required: false,
    });
    expect(fieldAt(fieldsOf("cv"), "exhibitions", "works")).toMatchObject({
      ...choice("title"),
      multiple: true,
    });
    const rooms = filesOf(editorConfig({ artist: "A" })).find((file) => file.name === "rooms")?.fields ?? [];
    expect(fieldAt(rooms, "rooms", "works", "id")).toMatchObject(choice("title"));
    // Each names a field of the works' form: the editor refuses a relation to one it does not have.
    const work = (fieldAt(fieldsOf("works"), "works")?.fields ?? []) as EditorField[];
    for (const name of ["id", "title", "year", galleryTitle])
      expect(work.map((one) => one.name)).toContain(name);
  });

  test("the hints say when a work just added can be chosen: with drafts, once published", () => {
    const hint = (edited: ReturnType<typeof editorConfig>) =>
      fieldAt(filesOf(edited).find((file) => file.name === "cv")?.fields ?? [], "exhibitions", "works")?.hint;
    const repository = { repository: "jane-doe/portfolio" };
    expect(hint(editorConfig({ artist: "A", repository }))).toMatch(/once Works is saved and published/);
    expect(hint(editorConfig({ artist: "A", repository: { ...repository, publish: "at once" } }))).toMatch(
      /once Works is saved\.$/,
    );
    expect(hint(editorConfig({ artist: "A", repository, local: true }))).toMatch(/once Works is saved\.$/);
  });

  test("an exhibition's photographs go to content/images/exhibitions/, its days by a date picker", () => {
    const fields = (fieldAt(fieldsOf("cv"), "exhibitions")?.fields ?? []) as EditorField[];
    expect(fieldAt(fields, "views", "image")).toMatchObject({
      widget: "image",
      media_folder: "/content/images/exhibitions",
      public_folder: "/exhibitions",
    });
    for (const day of ["opens", "closes"]) {
      expect(fieldAt(fields, day)).toMatchObject({ widget: "datetime", time_format: false });
      // No display format: the date box and the preview show a day as her browser writes dates, and
      // a date-only field stores the box's YYYY-MM-DD.
      expect(fieldAt(fields, day)).not.toHaveProperty("format");
      expect(fieldAt(fields, day)).not.toHaveProperty("date_format");
    }
  });
});

describe("the works, one list", () => {
  const works = fieldsOf("works").find((one) => one.name === "works");
  const field = (name: string) => fieldAt((works?.fields ?? []) as EditorField[], name);

  test("each work shown in the Gallery or for sale, chosen by the list's own names; a price and status for sale alone", () => {
    expect(works).toMatchObject({ name: "works", label: "Works", widget: "list" });
    expect(field(shownIn)).toMatchObject({
      widget: "select",
      options: [
        { label: "Gallery", value: "gallery" },
        { label: "Available works", value: "available" },
      ],
      default: "gallery",
    });
    expect(field(shownIn)?.hint).toMatch(/keeps its number/);
    for (const name of ["price", "status"]) expect(field(name)).toHaveProperty("required", false);
    for (const name of ["title", "year", "medium", "dimensions", "image"])
      expect(field(name)).not.toHaveProperty("required");
    expect(field("id")).toMatchObject({ widget: "hidden" });
    expect(field(galleryTitle)).toMatchObject({ widget: "hidden" });
  });
});

describe("what the editor writes builds", () => {
  test.each([
    ["the spec's sample", "pipeline/fixtures/spec"],
    ["the second catalogue", "e2e/catalogue"],
  ])("%s, rewritten as the editor writes it, is the same content", (_, folder) => {
    const files = fixture(folder);
    const rewritten = Object.fromEntries(
      names.map((name) => [name, formatOf(name).toFile(formatOf(name).fromFile(files[name]))]),
    );
    const { site, cv, works } = loadContent(files, everyPhotoIsAJpeg);
    expect(loadContent(rewritten as ContentFiles, everyPhotoIsAJpeg)).toMatchObject({ site, cv, works });
  });

  test("the editor's forms of its values: a year as text, a photograph from the site's root, a work chosen by its id as text", () => {
    const works = data("works");
    setIn(works, ["works", 0, "year"], "2025");
    setIn(works, ["works", 0, "image"], "/works/01.jpg");
    const site = data("site");
    setIn(site, ["home", "featuredWork"], "15");
    setIn(site, ["home", "recentWorks"], ["1", "3", "4"]);
    const content = loadContent(
      { ...spec, works: formatOf("works").toFile(works), site: formatOf("site").toFile(site) },
      everyPhotoIsAJpeg,
    );
    expect(content.works.gallery[0]?.image).toBe("works/01.jpg");
    expect(content.site.home.featuredWork).toBe(15);
    expect(content.site.home.recentWorks).toEqual([1, 3, 4]);
  });
});

describe("viewing rooms", () => {
  const roomsOf = (siteUrl?: string, repository?: { repository: string; publish?: "at once" }) =>
    filesOf(editorConfig({ artist: "A", siteUrl, repository })).find((file) => file.name === "rooms");
  /** The form's list of rooms. */
  const listOf = (form: ReturnType<typeof roomsOf>) =>
    ((form?.fields ?? []) as EditorField[]).find((one) => one.name === "rooms");
  const rooms = roomsOf("https://www.jane-doe.com");
  const list = listOf(rooms);
  const field = (name: string) => fieldAt((list?.fields ?? []) as EditorField[], name);

  test("a room's key is made by the editor and never typed, shown as the room's whole address; its works chosen by title", () => {
    expect(rooms?.file).toBe("content/rooms.yaml");
    expect(list).toMatchObject({ name: "rooms", widget: "list" });
    expect(field("key")).toMatchObject({
      widget: "uuid",
      use_b32_encoding: true,
      prefix: "https://www.jane-doe.com/rooms/",
    });
    expect(field("key")).not.toHaveProperty("readonly", false);
    // No address of its own yet (an example's, or none): the key alone, and words that say so,
    // never a part of the address she might send.
    for (const siteUrl of [undefined, "https://www.example.com", "https://hélène.example.org"]) {
      const other = listOf(roomsOf(siteUrl));
      const key = fieldAt((other?.fields ?? []) as EditorField[], "key");
      expect(key, siteUrl).not.toHaveProperty("prefix");
      expect(key?.hint, siteUrl).toMatch(/address is not known.*the room's key alone.*Fill in Site address/);
    }
    expect(field("key")?.hint).not.toMatch(/not known/);
    const chosen = field("works")?.fields as EditorField[];
    expect(chosen.map((each) => [each.name, each.widget])).toEqual([
      ["id", "relation"],
      ["price", "string"],
    ]);
    expect(field("closes")).toMatchObject({ widget: "datetime", time_format: false });
    // As the page says it: open through the whole of that day, where she lives.
    expect(field("closes")?.hint).toMatch(
      /the last day the room is open\. It closes at the end of that day in your time zone/,
    );
  });

  test("its address's hint says when the room exists: with drafts, once published", () => {
    const hint = (edited: typeof rooms) =>
      fieldAt((listOf(edited)?.fields ?? []) as EditorField[], "key")?.hint;
    const repository = { repository: "jane-doe/portfolio" };
    expect(hint(roomsOf(undefined, repository))).toMatch(/With drafts, the room exists only once published/);
    expect(hint(roomsOf(undefined, { ...repository, publish: "at once" }))).toMatch(/after you save it/);
  });

  test("without a site address, the key's words say how to see the whole one, where she edits", () => {
    const hint = (edited: ReturnType<typeof editorConfig>) =>
      fieldAt(
        (listOf(filesOf(edited).find((file) => file.name === "rooms"))?.fields ?? []) as EditorField[],
        "key",
      )?.hint;
    const repository = { repository: "jane-doe/portfolio" };
    expect(hint(editorConfig({ artist: "A", repository, local: true }))).toMatch(
      /Site address \(Artist and pages\), then stop npm run admin and start it again/,
    );
    expect(hint(editorConfig({ artist: "A", repository }))).toMatch(
      /Site address \(Artist and pages\) and publish it/,
    );
    expect(hint(editorConfig({ artist: "A", repository: { ...repository, publish: "at once" } }))).toMatch(
      /Site address \(Artist and pages\) and save/,
    );
  });

  test("what the editor writes, the build reads: a key as the editor makes it, a price as typed, a closing day", () => {
    const format = fileFormat(rooms?.fields ?? [], "rooms");
    // Base32 of a UUID: 26 lower-case letters and digits 2 to 7.
    const key = "k5xq2mzt7rbw4ycn6dfhj3spla";
    const file = format.toFile({
      rooms: [
        {
          title: "New paintings for Anna",
          for: "Anna Lee",
          key: `https://www.jane-doe.com/rooms/${key}`,
          works: [{ id: "15" }, { id: "2", price: "5800" }],
          closes: "2026-12-20",
        },
      ],
    });
    expect(file).toContain("  works:\n    - 15\n    - id: 2\n      price: 5800\n");
    const { rooms: read } = loadContent({ ...spec, rooms: file }, everyPhotoIsAJpeg);
    expect(read).toEqual([
      {
        title: "New paintings for Anna",
        for: "Anna Lee",
        key,
        works: [{ id: 15 }, { id: 2, price: 5800 }],
        closes: "2026-12-20",
      },
    ]);
  });
});

describe("the first screen", () => {
  const [files] = config.collections;

  test("is the site's files, Artist and pages first, saying what to replace of the sample first", () => {
    expect(config.collections.map((collection) => collection.label)).toEqual([
      "Your site",
      "Import a spreadsheet",
    ]);
    expect(files?.files.map((file) => file.label)).toEqual([
      "Artist and pages",
      "Works",
      "CV",
      "Viewing rooms",
      "Texts and press",
    ]);
    // As the editor shows it: each link's words, with nothing in bold.
    const description = (files?.description ?? "")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replaceAll("**", "");
    for (const what of ["name", "e-mail", "portrait", "biography"]) expect(description).toContain(what);
    const steps = ["Artist and pages", "Works", "My site is ready"].map((step) => description.indexOf(step));
    expect(steps.every((at, index) => at > (steps[index - 1] ?? -1))).toBe(true);
    // The editor shows it on one line, cut at about 125 characters on a laptop's screen.
    expect(description.length).toBeLessThanOrEqual(120);
  });

  test("Artist and pages opens on the switch My site is ready", () => {
    const [ready] = fieldsOf("site");
    expect(ready).toMatchObject({
      name: "ready",
      label: "My site is ready",
      widget: "boolean",
      default: true,
    });
    expect(ready?.hint).toMatch(/Replace the sample first/);
  });
});

describe("the first screen names what of the sample would go live under her name", () => {
  // The spec's files stand for the sample: its marks are made from them, as `npm run sample:marks`
  // makes the shipped sample's from content/.
  const herOf = (files: ContentFiles): Her & { site: { ready: boolean } } => {
    const { site, works } = loadContent(files, everyPhotoIsAJpeg);
    return { site, works: [...works.gallery, ...works.available] };
  };
  const sample = herOf(spec);
  const marks = sampleMarksOf(sample);
  const parts = ["name", "e-mail", "portrait", "biography", "tagline", "works"];
  /** Her content: the sample's, with one value of site.yaml changed, as the editor writes it. */
  const her = (path: string[], value: unknown) => {
    const site = data("site");
    setIn(site, path, value);
    return herOf({ ...spec, site: formatOf("site").toFile(site) });
  };

  test("the sample itself: each of its parts, and its example's address", () => {
    expect(stillTheSample(marks, sample)).toEqual([...parts, "address"]);
  });

  test.each([
    ["name", ["artist", "name"], "Jane Doe"],
    ["e-mail", ["artist", "email"], "jane@jane-doe.com"],
    ["portrait", ["artist", "portrait", "image"], "/jane.jpg"],
    ["tagline", ["home", "tagline"], "Oil on linen."],
    ["biography", ["home", "biography"], ["I paint."]],
    ["address", ["siteUrl"], "https://www.jane-doe.com"],
  ])("%s, once changed, is named no more; the rest still are", (part, path, value) => {
    expect(stillTheSample(marks, her(path, value))).toEqual(
      [...parts, "address"].filter((one) => one !== part),
    );
  });

  test("a biography with one of the sample's paragraphs left, and the works while one of its photographs is, are still named", () => {
    const biography = sample.site.home.biography;
    const oneLeft = her(["home", "biography"], ["I paint.", ...biography.slice(-1)]);
    expect(stillTheSample(marks, oneLeft)).toContain("biography");
    const [first, ...rest] = sample.works;
    const hers = (works: typeof sample.works) => stillTheSample(marks, { ...sample, works });
    expect(hers([{ ...first, image: "works/mine.jpg" }, ...rest])).toContain("works");
    expect(
      hers(sample.works.map((work, index) => ({ ...work, image: `works/mine-${index}.jpg` }))),
    ).not.toContain("works");
    expect(hers([])).not.toContain("works");
  });

  test("on one line, in the editor's order, until she switches it on; then only what is still the sample's", () => {
    const line = (ready: boolean, still: string[]) =>
      editorConfig({ artist: "A", sample: { ready, still } }).collections[0]?.description?.replaceAll(
        "**",
        "",
      );
    const all = [...parts, "address"];
    expect(line(false, all)).toBe(
      `Still the sample? Replace ${all.join(", ")}; then switch on My site is ready.`,
    );
    expect(line(false, all)?.length).toBeLessThanOrEqual(120);
    expect(line(false, [])).toMatch(/all replaced: switch on My site is ready/);
    expect(line(true, ["name"])).toBe("Still the sample's, live under your name: name. Replace them.");
    // Ready, and nothing of the sample: no line (the issue: "Still the sample?" after the switch).
    expect(line(true, [])).toBeUndefined();
  });

  test("My site is ready's hint says, with drafts, that its save is a draft, and how to publish it", () => {
    const readyHint = (edited: ReturnType<typeof editorConfig>) =>
      filesOf(edited)
        .find((file) => file.name === "site")
        ?.fields.find((field) => field.name === "ready")?.hint;
    const repository = { repository: "jane-doe/portfolio" };
    expect(readyHint(editorConfig({ artist: "A", repository }))).toMatch(
      /this save is a draft too.*set Status \(at the top\) to Ready, then click Publish/,
    );
    expect(readyHint(editorConfig({ artist: "A", repository, local: true }))).not.toMatch(/draft|Publish/);
    expect(
      readyHint(editorConfig({ artist: "A", repository: { ...repository, publish: "at once" } })),
    ).not.toMatch(/draft/);
  });
});

describe("on the published site", () => {
  const repository = { repository: "jane-doe/portfolio" };
  const published = editorConfig({ artist: "A", siteUrl: "https://jane-doe.netlify.app", repository });

  test("she signs in with GitHub through Netlify, and saves to the repository's own branch", () => {
    // No sign-in address: the editor's own default, Netlify's GitHub sign-in.
    expect(published.backend).toEqual({ name: "github", repo: "jane-doe/portfolio" });
    const own = editorConfig({
      artist: "A",
      repository: { ...repository, branch: "live", signIn: "https://auth.jane-doe.com" },
    });
    expect(own.backend).toEqual({
      name: "github",
      repo: "jane-doe/portfolio",
      branch: "live",
      base_url: "https://auth.jane-doe.com",
    });
  });

  test("a save is a draft, looked at on its preview's Gallery or Home, until she publishes it", () => {
    expect(published.publish_mode).toBe("editorial_workflow");
    expect(published.site_url).toBe("https://jane-doe.netlify.app");
    const previews = Object.fromEntries(
      filesOf(published).map((file) => [file.name, "preview_path" in file ? file.preview_path : undefined]),
    );
    expect(previews).toEqual({
      works: "/gallery",
      site: "/",
      cv: "/",
      rooms: undefined,
      texts: textsPage.path,
    });
  });

  test("built by Netlify, the first screen says in its line what to switch on for inquiries and how to publish again", () => {
    const [onNetlify] = editorConfig({ artist: "A", repository, onNetlify: true }).collections;
    expect(onNetlify?.description).toContain(netlifyInquiriesStep);
    expect(netlifyInquiriesStep).toMatch(
      /Forms > Enable form detection.*Deploys > Trigger deploy > Deploy site.*e-mail notification/,
    );
    expect(onNetlify?.description).not.toContain("\n");
    const [elsewhere] = editorConfig({ artist: "A", repository, onNetlify: false }).collections;
    expect(elsewhere?.description).not.toContain(netlifyInquiriesStep);
    const [ownComputer] = editorConfig({ artist: "A", local: true, onNetlify: true }).collections;
    expect(ownComputer?.description).not.toContain(netlifyInquiriesStep);
  });

  test("she may publish each save at once; on her own computer there are no drafts", () => {
    expect(
      editorConfig({ artist: "A", repository: { ...repository, publish: "at once" } }),
    ).not.toHaveProperty("publish_mode");
    expect(editorConfig({ artist: "A" })).not.toHaveProperty("publish_mode");
    expect(editorConfig({ artist: "A", repository, local: true })).not.toHaveProperty("publish_mode");
  });

  test("on Netlify, at once needs no more than drafts: the host's repository, none in site.yaml", () => {
    const site = spec.site.replace(/^(?=siteUrl:|artist:)/m, "editor:\n  publish: at once\n");
    const netlify = { siteUrl: "https://jane-doe.netlify.app", repository: "jane-doe/portfolio" };
    const { site: hosted } = loadContent({ ...spec, site }, everyPhotoIsAJpeg, "content", netlify);
    expect(hosted.editor).toEqual({ publish: "at once", repository: "jane-doe/portfolio" });
    const atOnce = editorConfig({ artist: "A", repository: hosted.editor });
    expect(atOnce).not.toHaveProperty("publish_mode");
    expect(atOnce.backend.repo).toBe("jane-doe/portfolio");
    // And the editor's hints say so, as they say what an empty block does there.
    const editor = fieldAt(fieldsOf("site"), "editor");
    expect(editor?.hint).toMatch(/On Netlify/);
    expect(fieldAt((editor?.fields ?? []) as EditorField[], "repository")).toMatchObject({
      required: false,
      hint: expect.stringMatching(/Empty on Netlify: the site's own/),
    });
  });
});

describe("the lists: what the build refuses of a list, the editor refuses before she saves", () => {
  type Json = {
    type?: string | string[];
    properties?: Record<string, Json>;
    required?: string[];
    items?: Json;
    minItems?: number;
    maxItems?: number;
  };
  const roomsFields = filesOf(config).find((file) => file.name === "rooms")?.fields ?? [];
  const files = [
    { name: "site.yaml", schema: siteSchema, fields: fieldsOf("site") },
    { name: "cv.yaml", schema: cvSchema, fields: fieldsOf("cv") },
    { name: "rooms.yaml", schema: roomsFileSchema, fields: roomsFields },
  ];

  /** Every list of a schema with its editor field: the lists of each list's entries too. */
  function listsOf(
    node: Json,
    fields: readonly EditorField[],
    at: string,
  ): [string, Json, boolean, EditorField][] {
    return Object.entries(node.properties ?? {}).flatMap(([key, child]) => {
      const field = fields.find((each) => each.name === key);
      if (!field) throw new Error(`${at}.${key}: no field in the editor`);
      const required = node.required?.includes(key) ?? false;
      const inner = child.items ?? child;
      const innerFields = (field.fields ?? []) as EditorField[];
      return [
        ...(child.type === "array"
          ? [[`${at}.${key}`, child, required, field] as [string, Json, boolean, EditorField]]
          : []),
        ...listsOf(inner, innerFields, `${at}.${key}`),
      ];
    });
  }

  const lists = files.flatMap(({ name, schema, fields }) =>
    listsOf(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json, fields, name),
  );

  test("the files' lists are all found: a biography, recent works, the CV's, a room's works and words", () => {
    const names = lists.map(([name]) => name);
    for (const list of [
      "site.yaml.home.biography",
      "site.yaml.home.recentWorks",
      "site.yaml.privacy.text",
      "cv.yaml.education",
      "cv.yaml.exhibitions",
      "cv.yaml.exhibitions.works",
      "cv.yaml.collections",
      "rooms.yaml.rooms.works",
      "rooms.yaml.rooms.text",
    ])
      expect(names).toContain(list);
  });

  test.each(lists.map(([name, node, required, field]) => ({ name, node, required, field })))(
    "$name: its most and least the build takes are the editor's, and empty is no mistake",
    ({ node, required, field }) => {
      // No list asks for an entry: she may empty any of them (pipeline/empty-lists.test.ts).
      expect(node.minItems ?? 0).toBe(0);
      expect(field.min).toBeUndefined();
      // A most the build takes is the editor's too: it refuses one more before she saves.
      expect(field.max).toBe(node.maxItems);
      // Empty, the editor leaves it out, and the build reads none; it never asks for an entry.
      if (!required) expect(field.required).toBe(false);
    },
  );

  test("works.yaml: the editor's one list of works may be empty, and so may each list the build reads", () => {
    const [works] = fieldsOf("works");
    expect(works?.min).toBeUndefined();
    const json = z.toJSONSchema(worksSchema, { io: "input", unrepresentable: "any" }) as Json;
    expect(json.required ?? []).toEqual([]);
    expect(problems("works", { works: [] })).toEqual([]);
  });
});

describe("Import a spreadsheet", () => {
  const importOf = (edited: ReturnType<typeof editorConfig>) =>
    edited.collections.find((collection) => collection.label === "Import a spreadsheet");
  const [entry] = importOf(config)?.files ?? [];
  const upload = (name: string) => entry?.fields.find((one) => one.name === name);

  test("puts her spreadsheet and photographs in content/import/, where npm run import and the Import workflow take them", () => {
    expect(entry?.file).toBe("content/import/import.yaml");
    for (const name of ["spreadsheet", "photographs"])
      expect(upload(name)).toMatchObject({ widget: "file", media_folder: "/content/import" });
    expect(upload("spreadsheet")?.required).toBeUndefined();
    expect(upload("photographs")).toMatchObject({ multiple: true, required: false });
    // What the entry writes, as the import reads it back (pipeline/spreadsheet/uploads.ts).
    const written = { spreadsheet: `${upload("spreadsheet")?.public_folder}/works.xlsx` };
    expect(uploadsOf(["works.xlsx", "import.yaml"], written)).toEqual({ sheet: "works.xlsx" });
  });

  test("says what a save starts: the command on her computer, the pull request on the published editor", () => {
    const at = (publish: "as drafts" | "at once" | undefined, local = false) =>
      importOf(editorConfig({ artist: "A", repository: { repository: "a/b", publish }, local }))?.description;
    expect(at(undefined, true)).toContain("npm run import");
    expect(at("at once")).toContain("pull request");
    expect(at("as drafts")).toMatch(/Publish.*pull request/);
  });
});
