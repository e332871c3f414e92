import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BuiltSite } from "./policy.ts";

/** The build `npm start` serves and her scripts read: BUILD_DIR, from the project's folder like the build's, or build/. */
export const servedBuild = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");

/** The site.json of the build in `build`: its pages, rooms, time zone and inline hashes; none before a build. */
export function builtSite(build = servedBuild): BuiltSite | undefined {
  const file = path.join(build, "site.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as BuiltSite) : undefined;
}
