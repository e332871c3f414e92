import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { editorConfig } from "./admin/config.ts";
import { everyWork } from "./app/content/lists.ts";
import { readContentOrExit } from "./app/content/read.ts";
import { editorPage, sitePages } from "./app/lib/pages.ts";
import {
  precompress,
  withContentAsData,
  withHydrationAfterPaint,
  withInertModulePreloads,
  writeDeployFiles,
} from "./deploy/emit.ts";
import { buildEditor } from "./vite/admin.ts";
import { writeSiteFiles } from "./vite/site-files.ts";

// The content decides the pages: the four of the top bar, one per work, and the not-found page.
const content = readContentOrExit();
const pages = sitePages(everyWork(content.works));

export default {
  // A static site: every page is rendered to HTML at build time.
  ssr: false,
  // BUILD_DIR keeps a second build (the e2e suite's other content) apart from build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The not-found page's "/404" renders the catch-all route.
  prerender: pages.map((page) => page.path),
  async buildEnd({ reactRouterConfig }) {
    const build = reactRouterConfig.buildDirectory;
    const client = path.join(build, "client");
    // Each page from <path>/index.html to its file in the registry (gallery.html), which every host
    // serves at /gallery; static hosts serve 404.html, with status 404, for unknown paths.
    // Each page's inline scripts are then the same few on every page: one short CSP for the site.
    for (const page of pages) {
      const prerendered = path.join(client, page.path, "index.html");
      const prepared = withContentAsData(withInertModulePreloads(await readFile(prerendered, "utf8")));
      const { html, module } = withHydrationAfterPaint(prepared);
      await writeFile(path.join(client, module.file), module.text);
      await writeFile(path.join(client, page.file), html);
      if (page.path !== "/") await rm(path.join(client, page.path), { recursive: true });
    }
    // Every path is either prerendered or not found: the SPA shell is never served.
    await rm(path.join(client, "__spa-fallback.html"), { force: true });
    // The editor, for the published site, when site.yaml names its repository.
    const { editor } = content.site;
    if (editor) {
      const folder = path.join(client, editorPage.path);
      await buildEditor(folder, editorConfig({ artist: content.site.artist.name, repository: editor }));
      await rename(path.join(folder, "index.html"), path.join(client, editorPage.file));
    }
    const served = editor ? [...pages, editorPage] : pages;
    await writeSiteFiles(client, content.site, served);
    await writeDeployFiles(build, served);
    await precompress(client);
  },
} satisfies Config;
