// The benchmark's second control: each page as built, without the scripts that run in it. The
// same document, stylesheet, fonts, photographs and server, so the blocking time of its runs is
// the browser's and the page's own rendering; what the site's JavaScript adds is the difference.

import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { precompressFile } from "../hosting/precompress.ts";
import { runsAsScript } from "../hosting/script-hashes.ts";

/** `html` without the scripts the browser would run, and without the module preloads that fetch them. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (script, attributes: string) =>
      runsAsScript(attributes) ? "" : script,
    )
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi, "");
}

/**
 * Copies the build at `from` to `to` with every page's scripts taken out (its precompressed copies
 * made again, as the build makes them), for `server.ts` to serve with BUILD_DIR=`to`.
 */
export async function copyWithoutScripts(from: string, to: string) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const client = path.join(to, "client");
  const pages = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".html"),
  );
  for (const name of pages) {
    const file = path.join(client, name);
    writeFileSync(file, withoutScripts(readFileSync(file, "utf8")));
    // The copies of the page with its scripts: precompressFile writes only the smaller ones.
    for (const suffix of [".br", ".gz"]) rmSync(file + suffix, { force: true });
    await precompressFile(file);
  }
}
