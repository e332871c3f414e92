import { readdir, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { editorConfig } from "./admin/config.ts";
import { writeDeployFiles } from "./hosting/host-files.ts";
import { precompress } from "./hosting/precompress.ts";
import { buildDay } from "./pipeline/build-day.ts";
import { contentPages } from "./pipeline/pages.ts";
import { writePriceLists } from "./pipeline/price-list.ts";
import { contentDir, readContentOrExit } from "./pipeline/read.ts";
import { writeTiles } from "./pipeline/tiles.ts";
import { everyWork } from "./rules/lists.ts";
import { editorPage, workDataPath } from "./rules/pages.ts";
import { manifestPath } from "./rules/zoom.ts";
import { buildEditor } from "./vite/admin.ts";
import { imageCacheDir } from "./vite/image-cache.ts";
import { writeSiteFiles } from "./vite/site-files.ts";

// The content decides the pages: the four of the top bar, each list's further pages, one per work,
// the exhibitions', the series' and the viewing rooms' pages, and the not-found page; and each
// work's data for the lists' viewer (routes/work-data.ts) and its IIIF manifest (work-manifest.ts).
const content = readContentOrExit();
const pages = contentPages(content, buildDay());
const viewerData = everyWork(content.works).map(workDataPath);
const manifests = everyWork(content.works).map(manifestPath);

export default {
  // A static site: every page is rendered to HTML at build time.
  ssr: false,
  // BUILD_DIR keeps a second build (the e2e suite's other content) apart from build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The not-found page's "/404" renders the catch-all route.
  prerender: [...pages.map((page) => page.path), ...viewerData, ...manifests],
  async buildEnd({ reactRouterConfig }) {
    const build = reactRouterConfig.buildDirectory;
    const client = path.join(build, "client");
    // Every path is either prerendered or not found: the SPA shell is never served. Nor are the
    // loaders' .data files, for React Router's moves within the site: no page runs its router.
    await rm(path.join(client, "__spa-fallback.html"), { force: true });
    for (const file of await readdir(client, { recursive: true })) {
      if (file.endsWith(".data")) await rm(path.join(client, file));
    }
    // Each page from <path>/index.html to its file in the registry (gallery.html), which every host
    // serves at /gallery; static hosts serve 404.html, with status 404, for unknown paths. Its
    // folder goes if that leaves it empty: /gallery's keeps /gallery/2's file, gallery/2.html.
    for (const page of pages) {
      await rename(path.join(client, page.path, "index.html"), path.join(client, page.file));
    }
    const folders = pages.filter((page) => page.path !== "/").map((page) => path.join(client, page.path));
    for (const folder of folders.sort((a, b) => b.length - a.length)) {
      if ((await readdir(folder)).length === 0) await rmdir(folder);
    }
    // The editor, for the published site, when site.yaml names its repository.
    const { editor } = content.site;
    if (editor) {
      const folder = path.join(client, editorPage.path);
      await buildEditor(
        folder,
        editorConfig({
          artist: content.site.artist.name,
          siteUrl: content.site.siteUrl,
          repository: editor,
        }),
      );
      await rename(path.join(folder, "index.html"), path.join(client, editorPage.file));
    }
    // A close look at the paint: each work's photograph in tiles, at /iiif/ (pipeline/tiles.ts).
    const photographs = [...new Set(everyWork(content.works).map((work) => work.image))];
    const tiling = performance.now();
    const tiles = await writeTiles(
      client,
      photographs.map((image) => path.join(contentDir, "images", image)),
      path.join(imageCacheDir(contentDir), "tiles"),
      content.site.siteUrl,
    );
    const seconds = ((performance.now() - tiling) / 1000).toFixed(1);
    console.log(
      `Zoom: ${photographs.length} photographs in tiles: ${tiles.made} tiled now, ${tiles.reused} reused, in ${seconds} s.`,
    );
    // The lists a gallery forwards: the works for sale, and each open room's (PDF).
    const day = buildDay();
    const lists = await writePriceLists(client, content, path.join(contentDir, "images"), day);
    if (lists.unprintable.length > 0) {
      console.warn(
        `The price lists (PDF) have no face for ${lists.unprintable.join(" ")}: they print as empty boxes there (the pages show them).`,
      );
    }
    const served = editor ? [...pages, editorPage] : pages;
    await writeSiteFiles(client, content.site, served);
    await writeDeployFiles(build, served, content.rooms);
    await precompress(client);
  },
} satisfies Config;
