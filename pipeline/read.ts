import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from "node:fs";
import path from "node:path";
import { type Host, hostOf } from "./host.ts";
import { kinds, requiredKinds } from "./kinds.ts";
import { type Content, ContentError, type ContentFiles, loadContent, type PhotoCheck } from "./load.ts";
import { photoFormat, photoHeadLength } from "./photo-format.ts";

// Build time only: the one place content/ is read. The route table, the
// prerender configuration and the Vite plugin all call readContent(); a build
// evaluates them in several module graphs of one process, so the result is
// kept on globalThis and the files are read and validated once per build (and
// again only when one of them changes, as in `npm run dev`).

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

type Cached = { stamp: string; images: string[]; content: Content };
const shared = globalThis as { [key: symbol]: Map<string, Cached> | undefined };
const cacheKey = Symbol.for("portfolio.content");
const cache = shared[cacheKey] ?? new Map<string, Cached>();
shared[cacheKey] = cache;

/**
 * The content of `dir`, read and validated (a ContentError names what is wrong), with what
 * `host` says of the site where site.yaml is silent (this build's host, from its environment).
 */
export function readContent(dir: string = contentDir, host: Host = hostOf(process.env)): Content {
  const files = contentFiles(dir);
  const cached = cache.get(dir);
  const key = (images: readonly string[]) => `${stamp([...files, ...images])}\n${JSON.stringify(host)}`;
  if (cached && cached.stamp === key(cached.images)) return cached.content;

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
  const content = loadContent(sources, (image) => inspectPhoto(images, image), folderName(dir), host);
  const photographs = [...content.photoPlaces.keys()].map((image) => path.join(images, image));
  cache.set(dir, { stamp: key(photographs), images: photographs, content });
  return content;
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

/**
 * readContent() for the build's entry points: invalid content prints the
 * artist's message alone, without a stack trace, and ends the build.
 */
export function readContentOrExit(dir: string = contentDir): Content {
  try {
    return readContent(dir);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    exitWith(error);
  }
}

/** Ends a build with the artist's message alone: the bundler would add its stack trace. */
export function exitWith(error: ContentError): never {
  console.error(error.message);
  process.exit(1);
}
