import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { editorConfig } from "./config.ts";
import { fileFormat } from "./format.ts";

const config = editorConfig({ artist: "A" });
const formatOf = (name: string) =>
  fileFormat(config.singletons.find((file) => file.name === name)?.fields ?? []);
const site = readFileSync("pipeline/fixtures/spec/site.yaml", "utf8");

describe("the editor's reading and writing of a content file", () => {
  test("the works chosen on Home are text in the editor, whose choices are text", () => {
    const { home } = formatOf("site").fromFile(site) as { home: Record<string, unknown> };
    expect(typeof home.featuredWork).toBe("string");
    expect((home.recentWorks as unknown[]).every((id) => typeof id === "string")).toBe(true);
  });

  test("and numbers in the file again, as the artist would write them", () => {
    const { toFile, fromFile } = formatOf("site");
    const data = fromFile(site) as { home: Record<string, unknown> };
    const written = toFile({ ...data, home: { ...data.home, featuredWork: "15", recentWorks: ["3", "1"] } });
    expect(written).toMatch(/^ {2}featuredWork: 15$/m);
    expect(written).toMatch(/^ {2}recentWorks:\n {4}- 3\n {4}- 1$/m);
  });

  test("everything else is written as it was read: a year stays text, a long paragraph one line", () => {
    const { toFile, fromFile } = formatOf("works");
    const long = "A paragraph of the kind an artist writes, ".repeat(6).trim();
    const works = { gallery: [{ id: 1, title: long, year: "2025", image: "works/01.jpg" }] };
    const written = toFile(works);
    expect(written).toContain(`title: ${long}\n`);
    expect(written).toContain(`year: "2025"`);
    expect(fromFile(written)).toEqual(works);
  });
});
