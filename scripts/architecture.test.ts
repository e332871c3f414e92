import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { islands } from "../app/islands";
import { routeTable } from "../app/routes";
import { catalogue } from "../pipeline/catalogue";
import { readContent } from "../pipeline/read";

// docs/architecture.md kept true: every file and folder its map of the folders names is there, and
// the islands it lists are the ones the app hydrates.

const architecture = readFileSync("docs/architecture.md", "utf8");
/** The map of the folders: the code block under "## The folders". */
const map = /## The folders\n\n```\n([\s\S]*?)```/.exec(architecture)?.[1] ?? "";

/**
 * Every path the map names: an entry starts a line (a top-level one, or one two spaces in, inside
 * the folder above it) and ends where two spaces begin its description; "a.ts, b.ts" names two.
 */
function mappedPaths(text: string) {
  let folder = "";
  return text.split("\n").flatMap((line) => {
    const [, indent = "", names = ""] = /^( {0,2})(\S.*?)(?: {2,}.*)?$/.exec(line) ?? [];
    if (!names) return [];
    const entries = names.split(/,\s*/).filter(Boolean);
    if (indent === "") {
      if (entries.length === 1 && entries[0]?.endsWith("/") && !entries[0].slice(0, -1).includes("/"))
        folder = entries[0];
      return entries;
    }
    return entries.map((entry) => path.posix.join(folder, entry));
  });
}

test("every file and folder the architecture's map names is there", () => {
  const named = mappedPaths(map);
  expect(named.length).toBeGreaterThan(60);
  expect(named.filter((entry) => !existsSync(entry.replace(/…$/, "")))).toEqual([]);
});

test("the islands the architecture lists are the app's", () => {
  const line = /islands\.ts {2,}([\s\S]*?)\n {2}entry\.client/.exec(map)?.[1] ?? "";
  const listed = [...line.matchAll(/`([a-z-]+)`/g)].map(([, name]) => name);
  expect(listed.sort()).toEqual(Object.keys(islands).sort());
});

/** Each route of a route table, as its module and its address ("" for the layout, * for any). */
type RouteEntry = { file: string; path?: string; index?: boolean; children?: RouteEntry[] };
const routesOf = (entries: readonly RouteEntry[]): [string, string][] =>
  entries.flatMap((entry) => [
    ...(entry.children ? [] : [[entry.file, entry.index ? "/" : `/${entry.path}`] as [string, string]]),
    ...routesOf(entry.children ?? []),
  ]);

test("the routes the architecture lists are the route table's, each at its address", () => {
  // The second content set has a page of every kind: exhibitions, series, an open and a closed room.
  const table = routeTable(catalogue(readContent("e2e/catalogue"), "2026-01-01")) as RouteEntry[];
  const routes = /\n {2}routes\/ {2,}([\s\S]*?)\n {2}\S/.exec(map)?.[1] ?? "";
  const listed = [...routes.matchAll(/([a-z-]+\.tsx?)\s+(\/[^\s,;]*|\*)/g)].map(([, file, address]) => [
    `routes/${file}`,
    address === "*" ? "/*" : address,
  ]);
  expect(listed.sort()).toEqual(routesOf(table).sort());
});
