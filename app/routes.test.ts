import { expect, test } from "vitest";
import { catalogue } from "../pipeline/catalogue";
import { readContent } from "../pipeline/read";
import { routeTable } from "./routes";

// A route with a loader needs a page to prerender, so the table follows the content (e2e/catalogue
// has a page of every kind; e2e/empty, no work, exhibition, series or text, and one open room).

type TableRoute = { file: string; children?: TableRoute[] };
const modules = (entries: readonly TableRoute[]): string[] =>
  entries.flatMap((entry) => [entry.file, ...modules(entry.children ?? [])]);
const modulesOf = (folder: string, day: string) =>
  modules(routeTable(catalogue(readContent(folder), day)) as TableRoute[]);

const everyKindsPages = [
  "routes/work.tsx",
  "routes/series.tsx",
  "routes/exhibition.tsx",
  "routes/room.tsx",
  "routes/room-closed.tsx",
  "routes/texts.tsx",
  "routes/work-data.ts",
  "routes/work-manifest.ts",
];

test("a content with a page of every kind has each kind's route", () => {
  expect(modulesOf("e2e/catalogue", "2026-01-01")).toEqual(expect.arrayContaining(everyKindsPages));
});

test("with no work, exhibition, series or text, their routes are left out; the site's own are there", () => {
  const table = modulesOf("e2e/empty", "2026-01-01");
  expect(table.filter((module) => everyKindsPages.includes(module)).sort()).toEqual([
    "routes/room-closed.tsx",
    "routes/room.tsx",
  ]);
  expect(table).toEqual(
    expect.arrayContaining(["routes/home.tsx", "routes/gallery.tsx", "routes/not-found.tsx"]),
  );
});

test("once every room has closed, the closed page's route stays and the room's goes", () => {
  const table = modulesOf("e2e/catalogue", "2100-01-01");
  expect(table).toContain("routes/room-closed.tsx");
  expect(table).not.toContain("routes/room.tsx");
});
