import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { ContentError } from "./app/content/load.ts";
import { workPath } from "./app/lib/pages.ts";
import {
  precompress,
  withHydrationAfterPaint,
  withoutModulePreloads,
  writeDeployFiles,
} from "./deploy/emit.ts";
import { pagePaths } from "./deploy/policy.ts";
import { contentDir, readContent } from "./vite/content-plugin.ts";
import { writeSiteFiles } from "./vite/site-files.ts";

// The content decides the pages: the four of the top bar, and one per work.
const content = (() => {
  try {
    return readContent(contentDir);
  } catch (error) {
    // The artist's message alone, without a stack trace.
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
})();
const pages = [...pagePaths, ...[...content.works.gallery, ...content.works.available].map(workPath)];

export default {
  // A static site: every page is rendered to HTML at build time.
  ssr: false,
  // BUILD_DIR keeps a second build (the e2e suite's fixture site) apart from build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // "/404" renders the catch-all route: the page every unknown path shows.
  prerender: [...pages, "/404"],
  async buildEnd({ reactRouterConfig }) {
    const build = reactRouterConfig.buildDirectory;
    const client = path.join(build, "client");
    // gallery/index.html becomes gallery.html (and works/x/index.html works/x.html): every host
    // then serves it at /gallery, without a trailing slash (Cloudflare Pages would redirect
    // /gallery to /gallery/ for a folder). And static hosts serve 404.html, with status 404,
    // for unknown paths.
    for (const page of [...pages, "/404"]) {
      const prerendered = path.join(client, page, "index.html");
      const html = withHydrationAfterPaint(withoutModulePreloads(await readFile(prerendered, "utf8")));
      if (page === "/") {
        await writeFile(prerendered, html);
        continue;
      }
      await writeFile(path.join(client, `${page}.html`), html);
      await rm(path.join(client, page), { recursive: true });
    }
    // Every path is either prerendered or not found: the SPA shell is never served.
    await rm(path.join(client, "__spa-fallback.html"), { force: true });
    await writeSiteFiles(client, content.site, pages);
    await writeDeployFiles(build, pages);
    await precompress(client);
  },
} satisfies Config;
