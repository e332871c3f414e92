import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { islands } from "../app/islands";
import { routeTable } from "../app/routes";
import { catalogue } from "../pipeline/catalogue";
import { readContent } from "../pipeline/read";

// docs/architecture.md kept true: every file and folder its map of the folders names is there, the
// islands it lists are the ones the app hydrates, its routes the route table's, and every path and
// name it writes in backticks is the code's.

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
type ConfigRoute = { file: string; path?: string; index?: boolean; children?: ConfigRoute[] };
const routesOf = (entries: readonly ConfigRoute[]): [string, string][] =>
  entries.flatMap((entry) => [
    ...(entry.children ? [] : [[entry.file, entry.index ? "/" : `/${entry.path}`] as [string, string]]),
    ...routesOf(entry.children ?? []),
  ]);

test("the routes the architecture lists are the route table's, each at its address", () => {
  // The second content set has a page of every kind: exhibitions, series, an open and a closed room.
  const table = routeTable(catalogue(readContent("e2e/catalogue"), "2026-01-01")) as ConfigRoute[];
  const routes = /\n {2}routes\/ {2,}([\s\S]*?)\n {2}\S/.exec(map)?.[1] ?? "";
  const listed = [...routes.matchAll(/([a-z-]+\.tsx?)\s+(\/[^\s,;]*|\*)/g)].map(([, file, address]) => [
    `routes/${file}`,
    address === "*" ? "/*" : address,
  ]);
  expect(listed.sort()).toEqual(routesOf(table).sort());
});

/** The project's own files, as git has them, and the text of its code and settings (not its docs). */
const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean);
const code = tracked
  .filter((file) => /\.(tsx?|css|ya?ml|json|conf|toml|sh)$/.test(file) && !file.startsWith("docs/"))
  .filter((file) => existsSync(file))
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");
const scripts = Object.keys(JSON.parse(readFileSync("package.json", "utf8")).scripts);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Why a name the architecture writes in backticks is not the code's, if it is not: a path is a file
 * of the project (whole, or the end of one: `components/artwork-card.tsx`) or one the code writes
 * (`full/max`, `robots.txt`); a type's or a function's name is a word of the code; a virtual
 * module is one the code declares; an npm script is package.json's.
 */
function notTheCodes(name: string): string | undefined {
  const script = /^npm run ([\w:-]+)/.exec(name)?.[1];
  if (script) return scripts.includes(script) ? undefined : "no such npm script";
  // `virtual:content/*` names every one: the code's prefix.
  if (name.startsWith("virtual:"))
    return code.includes(`"${name.replace(/\*$/, "")}`) ? undefined : "no such module";
  const identifier = /^([A-Za-z_$][\w$]*)(\(\))?$/.exec(name)?.[1];
  if (identifier) return new RegExp(`\\b${escaped(identifier)}\\b`).test(code) ? undefined : "in no code";
  const isPath =
    /^[\w.@-]+(\/[\w.@*<>-]*)*$/.test(name) && (name.includes("/") || /\.[a-z]{2,4}$/.test(name));
  if (!isPath || /^(build|build-e2e|\.cache)\//.test(name)) return undefined;
  const file = name.replace(/\/$/, "");
  const found =
    tracked.some((path) => path === file || path.endsWith(`/${file}`) || path.startsWith(`${file}/`)) ||
    code.includes(name);
  return found ? undefined : "no such file, and no code writes it";
}

test("every path and name the architecture writes in backticks is the code's", () => {
  const named = [...new Set([...architecture.matchAll(/`([^`\n]+)`/g)].map(([, name = ""]) => name))];
  expect(named.length).toBeGreaterThan(100);
  expect(
    named.flatMap((name) => {
      const why = notTheCodes(name);
      return why ? [`${name}: ${why}`] : [];
    }),
  ).toEqual([]);
});

test("no two of the code's types share a name: each names one thing", () => {
  const declared = new Map<string, string[]>();
  for (const file of tracked.filter((one) => /\.tsx?$/.test(one) && existsSync(one)))
    for (const [, name = ""] of readFileSync(file, "utf8").matchAll(
      /^(?:export )?(?:declare )?(?:type|interface|class|enum) ([A-Z]\w*)/gm,
    ))
      declared.set(name, [...(declared.get(name) ?? []), file]);
  expect(declared.size).toBeGreaterThan(100);
  expect([...declared].filter(([, files]) => files.length > 1)).toEqual([]);
});
