import { copyFile, mkdir, readdir, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { editorConfig } from "./admin/config.ts";
import { sampleOf } from "./admin/sample.ts";
import { writeDeployFiles } from "./hosting/host-files.ts";
import { precompress } from "./hosting/precompress.ts";
import type { Catalogue } from "./pipeline/catalogue.ts";
import { writePriceLists } from "./pipeline/price-list.ts";
import { writeRoomShareImages } from "./pipeline/share-images.ts";
import { writeTiles } from "./pipeline/tiles.ts";
import { editorPage, type Page } from "./rules/pages.ts";
import { buildEditor } from "./vite/admin.ts";
import { imageCacheDir } from "./vite/image-cache.ts";
import { writeSiteFiles } from "./vite/site-files.ts";

// The build's steps after React Router has prerendered the pages, in order, each a named function
// over one context: react-router.config.ts runs them at its buildEnd and keeps settings alone.

/** What every step works on: the content's catalogue on the day of the build, and the folders. */
export type Build = {
  /** The site as it shows the content on the day of the build: its pages, rooms and price lists. */
  catalogue: Catalogue;
  /** The content folder, its photographs in images/. */
  contentDir: string;
  /** The build's folder (build/, or BUILD_DIR), the served files in its client/. */
  buildDir: string;
};

const clientOf = (build: Build) => path.join(build.buildDir, "client");
/** The pages a server answers: the prerendered ones, and the editor's when the site has it. */
const servedPages = ({ catalogue: { pages, site } }: Build): readonly Page[] =>
  site.editor ? [...pages, editorPage] : pages;

/**
 * Every path is either prerendered or not found: the SPA shell is never served. Nor are the
 * loaders' .data files, for React Router's moves within the site: no page runs its router.
 */
async function leaveOutTheShell(build: Build) {
  const client = clientOf(build);
  await rm(path.join(client, "__spa-fallback.html"), { force: true });
  for (const file of await readdir(client, { recursive: true })) {
    if (file.endsWith(".data")) await rm(path.join(client, file));
  }
}

/**
 * Each page from <path>/index.html to its file in the registry (gallery.html), which every host
 * serves at /gallery; static hosts serve 404.html, with status 404, for unknown paths. Its folder
 * goes if that leaves it empty: /gallery's keeps /gallery/2's file, gallery/2.html.
 */
async function namePageFiles(build: Build) {
  const client = clientOf(build);
  for (const page of build.catalogue.pages) {
    await rename(path.join(client, page.path, "index.html"), path.join(client, page.file));
  }
  const folders = build.catalogue.pages
    .filter((page) => page.path !== "/")
    .map((page) => path.join(client, page.path));
  for (const folder of folders.sort((a, b) => b.length - a.length)) {
    if ((await readdir(folder)).length === 0) await rmdir(folder);
  }
}

/** The editor, for the published site, when a repository is known (site.yaml's, or the host's). */
async function buildTheEditor(build: Build) {
  const { editor, artist, siteUrl } = build.catalogue.site;
  if (!editor) return;
  const folder = path.join(clientOf(build), editorPage.path);
  const works = [...build.catalogue.works.values()];
  const sample = sampleOf({ site: build.catalogue.site, works });
  await buildEditor(folder, editorConfig({ artist: artist.name, siteUrl, repository: editor, sample }));
  await rename(path.join(folder, "index.html"), path.join(clientOf(build), editorPage.file));
}

/** Each text's PDF (texts.yaml), from content/images/texts/ to /texts/<name>.pdf, where its link points. */
async function copyTheTextsPdfs(build: Build) {
  for (const { pdf } of build.catalogue.texts) {
    if (pdf === undefined) continue;
    const to = path.join(clientOf(build), pdf);
    await mkdir(path.dirname(to), { recursive: true });
    await copyFile(path.join(build.contentDir, "images", pdf), to);
  }
}

/** A close look at the paint: each work's photograph in tiles, at /iiif/ (pipeline/tiles.ts). */
async function tileThePhotographs(build: Build) {
  const { catalogue, contentDir } = build;
  const photographs = [...new Set([...catalogue.works.values()].map((work) => work.image))];
  const started = performance.now();
  const tiles = await writeTiles(
    clientOf(build),
    photographs.map((image) => path.join(contentDir, "images", image)),
    path.join(imageCacheDir(contentDir), "tiles"),
    catalogue.site.siteUrl,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Zoom: ${photographs.length} photographs in tiles: ${tiles.made} tiled now, ${tiles.reused} reused, in ${seconds} s.`,
  );
}

/** The lists a gallery forwards: the works for sale, and each open room's (PDF). */
async function writeTheLists(build: Build) {
  const lists = await writePriceLists(
    clientOf(build),
    build.catalogue,
    path.join(build.contentDir, "images"),
  );
  if (lists.unprintable.length > 0) {
    console.warn(
      `The price lists (PDF) have no face for ${lists.unprintable.join(" ")}: they print as empty boxes there (the pages show them).`,
    );
  }
}

/** Each open room's share image, under the room's address: it closes with the room (share-images.ts). */
async function drawTheRoomsShareImages(build: Build) {
  await writeRoomShareImages(
    clientOf(build),
    build.catalogue,
    path.join(build.contentDir, "images"),
    path.join(imageCacheDir(build.contentDir), "share"),
  );
}

/** robots.txt, sitemap.xml, the manifest and the icons (vite/site-files.ts). */
const writeTheSiteFiles = (build: Build) =>
  writeSiteFiles(clientOf(build), build.catalogue.site, servedPages(build));

/** Each server's and host's files, from hosting/policy.ts (hosting/host-files.ts). */
const writeTheHostFiles = (build: Build) =>
  writeDeployFiles(
    build.buildDir,
    servedPages(build),
    build.catalogue.rooms,
    build.catalogue.site.artist.email,
    build.catalogue.site.timeZone,
  );

/** The .br and .gz copies of every text file, last: they are of the files as they end. */
const compressTheFiles = (build: Build) => precompress(clientOf(build));

/** The steps, in the order they run. */
export const buildSteps: readonly ((build: Build) => Promise<void>)[] = [
  leaveOutTheShell,
  namePageFiles,
  buildTheEditor,
  copyTheTextsPdfs,
  tileThePhotographs,
  writeTheLists,
  drawTheRoomsShareImages,
  writeTheSiteFiles,
  writeTheHostFiles,
  compressTheFiles,
];

/** Runs every step on `build`, one after another. */
export async function runBuildSteps(build: Build) {
  for (const step of buildSteps) await step(build);
}
