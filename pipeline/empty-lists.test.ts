import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parse, stringify } from "yaml";
import { z } from "zod";
import { randomRoomKey } from "../rules/rooms.ts";
import { readContent } from "./read.ts";
import { cvSchema, roomsSchema, siteSchema, worksSchema } from "./schema.ts";

// Nothing she can save stops her site: on a copy of the sample (content/), each list emptied and
// each optional field left out in turn, the content still loads, with warnings and no problem.

type Json = { properties?: Record<string, Json>; required?: string[]; items?: Json };
type ListedFile = "site" | "cv" | "works" | "rooms";
const schemas: Record<ListedFile, z.ZodType> = {
  site: siteSchema,
  cv: cvSchema,
  works: worksSchema,
  rooms: roomsSchema,
};

let dir: string;
const sample: Record<ListedFile, unknown> = { site: {}, cv: {}, works: {}, rooms: [] };

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "empty-lists-"));
  cpSync("content", path.join(dir, "sample"), { recursive: true });
  for (const name of ["site", "cv", "works"] as const)
    sample[name] = parse(readFileSync(path.join(dir, "sample", `${name}.yaml`), "utf8"));
  // A list she left out of her files is one she may write back: each is walked, emptied.
  const site = sample.site as { home: { recentWorks?: unknown[] } };
  site.home.recentWorks ??= [];
  // The sample has no rooms: one of two of its works, so a room's lists are emptied too.
  const works = sample.works as { gallery: { id: number }[] };
  sample.rooms = [
    {
      title: "For a collector",
      for: "A collector",
      key: randomRoomKey(),
      text: ["Two paintings."],
      works: works.gallery.slice(0, 2).map(({ id }) => id),
      closes: "2099-12-20",
    },
  ];
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each change to one file of the sample: a list emptied, or an optional field left out. */
type Change = { file: ListedFile; path: (string | number)[]; change: "emptied" | "left out" };

/** The changes `data` allows, walking it beside its schema's JSON Schema (every entry of each list). */
function changesOf(file: ListedFile, data: unknown, node: Json, at: (string | number)[] = []): Change[] {
  if (Array.isArray(data)) {
    const entries = data.flatMap((entry, index) => changesOf(file, entry, node.items ?? {}, [...at, index]));
    return [{ file, path: at, change: "emptied" }, ...entries];
  }
  if (typeof data !== "object" || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const child = node.properties?.[key] ?? {};
    const optional = !(node.required ?? []).includes(key);
    return [
      ...(optional ? [{ file, path: [...at, key], change: "left out" as const }] : []),
      ...changesOf(file, value, child, [...at, key]),
    ];
  });
}

/** `data` with `change` made. */
function changed(data: unknown, { path: at, change }: Change) {
  const copy = structuredClone(data);
  type Node = Record<string | number, unknown>;
  const parent = at.slice(0, -1).reduce<Node>((node, key) => node[key] as Node, copy as Node);
  const key = at.at(-1);
  if (key === undefined) return change === "emptied" ? [] : copy;
  if (change === "emptied") parent[key] = [];
  else delete parent[key];
  return copy;
}

let cases = 0;
/** The content of the sample with `changes` made, read as the build reads it. */
function built(changes: Change[], label: string) {
  const files = structuredClone(sample);
  for (const change of changes) files[change.file] = changed(files[change.file], change);
  const at = path.join(dir, `case-${++cases}`);
  mkdirSync(at);
  symlinkSync(path.join(dir, "sample", "images"), path.join(at, "images"), "dir");
  for (const name of Object.keys(files) as ListedFile[])
    writeFileSync(path.join(at, `${name}.yaml`), stringify(files[name]));
  try {
    return readContent(at, {});
  } catch (error) {
    throw new Error(`${label}: ${String(error)}`);
  }
}

const jsonOf = (name: ListedFile) =>
  z.toJSONSchema(schemas[name], { io: "input", unrepresentable: "any" }) as Json;

test("each list of the sample emptied, and each optional field left out, in turn: it loads, with warnings at most", () => {
  const changes = (Object.keys(schemas) as ListedFile[]).flatMap((name) =>
    changesOf(name, sample[name], jsonOf(name)),
  );
  const lists = changes.filter((change) => change.change === "emptied");
  // Every list the sample has: its works (both lists), biography, recent works, CV lines, a room's.
  for (const list of [
    "works gallery",
    "works available",
    "site home biography",
    "site home recentWorks",
    "cv education",
    "cv exhibitions",
    "cv collections",
    "rooms 0 works",
    "rooms 0 text",
  ])
    expect(lists.map((change) => [change.file, ...change.path].join(" "))).toContain(list);
  for (const change of changes) {
    const label = `${change.file}.yaml ${change.path.join(".")} ${change.change}`;
    expect(() => built([change], label), label).not.toThrow();
  }
});

test("a works.yaml of no work at all: Home stands without a painting, each list's page leaves the menu, each said once", () => {
  const none = (list: string): Change => ({ file: "works", path: [list], change: "emptied" });
  const content = built(
    [none("gallery"), none("available"), { file: "rooms", path: [0, "works"], change: "emptied" }],
    "no works",
  );
  expect(content.site.home.featuredWork).toBeUndefined();
  expect(content.site.home.recentWorks).toEqual([]);
  const said = (pattern: RegExp) => content.warnings.filter((line) => pattern.test(line));
  expect(said(/: gallery: has no works: the Gallery page leaves the menu and the sitemap/)).toHaveLength(1);
  expect(
    said(/: available: has no works: the Available Works page leaves the menu and the sitemap/),
  ).toHaveLength(1);
  expect(said(/home\.featuredWork: .*Home shows no painting beside your name/)).toHaveLength(1);
  expect(said(/room "For a collector": works: has none: the room shows its words alone/)).toHaveLength(1);
});

test("an emptied privacy text keeps the site's own words; an emptied biography is said once", () => {
  const content = built(
    [
      { file: "site", path: ["home", "biography"], change: "emptied" },
      { file: "site", path: ["privacy"], change: "left out" },
    ],
    "no biography",
  );
  expect(content.site.home.biography).toEqual([]);
  expect(content.site.privacy.text.length).toBeGreaterThan(0);
  expect(content.warnings.filter((line) => /home\.biography: has no paragraphs/.test(line))).toHaveLength(1);
});
