import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, expect, test } from "vitest";
import { parse } from "yaml";
import { ContentError } from "./load";
import { readCatalogue, readContent } from "./read";

// On a copy of the spec's sample, with files that only start like JPEG photographs: readContent
// looks at names and first bytes, never decodes a photograph.

let dir: string;
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "read-"));
  cpSync("pipeline/fixtures/spec", dir, { recursive: true });
  mkdirSync(path.join(dir, "images", "works"), { recursive: true });
  const works = parse(readFileSync(path.join(dir, "works.yaml"), "utf8")) as Record<
    string,
    { image: string }[]
  >;
  for (const { image } of Object.values(works).flat()) writeFileSync(path.join(dir, "images", image), jpeg);
  writeFileSync(path.join(dir, "images", "portrait.jpg"), jpeg);
});

const problems = () => {
  try {
    readContent(dir);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
};

test("reads a folder once, and again when one of its files changes", () => {
  const first = readCatalogue(dir);
  expect(first.content.works.gallery).toHaveLength(7);
  expect(readCatalogue(dir)).toBe(first);
  const works = path.join(dir, "works.yaml");
  writeFileSync(works, readFileSync(works, "utf8").replace("title: Saltbush Hymn", "title: Saltbush Psalm"));
  // A second later, as an editor's save would be.
  utimesSync(works, new Date(), new Date(Date.now() + 1000));
  const again = readCatalogue(dir);
  expect(again).not.toBe(first);
  expect(again.content.works.gallery[1]?.title).toBe("Saltbush Psalm");
});

test("a build's day is SITE_DAY where it names one, and the footer's year is that day's", () => {
  const made = readCatalogue(dir, {}, "2031-01-01");
  expect(made.day).toBe("2031-01-01");
  expect(made.year).toBe(2031);
});

test("a missing photograph names the file of the same name in another case", () => {
  renameSync(path.join(dir, "images", "works", "07.jpg"), path.join(dir, "images", "works", "07.JPG"));
  expect(problems()).toEqual([
    expect.stringMatching(
      /\/works\.yaml, line 92: available work 7 "Small Hours": image: no file .*\/images\/works\/07\.jpg \(there is works\/07\.JPG: spelt alike\?\)$/,
    ),
  ]);
});

test("a phone's HEIC photograph saved under a .jpg name is told apart by its first bytes", () => {
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic")]);
  writeFileSync(path.join(dir, "images", "works", "04.jpg"), heic);
  expect(problems()).toEqual([
    expect.stringMatching(/"Ochre Weather": image: works\/04\.jpg is a HEIC photograph/),
  ]);
});

test("a missing file of the three is named, without a stack trace", () => {
  rmSync(path.join(dir, "site.yaml"));
  expect(problems()).toEqual([
    expect.stringMatching(
      /\/site\.yaml: there is no such file: the site is made of site\.yaml, works\.yaml and cv\.yaml$/,
    ),
  ]);
});

test("a photograph that is a link to a file elsewhere is named as such, and not followed", () => {
  const photo = path.join(dir, "images", "works", "07.jpg");
  rmSync(photo);
  symlinkSync("/etc/hostname", photo);
  expect(problems()).toEqual([
    expect.stringMatching(
      /\/works\.yaml, line 92: available work 7 "Small Hours": image: .*\/images\/works\/07\.jpg is a link to a file elsewhere \(a shortcut or alias\), which the build does not follow: put the photograph itself there$/,
    ),
  ]);
});
