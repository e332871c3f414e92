import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from "node:fs";
import path from "node:path";
import { buildDay, zoneOf } from "./build-day.ts";
import { type Catalogue, catalogue } from "./catalogue.ts";
import { type Host, hostOf } from "./host.ts";
import { kinds, requiredKinds } from "./kinds.ts";
import { type Content, ContentError, type ContentFiles, loadContent, type PhotoCheck } from "./load.ts";
import { photoFormat, photoHeadLength } from "./photo-format.ts";

// Build time only: the one place content/ is read, and the one door to it: the route table, the
// prerender, the Vite plugin and the loaders all take the build's catalogue from readCatalogue().

/**
 * The folder the site is built from: content/, or CONTENT_DIR (the e2e
 * suite's other content sets).
 */
export const contentDir = path.resolve(process.env.CONTENT_DIR ?? "content");

const fileOf = (dir: string, name: string) => path.join(dir, `${name}.yaml`);
/** "site.yaml, works.yaml and cv.yaml": the files a site must have. */
const required = requiredKinds.map((kind) => `${kind.name}.yaml`);
const requiredInWords = `${required.slice(0, -1).join(", ")} and ${required.at(-1)}`;

/** A content folder as the artist's messages name it: "content", "e2e/catalogue". */
export const folderName = (dir: string) => path.relative(process.cwd(), dir) || ".";

/** The YAML files of a content folder, for the watcher: those a site may leave out too, once added. */
export const contentFiles = (dir: string) => kinds.map((kind) => fileOf(dir, kind.name));

/** Size and time of each file, so that an edit is noticed. */
const stamp = (files: readonly string[]) =>
  files
    .map((file) => {
      const stats = statSync(file, { throwIfNoEntry: false });
      return `${file}:${stats?.size}:${stats?.mtimeMs}`;
    })
    .join("\n");

/**
 * The content of `dir`, read and validated (a ContentError names what is wrong), with what
 * `host` says of the site where site.yaml is silent (this build's host, from its environment).
 */
export function readContent(dir: string = contentDir, host: Host = hostOf(process.env)): Content {
  const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  const missing = requiredKinds.map((kind) => fileOf(dir, kind.name)).filter((file) => !isFile(file));
  if (missing.length > 0) {
    throw new ContentError(
      missing.map(
        (file) =>
          `${folderName(dir)}/${path.basename(file)}: there is no such file: the site is made of ${requiredInWords}`,
      ),
      folderName(dir),
    );
  }
  // Each file's text, or none where a site may leave it out.
  const sources = Object.fromEntries(
    kinds.map((kind) => {
      const file = fileOf(dir, kind.name);
      return [kind.name, isFile(file) ? readFileSync(file, "utf8") : undefined];
    }),
  ) as ContentFiles;
  const images = path.join(dir, "images");
  return loadContent(sources, (image) => inspectPhoto(images, image), folderName(dir), host);
}

type Made = { stamp: string; photographs: string[]; catalogue: Catalogue };
// The one cache on globalThis: React Router evaluates react-router.config.ts, app/routes.ts, the Vite
// plugins and the prerendered loaders in module graphs of their own, in one process, and this is all
// they share. An entry holds while its files' sizes and times are those it was made from.
const shared = globalThis as { [key: symbol]: Map<string, Made> | undefined };
const cacheKey = Symbol.for("portfolio.catalogue");
const made = shared[cacheKey] ?? new Map<string, Made>();
shared[cacheKey] = made;

/**
 * The build's catalogue of `dir`: its content read and validated (a ContentError names what is
 * wrong), resolved on the day of the build, which is fixed here once (`siteDay`, or today where she
 * lives). Read again only when a file changes (`npm run dev`); `host` says of the site what
 * site.yaml does not.
 */
export function readCatalogue(
  dir: string = contentDir,
  host: Host = hostOf(process.env),
  siteDay: string | undefined = process.env.SITE_DAY,
): Catalogue {
  const key = (photographs: readonly string[]) =>
    `${stamp([...contentFiles(dir), ...photographs])}\n${JSON.stringify(host)}\n${siteDay}`;
  const known = made.get(dir);
  if (known && known.stamp === key(known.photographs)) return known.catalogue;
  const content = readContent(dir, host);
  const photographs = [...content.photoPlaces.keys()].map((image) => path.join(dir, "images", image));
  const result = catalogue(content, buildDay(zoneOf(content.site), siteDay));
  made.set(dir, { stamp: key(photographs), photographs, catalogue: result });
  return result;
}

/** Whether a photograph is there, and what its first bytes say it is. */
function inspectPhoto(imagesDir: string, image: string): PhotoCheck {
  const file = path.join(imagesDir, image);
  const folder = path.dirname(file);
  const entries = statSync(folder, { throwIfNoEntry: false })?.isDirectory()
    ? readdirSync(folder, { withFileTypes: true })
    : [];
  const others = entries.flatMap((entry) => (entry.isFile() ? [entry.name] : []));
  // By its exact name (accents composed alike): a Mac's disk would also find 17.JPG for 17.jpg, the host's would not.
  const name = path.basename(file).normalize();
  // A link to a file elsewhere is not followed: the build reads content/ and nothing outside it.
  if (entries.some((entry) => entry.isSymbolicLink() && entry.name.normalize() === name)) {
    return { found: false, nearby: [], link: true };
  }
  if (!others.some((other) => other.normalize() === name)) {
    // Files of the same name in another case (17.JPG) or with another extension (17.jpeg).
    const stem = (name: string) => path.parse(name).name.toLowerCase();
    const alike = others.filter((name) => stem(name) === stem(image));
    return { found: false, nearby: alike.map((name) => path.join(path.dirname(image), name)) };
  }
  const head = Buffer.alloc(photoHeadLength);
  const descriptor = openSync(file, "r");
  try {
    const read = readSync(descriptor, head, 0, head.length, 0);
    return { found: true, format: photoFormat(head.subarray(0, read)) };
  } finally {
    closeSync(descriptor);
  }
}

/** What `read` gives; invalid content prints the artist's message alone, without a stack trace, and ends the process. */
function orExit<Read>(read: () => Read): Read {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    exitWith(error);
  }
}

/** readContent() for her scripts, which end at her first mistake. */
export const readContentOrExit = (dir: string = contentDir): Content => orExit(() => readContent(dir));

/** readCatalogue() for the build's entry points, which end the build at her first mistake. */
export const readCatalogueOrExit = (dir: string = contentDir): Catalogue => orExit(() => readCatalogue(dir));

/** Ends a build with the artist's message alone: the bundler would add its stack trace. */
export function exitWith(error: ContentError): never {
  console.error(error.message);
  process.exit(1);
}
