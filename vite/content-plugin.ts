import { mkdirSync } from "node:fs";
import type { Plugin, Rollup } from "vite";
import { buildDay } from "../pipeline/build-day.ts";
import type { Catalogue } from "../pipeline/catalogue.ts";
import { contentModules, moduleNames, modulePrefix } from "../pipeline/content-modules.ts";
import { ContentError } from "../pipeline/load.ts";
import { contentFiles, exitWith, readCatalogue } from "../pipeline/read.ts";

// Vite's side of the content pipeline: serves the `virtual:content/*` modules made from content/
// (pipeline/content-modules.ts), gives the pages' footer its year, and stops a build at the
// artist's first mistake with her message.

/** Every page's address, in one string; undefined while the content has a mistake. */
function pageAddresses(contentDir: string): string | undefined {
  try {
    return readCatalogue(contentDir)
      .pages.map((page) => page.path)
      .join(" ");
  } catch (error) {
    if (error instanceof ContentError) return undefined;
    throw error;
  }
}

/**
 * The year the pages' footer is written with: the catalogue's, of the build's day. Content with a
 * mistake stops a build here; the development server shows the mistake over the page instead.
 */
function footerYear(contentDir: string, command: "build" | "serve"): number {
  try {
    return readCatalogue(contentDir).year;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    if (command === "build") exitWith(error);
    return Number(buildDay().slice(0, 4));
  }
}

export function contentPlugin(
  contentDir: string,
  {
    shareDir,
    onImports,
  }: {
    /** Where the share images are drawn, before vite-imagetools encodes them. */
    shareDir: string;
    /** Told every photograph's imports, each time the modules are made. */
    onImports?: (imports: readonly string[]) => void;
  },
): Plugin {
  // The modules, made once for the catalogue readCatalogue() gives (the same until a file changes).
  let built: { for: Catalogue; result: ReturnType<typeof contentModules> } | undefined;
  mkdirSync(shareDir, { recursive: true });
  let warned = false;
  async function content(context: Rollup.PluginContext) {
    for (const file of contentFiles(contentDir)) context.addWatchFile(file);
    try {
      const current = readCatalogue(contentDir);
      if (built?.for !== current) {
        built = { for: current, result: contentModules(current, contentDir, shareDir) };
        onImports?.((await built.result).imports);
      }
      const result = await built.result;
      // Once, from the browser's build: the server's build reads the same content.
      if (!warned && context.environment.name === "client") {
        warned = true;
        for (const warning of result.warnings) context.warn(warning);
      }
      return result;
    } catch (error) {
      built = undefined;
      if (!(error instanceof ContentError)) throw error;
      // A build stops with the artist's message; the development server shows it over the page
      // until the file is put right.
      if (context.environment.mode === "build") exitWith(error);
      context.error(error.message);
    }
  }
  return {
    name: "portfolio-content",
    config(_, { command }) {
      return { define: { __BUILD_YEAR__: JSON.stringify(footerYear(contentDir, command)) } };
    },
    watchChange() {
      warned = false;
    },
    configureServer(server) {
      // react-router.config.ts lists the pages to prerender when the server starts, and the
      // development server renders no other: a work added, removed or retitled in the files (by
      // the editor, say), or a list's new page, needs the server started again to have its page.
      let addresses = pageAddresses(contentDir);
      server.watcher.on("change", async (file) => {
        if (!contentFiles(contentDir).includes(file)) return;
        const now = pageAddresses(contentDir);
        if (now === undefined || now === addresses) return;
        addresses = now;
        await server.restart();
      });
    },
    resolveId(id) {
      return id.startsWith(modulePrefix) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${modulePrefix}`)) return undefined;
      const name = moduleNames.find((one) => id === `\0${modulePrefix}${one}`);
      if (!name) this.error(`No module ${id.slice(1)}: there are ${moduleNames.join(", ")}.`);
      const { modules } = await content(this);
      return modules[name];
    },
  };
}
