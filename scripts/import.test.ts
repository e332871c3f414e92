import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { zipSync } from "fflate";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { parse } from "yaml";
import { worksSchema } from "../pipeline/schema.ts";
import { csvText } from "../pipeline/spreadsheet/export.ts";
import { type Generated, generatedCatalogue, headers } from "../pipeline/spreadsheet/fixtures/catalogue.ts";

// `npm run import` as she runs it, on a content folder of its own: a catalogue of 150 works no
// one typed (pipeline/spreadsheet/fixtures/catalogue.ts), its photographs in a folder or a zip.

const count = 150;
/** Each test runs the script once or twice, seconds each on a busy machine. */
const slow = { timeout: 120_000 };
let catalogue: Generated;
beforeAll(async () => {
  catalogue = await generatedCatalogue(count);
}, slow.timeout);

/** A content folder of one work and a comment of hers, with its photograph. */
async function site() {
  const dir = mkdtempSync(path.join(tmpdir(), "import-"));
  mkdirSync(path.join(dir, "images/works"), { recursive: true });
  await sharp({ create: { width: 300, height: 375, channels: 3, background: "#334455" } })
    .jpeg()
    .toFile(path.join(dir, "images/works/first.jpg"));
  writeFileSync(
    path.join(dir, "works.yaml"),
    '# My works, newest first.\ngallery:\n  - id: 7\n    title: First\n    year: "2019"\n    medium: Oil on linen\n    dimensions: 50 x 40 cm\n    image: works/first.jpg # the best photograph\n    ref: GEN-0001\navailable: []\n',
  );
  return dir;
}

const run = (dir: string, ...args: string[]) =>
  spawnSync(process.execPath, ["scripts/import.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: dir },
    stdio: ["ignore", "pipe", "pipe"],
  });

function spreadsheet(dir: string, rows: string[][], name = "works.csv") {
  const file = path.join(dir, name);
  writeFileSync(file, csvText({ headers, rows }));
  return file;
}

function photosFolder(dir: string) {
  const folder = path.join(dir, "photos");
  mkdirSync(folder);
  for (const { name, bytes } of catalogue.photos) writeFileSync(path.join(folder, name), bytes);
  return folder;
}

const worksOf = (dir: string) => worksSchema.parse(parse(readFileSync(path.join(dir, "works.yaml"), "utf8")));
const all = (works: ReturnType<typeof worksOf>) => [...works.gallery, ...works.available];

describe("a catalogue of 150 works with their photographs", () => {
  let dir: string;
  let first: ReturnType<typeof run>;
  beforeAll(async () => {
    dir = await site();
    const started = performance.now();
    first = run(dir, spreadsheet(dir, catalogue.rows), photosFolder(dir), "--yes");
    console.log(`Imported ${count} rows in ${Math.round(performance.now() - started)} ms`);
  }, slow.timeout);

  test(
    "the row of a work's inventory number changes it, keeping its number; the others are added, each with its photograph",
    slow,
    () => {
      expect(first.stderr).toBe("");
      expect(first.stdout).toContain(`${count - 1} to add, 1 to change`);
      const works = all(worksOf(dir));
      expect(works).toHaveLength(count);
      expect(works.find((work) => work.ref === "GEN-0001")).toMatchObject({ id: 7 });
      for (const work of works) expect(existsSync(path.join(dir, "images", work.image))).toBe(true);
      expect(new Set(works.map((work) => work.image)).size).toBe(count);
    },
  );

  test("the columns it has no place for are named", slow, () => {
    expect(first.stdout).toContain("not imported: exhibition_history");
  });

  test("her comments are kept", slow, () => {
    const text = readFileSync(path.join(dir, "works.yaml"), "utf8");
    expect(text).toMatch(/^# My works, newest first\.\n/);
    expect(text).toContain("# the best photograph");
  });

  test("the same file again changes nothing", slow, () => {
    const before = readFileSync(path.join(dir, "works.yaml"), "utf8");
    const again = run(dir, path.join(dir, "works.csv"), path.join(dir, "photos"), "--yes");
    expect(again.stdout).toContain(`0 to add, 0 to change, ${count} already as the spreadsheet says`);
    expect(readFileSync(path.join(dir, "works.yaml"), "utf8")).toBe(before);
  });

  test("an updated row changes that work alone, naming the field", slow, () => {
    const rows = catalogue.rows.map((row) => [...row]);
    const changed = rows[41] as string[];
    changed[3] = "Charcoal on paper";
    // Without the photographs: a work that has one keeps it.
    const result = run(dir, spreadsheet(dir, rows, "updated.csv"), "--yes");
    expect(result.stdout).toContain("0 to add, 1 to change");
    expect(result.stdout).toContain(`row 43: ${changed[1]} (medium)`);
    expect(all(worksOf(dir)).find((work) => work.ref === changed[0])?.medium).toBe("Charcoal on paper");
  });
});

test(
  "photographs matched in a zip by inventory number; a file that is not a photograph, or an address that does not answer, skips its row, named",
  slow,
  async () => {
    const dir = await site();
    const [, two] = catalogue.photos;
    const zip = path.join(dir, "photos.zip");
    writeFileSync(
      zip,
      zipSync({
        "photos/GEN-0002.jpg": new Uint8Array(two?.bytes ?? []),
        "photos/GEN-0003.jpg": new TextEncoder().encode("not a photograph"),
      }),
    );
    // A fourth row whose photograph is at an address that refuses at once.
    const rows = catalogue.rows
      .slice(1, 4)
      .map((row, index) => [...row, index === 2 ? "http://127.0.0.1:9/far.jpg" : ""]);
    const file = path.join(dir, "works.csv");
    writeFileSync(file, csvText({ headers: [...headers, "image_url"], rows }));
    const result = run(dir, file, zip, "--yes");
    expect(result.stdout).toContain("1 to add");
    expect(result.stdout).toMatch(/row 3: its photograph GEN-0003\.jpg is not a photograph/);
    expect(result.stdout).toMatch(
      /row 4: its photograph address http:\/\/127\.0\.0\.1:9\/far\.jpg could not be reached: check it/,
    );
  },
);

test("a file that is not a spreadsheet is refused, and nothing is written", slow, async () => {
  const dir = await site();
  const before = readFileSync(path.join(dir, "works.yaml"), "utf8");
  const file = path.join(dir, "works.csv");
  cpSync(path.join(dir, "images/works/first.jpg"), file);
  const result = run(dir, file, "--yes");
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("works.csv is not");
  expect(readFileSync(path.join(dir, "works.yaml"), "utf8")).toBe(before);
});

test("without --yes and no one to ask, nothing is written", slow, async () => {
  const dir = await site();
  const before = readFileSync(path.join(dir, "works.yaml"), "utf8");
  const result = run(dir, spreadsheet(dir, catalogue.rows.slice(1, 2)), photosFolder(dir));
  expect(result.stdout).toContain("1 to add");
  expect(result.stdout).toContain("Nothing written");
  expect(readFileSync(path.join(dir, "works.yaml"), "utf8")).toBe(before);
});

test(
  "without a file named, the spreadsheet and zip she chose in the editor's Import a spreadsheet, not an earlier upload",
  slow,
  async () => {
    const dir = await site();
    const uploads = path.join(dir, "import");
    mkdirSync(uploads);
    const [, two, three] = catalogue.photos;
    const chosen = catalogue.rows.slice(1, 3);
    writeFileSync(path.join(uploads, "chosen.csv"), csvText({ headers, rows: chosen }));
    // An earlier upload, first by name: the import must not take it.
    writeFileSync(
      path.join(uploads, "a-earlier.csv"),
      csvText({ headers, rows: catalogue.rows.slice(5, 9) }),
    );
    writeFileSync(
      path.join(uploads, "photos.zip"),
      zipSync(
        Object.fromEntries(
          [two, three].map((photo) => [photo?.name ?? "", new Uint8Array(photo?.bytes ?? [])]),
        ),
      ),
    );
    writeFileSync(
      path.join(uploads, "import.yaml"),
      "spreadsheet: /import/chosen.csv\nphotographs:\n  - /import/photos.zip\n",
    );
    const result = run(dir, "--yes");
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain(`${chosen.length} to add`);
    const refs = all(worksOf(dir)).map((work) => work.ref);
    expect(refs).toEqual(expect.arrayContaining(chosen.map((row) => row[0])));
    expect(refs).not.toContain(catalogue.rows[5]?.[0]);
  },
);

test("without a file named and nothing in content/import/, it says where to put one, and writes nothing", async () => {
  const dir = await site();
  const before = readFileSync(path.join(dir, "works.yaml"), "utf8");
  const result = run(dir, "--yes");
  expect(result.status).toBe(2);
  expect(result.stderr).toContain("Import a spreadsheet");
  expect(readFileSync(path.join(dir, "works.yaml"), "utf8")).toBe(before);
});
