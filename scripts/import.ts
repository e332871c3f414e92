// `npm run import -- FILE [PHOTOS_FOLDER_OR_ZIP] [--yes]`: her spreadsheet's works into works.yaml
// (of CONTENT_DIR, else content/), written as the editor writes it, and their photographs where
// the editor puts them. Without FILE, what she put in content/import/ (pipeline/spreadsheet/uploads.ts),
// from the editor's "Import a spreadsheet" or GitHub's site. The plan is shown first and nothing is written until she says yes; then
// every file is written at once, so that one commit (or `git checkout`) undoes it.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { isMap, isScalar, isSeq, type Node, parse, parseDocument, visit } from "yaml";
import { editorConfig } from "../admin/config.ts";
import { fileFormat } from "../admin/format.ts";
import { joinedWorks } from "../admin/works.ts";
import { contentDir, folderName } from "../pipeline/read.ts";
import { folded } from "../pipeline/spreadsheet/columns.ts";
import {
  planImport,
  planText,
  type RowRead,
  readRows,
  type WorksFile,
} from "../pipeline/spreadsheet/plan.ts";
import { SpreadsheetError, sheetOf } from "../pipeline/spreadsheet/sheet.ts";
import { type ImportEntry, importEntry, importFolder, uploadsOf } from "../pipeline/spreadsheet/uploads.ts";
import type { Read } from "../pipeline/spreadsheet/values.ts";

const args = process.argv.slice(2);
const yes = args.includes("--yes");
const given = args.filter((arg) => arg !== "--yes");
const [file, photosFrom] = given.length > 0 ? given : uploaded();

/** The spreadsheet and photographs she put in content/import/, or the reason to stop. */
function uploaded(): string[] {
  const folder = path.join(contentDir, importFolder);
  const names = existsSync(folder) ? readdirSync(folder) : [];
  const entry = names.includes(importEntry)
    ? (parse(readFileSync(path.join(folder, importEntry), "utf8")) as ImportEntry | null)
    : undefined;
  const uploads = uploadsOf(names, entry ?? undefined);
  if (!uploads) {
    console.error(
      `No spreadsheet (.csv or .xlsx) in ${folderName(folder)}: choose one in the editor's Import a spreadsheet, or give it: npm run import -- works.csv [photographs folder or .zip] [--yes]`,
    );
    process.exit(2);
  }
  const photos = path.join(folder, uploads.zip ?? "");
  console.log(
    `Spreadsheet: ${folderName(path.join(folder, uploads.sheet))}; photographs: ${folderName(photos)}`,
  );
  return [path.join(folder, uploads.sheet), photos];
}

/** How long an image address may take to answer before its row is skipped. */
const urlTimeout = 20_000;
/** The formats the site encodes (pipeline/fields.ts's imageFile), by sharp's names. */
const photoFormats = new Set(["jpeg", "png", "webp", "tiff"]);
const extensionOf: Record<string, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  tiff: "tif",
  avif: "avif",
};

const images = path.join(contentDir, "images");
/** Where the editor puts a work's photograph (admin/config.ts: works/). */
const worksFolder = "works";

/** Her photographs, by their file's name folded, from a folder (and its folders) or a zip. */
function photographsIn(from: string | undefined): Map<string, { name: string; bytes: () => Uint8Array }> {
  const found = new Map<string, { name: string; bytes: () => Uint8Array }>();
  if (!from) return found;
  if (!existsSync(from)) throw new SpreadsheetError(`${from} is neither a folder nor a zip of photographs.`);
  if (statSync(from).isDirectory()) {
    for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || entry.name.startsWith(".")) continue;
      const full = path.join(entry.parentPath, entry.name);
      found.set(entry.name.toLowerCase(), { name: entry.name, bytes: () => readFileSync(full) });
    }
    return found;
  }
  // A zip as a computer makes it: its files, without the folders a Mac adds beside them.
  const files = unzipSync(readFileSync(from), {
    filter: (entry) => !entry.name.includes("__MACOSX/") && !entry.name.endsWith("/"),
  });
  for (const [name, bytes] of Object.entries(files)) {
    const base = path.basename(name);
    if (!base.startsWith(".")) found.set(base.toLowerCase(), { name: base, bytes: () => bytes });
  }
  return found;
}

/** A file's name the site takes (letters, digits, spaces and _ . ( ) -), with the extension of its format. */
const safeName = (name: string, format: string) =>
  `${
    path
      .parse(name)
      .name.replace(/[^\p{L}\p{N} _.()-]+/gu, "-")
      .replace(/^[.-]+/, "")
      .slice(0, 100) || "photograph"
  }.${extensionOf[format] ?? format}`;

/** The top lists of works.yaml written `[]`, empty: the writer keeps a list's style, `[...]`. */
function emptyFlowLists(text: string): string[] {
  const document = parseDocument(text);
  if (!isMap(document.contents)) return [];
  return document.contents.items.flatMap(({ key, value }) =>
    isSeq(value) && value.flow && value.items.length === 0 ? [String(isScalar(key) ? key.value : key)] : [],
  );
}

/** `text` with the works of `lists` written one field a line, as the editor writes a work, not as `[...]`. */
function asBlocks(text: string, lists: readonly string[]): string {
  if (lists.length === 0) return text;
  const document = parseDocument(text);
  for (const list of lists)
    visit(document.get(list, true) as Node, {
      Map: (_, node) => {
        node.flow = false;
      },
      Seq: (_, node) => {
        node.flow = false;
      },
    });
  return document.toString({ indent: 2, lineWidth: 0, flowCollectionPadding: false });
}

const same = (one: Uint8Array, other: Uint8Array) => Buffer.compare(one, other) === 0;

async function main() {
  const sheet = await sheetOf(file as string, readFileSync(file as string));
  const worksPath = path.join(contentDir, "works.yaml");
  const worksText = existsSync(worksPath) ? readFileSync(worksPath, "utf8") : "gallery: []\navailable: []\n";
  const fields =
    editorConfig({ artist: "" })
      .collections.flatMap((one) => one.files)
      .find((one) => one.name === "works")?.fields ?? [];
  const format = fileFormat(fields, "works");
  // Read as the editor reads it, so that the write keeps her comments and untouched lines.
  format.fromFile(worksText);
  const works = (parse(worksText) ?? {}) as WorksFile;
  const read = readRows(sheet, works);
  const photographs = photographsIn(photosFrom);
  /** Photographs to write, by their path inside images/. */
  const writes = new Map<string, Uint8Array>();

  /** The photograph's bytes, checked, at a path of its own inside images/: one already there if the same. */
  async function placed(name: string, bytes: Uint8Array, current: string | undefined): Promise<Read<string>> {
    let format: string | undefined;
    try {
      const meta = await sharp(bytes).metadata();
      format = meta.format === "heif" && meta.compression === "av1" ? "avif" : meta.format;
    } catch {
      return { problem: `${name} is not a photograph: give a JPEG, PNG, WebP, AVIF or TIFF` };
    }
    if (!format || !(photoFormats.has(format) || format === "avif"))
      return {
        problem: `${name} is a ${format ?? "file"} picture, which the site cannot show: save it as JPEG`,
      };
    if (
      current &&
      existsSync(path.join(images, current)) &&
      same(readFileSync(path.join(images, current)), bytes)
    )
      return { value: current };
    const wanted = safeName(name, format);
    for (let count = 1; ; count += 1) {
      const candidate = `${worksFolder}/${count === 1 ? wanted : wanted.replace(/(\.[^.]+)$/, `-${count}$1`)}`;
      const there =
        writes.get(candidate) ??
        (existsSync(path.join(images, candidate)) ? readFileSync(path.join(images, candidate)) : undefined);
      if (!there) {
        writes.set(candidate, bytes);
        return { value: candidate };
      }
      if (same(there, bytes)) return { value: candidate };
    }
  }

  async function photoOf({ photo, match }: RowRead): Promise<Read<string> | undefined> {
    const current = typeof match?.work.image === "string" ? match.work.image : undefined;
    if (photo.file) {
      const given = photographs.get(path.basename(photo.file).toLowerCase());
      if (given) return placed(given.name, given.bytes(), current);
      // A path inside images/ already, as the export writes it.
      const inside = path.join(images, photo.file);
      if (path.resolve(inside).startsWith(path.resolve(images) + path.sep) && existsSync(inside))
        return { value: photo.file.replace(/^\//, "") };
      return {
        problem: `${photo.file} is in neither ${photosFrom ?? "the photographs' folder (none given)"} nor ${folderName(images)}`,
      };
    }
    if (photo.url) {
      if (!/^https?:\/\//.test(photo.url))
        return { problem: `address "${photo.url}" is not a web address (https://...)` };
      try {
        const response = await fetch(photo.url, {
          signal: AbortSignal.timeout(urlTimeout),
          redirect: "follow",
        });
        if (!response.ok) return { problem: `address ${photo.url} answered ${response.status}` };
        const name = path.basename(new URL(photo.url).pathname) || `${photo.ref ?? "photograph"}.jpg`;
        return placed(name, new Uint8Array(await response.arrayBuffer()), current);
      } catch (error) {
        // A server that keeps her waiting, or none there at all (a wrong address, or no connection).
        return error instanceof Error && error.name === "TimeoutError"
          ? { problem: `address ${photo.url} did not answer within ${urlTimeout / 1000} s` }
          : { problem: `address ${photo.url} could not be reached: check it, and that you are online` };
      }
    }
    if (photo.ref) {
      const key = folded(photo.ref);
      const given = [...photographs.values()].find(({ name }) => folded(path.parse(name).name) === key);
      if (given) return placed(given.name, given.bytes(), current);
    }
    return undefined;
  }

  const photos = new Map<number, Read<string>>();
  for (const row of read.rows) {
    const photo = await photoOf(row);
    if (photo) photos.set(row.row, photo);
  }
  const plan = planImport(works, read, photos);
  console.log(planText(plan));
  const used = new Set(
    [...(plan.works.gallery ?? []), ...(plan.works.available ?? [])].map((work) => work.image),
  );
  const photosToWrite = [...writes].filter(([image]) => used.has(image));
  if (plan.added.length === 0 && plan.changed.length === 0) {
    console.log("Nothing to change.");
    return;
  }
  if (!yes) {
    if (!process.stdin.isTTY) {
      console.log("Nothing written: run again with --yes to write these changes.");
      return;
    }
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await prompt.question(
      `Write ${folderName(worksPath)} and ${photosToWrite.length} photographs? (yes/no) `,
    );
    prompt.close();
    if (!/^y(es)?$/i.test(answer.trim())) {
      console.log("Nothing written.");
      return;
    }
  }
  const text = asBlocks(format.toFile(joinedWorks(plan.works)), emptyFlowLists(worksText));
  // Each file written beside its place and then moved in, all at the end: an import stopped
  // half-way leaves works.yaml as it was.
  const staged = [
    ...photosToWrite.map(([image, bytes]) => [path.join(images, image), bytes] as const),
    [worksPath, new TextEncoder().encode(text)] as const,
  ].map(([target, bytes]) => {
    mkdirSync(path.dirname(target), { recursive: true });
    const temporary = `${target}.importing`;
    writeFileSync(temporary, bytes);
    return [temporary, target] as const;
  });
  for (const [temporary, target] of staged) renameSync(temporary, target);
  console.log(
    `Written: ${folderName(worksPath)} and ${photosToWrite.length} ${photosToWrite.length === 1 ? "photograph" : "photographs"} in ${folderName(path.join(images, worksFolder))}. To undo before committing: git checkout -- ${folderName(worksPath)}, and delete the new photographs (git status lists them).`,
  );
}

try {
  await main();
} catch (error) {
  if (!(error instanceof SpreadsheetError)) throw error;
  console.error(error.message);
  process.exit(1);
}
