import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { ContentError, loadContent } from "../app/content/load.ts";

// Serves the validated files of content/ to the app as `virtual:content`,
// with every photograph imported through vite-imagetools so that the build
// makes its responsive sizes and formats. Invalid content stops the build.

const moduleId = "virtual:content";
const resolvedId = `\0${moduleId}`;

/** Sizes made of every photograph; pages choose among them with `sizes`. */
export const imageQuery = "w=480;720;960;1280;1600&format=avif;webp;jpg&as=picture";

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * The source of `virtual:content` for the content in `contentDir`. Calls
 * `watch` with each file it reads; throws a ContentError for invalid content.
 */
export function contentModule(contentDir: string, watch: (file: string) => void): string {
  const imagesDir = path.join(contentDir, "images");
  const read = (name: string) => {
    const file = path.join(contentDir, `${name}.yaml`);
    watch(file);
    return readFileSync(file, "utf8");
  };
  const { site, cv, works } = loadContent(
    { site: read("site"), cv: read("cv"), works: read("works") },
    (image) => isFile(path.join(imagesDir, image)),
  );

  const imports: string[] = [];
  const picture = (image: string) => {
    const name = `picture${imports.length}`;
    const source = `${path.join(imagesDir, image)}?${imageQuery}`;
    imports.push(`import ${name} from ${JSON.stringify(source)};`);
    return name;
  };
  const withPicture = (item: { image: string }) =>
    `{ ...${JSON.stringify(item)}, picture: ${picture(item.image)} }`;

  const { portrait, ...artist } = site.artist;
  const exports = [
    `export const cv = ${JSON.stringify(cv)};`,
    `export const gallery = [${works.gallery.map(withPicture).join(", ")}];`,
    `export const available = [${works.available.map(withPicture).join(", ")}];`,
    `export const site = { ...${JSON.stringify(site)}, artist: { ...${JSON.stringify(artist)}, portrait: ${withPicture(portrait)} } };`,
  ];
  return [...imports, ...exports].join("\n");
}

export function contentPlugin(contentDir: string): Plugin {
  return {
    name: "portfolio-content",
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      try {
        return contentModule(contentDir, (file) => this.addWatchFile(file));
      } catch (error) {
        // The artist's message alone, without a stack trace into the bundler.
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
  };
}
