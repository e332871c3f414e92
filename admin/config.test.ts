import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { ContentError, type ContentFiles, loadContent, type PhotoCheck } from "../pipeline/load.ts";
import { type EditorField, editorConfig } from "./config.ts";
import { fileFormat } from "./format.ts";

// The editor and the build agree: on the spec's sample (pipeline/fixtures/spec), each of the
// editor's fields is checked against what the build does with the files the editor would write.

const names = ["site", "works", "cv"] as const;
type Name = (typeof names)[number];
const fixture = (folder: string) =>
  Object.fromEntries(
    names.map((name) => [name, readFileSync(`${folder}/${name}.yaml`, "utf8")]),
  ) as ContentFiles;
const spec = fixture("pipeline/fixtures/spec");
const everyPhotoIsAJpeg = (): PhotoCheck => ({ found: true, format: "jpeg" });

/** The build's problems with the spec's files, one of them replaced by `data` as the editor writes it. */
function problems(name: Name, data: Record<string, unknown>): string[] {
  try {
    loadContent({ ...spec, [name]: formatOf(name).toFile(data) }, everyPhotoIsAJpeg);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

const config = editorConfig({ artist: "A" });
const fieldsOf = (name: Name) => config.singletons.find((file) => file.name === name)?.fields ?? [];
/** How the editor reads and writes the file (admin/format.ts). */
const formatOf = (name: Name) => fileFormat(fieldsOf(name));

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

/** The spec's data for a file in the editor, with every optional group present, so that each field has a value. */
function data(name: Name): Record<string, unknown> {
  const parsed = formatOf(name).fromFile(spec[name]) as {
    editor?: unknown;
    gallery: [object, ...object[]];
    available: [object, ...object[]];
  };
  if (name === "site") {
    const lists = parsed as { gallery: object; available: object };
    Object.assign(parsed, {
      gallery: { ...lists.gallery, perPage: 9 },
      available: { ...lists.available, soldWorks: "gallery", perPage: 6 },
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
    Object.assign(parsed.gallery[0], {
      focus: "left top",
      series: "Harbour",
      slug: "blackwattle-bay",
      views,
      ...record,
    });
    Object.assign(parsed.available[0], {
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

const cases = names.flatMap((name) =>
  leaves(fieldsOf(name)).map(({ field, path }) => ({ name, field, path })),
);
const label = ({ name, path }: { name: Name; path: (string | number)[] }) => `${name}.yaml ${path.join(".")}`;

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
    for (const name of names) {
      expect(
        leaves(fieldsOf(name))
          .map(({ path }) => `${name}.${path.join(".")}`)
          .sort(),
        name,
      ).toEqual(paths(parse(formatOf(name).toFile(data(name))), name).sort());
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

  test("a status is one of the build's", () => {
    const status = cases.find(({ field }) => field.name === "status")?.field;
    expect(status?.options).toEqual(["available", "reserved", "sold"]);
    const changed = data("works");
    setIn(changed, ["available", 0, "status"], "sold out");
    expect(problems("works", changed)).not.toEqual([]);
  });
});

describe("the editor stops a text where the build does, counting its characters alike", () => {
  const limited = cases.filter(({ field }) => typeof field.maxlength === "number");
  test("names, titles, sentences and paragraphs each have their most", () => {
    const most = (path: string) => cases.find((c) => label(c) === path)?.field.maxlength;
    expect(most("site.yaml artist.name")).toBe(120);
    expect(most("works.yaml gallery.0.title")).toBe(200);
    expect(most("works.yaml gallery.0.medium")).toBe(500);
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

test("an exhibition's works are chosen among every work, by title; its photographs go to content/images/exhibitions/, its days by a date picker", () => {
  const works = [
    { id: 1, title: "First Light", year: "2025" },
    { id: 16, title: "A Study in Grey", year: "2024" },
  ];
  const exhibitions = editorConfig({ artist: "A", works })
    .singletons.find((file) => file.name === "cv")
    ?.fields.find((field) => field.name === "exhibitions");
  const fields = (exhibitions?.fields ?? []) as EditorField[];
  const field = (name: string) => fields.find((one) => one.name === name);
  expect(field("works")).toMatchObject({
    widget: "select",
    multiple: true,
    options: [
      { label: "First Light (2025)", value: 1 },
      { label: "A Study in Grey (2024)", value: 16 },
    ],
  });
  const views = (field("views")?.fields ?? []) as EditorField[];
  expect(views.find((one) => one.name === "image")).toMatchObject({
    widget: "image",
    media_folder: "/content/images/exhibitions",
    public_folder: "/exhibitions",
  });
  for (const day of ["opens", "closes"])
    expect(field(day)).toMatchObject({ widget: "datetime", time_format: false, format: "YYYY-MM-DD" });
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
    setIn(works, ["gallery", 0, "year"], "2025");
    setIn(works, ["gallery", 0, "image"], "/works/01.jpg");
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
  const works = [
    { id: 15, title: "Where the Harbour Bends", year: "2025" },
    { id: 2, title: "Quiet Engine", year: "2025" },
  ];
  const rooms = editorConfig({ artist: "A", works }).singletons.find((file) => file.name === "rooms");
  const [list] = (rooms?.fields ?? []) as EditorField[];
  const field = (name: string) => ((list?.fields ?? []) as EditorField[]).find((each) => each.name === name);

  test("a room's key is made by the editor and never typed; its works are chosen by title from both lists", () => {
    expect(rooms?.file).toBe("content/rooms.yaml");
    expect(list).toMatchObject({ name: "rooms", widget: "list" });
    expect(field("key")).toMatchObject({ widget: "uuid", use_b32_encoding: true });
    expect(field("key")).not.toHaveProperty("readonly", false);
    const chosen = field("works")?.fields as EditorField[];
    expect(chosen.map((each) => [each.name, each.widget])).toEqual([
      ["id", "select"],
      ["price", "string"],
    ]);
    expect(chosen[0]?.options).toEqual([
      { label: "Where the Harbour Bends (2025)", value: 15 },
      { label: "Quiet Engine (2025)", value: 2 },
    ]);
    expect(field("closes")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD" });
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
          key,
          works: [{ id: 15 }, { id: 2, price: "5800" }],
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
        works: [15, { id: 2, price: 5800 }],
        closes: "2026-12-20",
      },
    ]);
    // A file written by hand, its works as ids alone, is the same form in the editor.
    expect(format.fromFile(`- title: For Ben\n  key: ${key}\n  works: [15, 2]\n`)).toEqual({
      rooms: [{ title: "For Ben", key, works: [{ id: 15 }, { id: 2 }] }],
    });
    expect(format.fromFile("# No rooms yet.\n")).toEqual({ rooms: [] });
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
    const previews = Object.fromEntries(published.singletons.map((file) => [file.name, file.preview_path]));
    expect(previews).toEqual({ works: "/gallery", site: "/", cv: "/", rooms: undefined });
  });

  test("she may publish each save at once; on her own computer there are no drafts", () => {
    expect(
      editorConfig({ artist: "A", repository: { ...repository, publish: "at once" } }),
    ).not.toHaveProperty("publish_mode");
    expect(editorConfig({ artist: "A" })).not.toHaveProperty("publish_mode");
  });
});
