// The modules pipeline/content-modules.ts makes from content/: each is its data, as JSON, and the
// files it imports. app/data/content-module.ts reads them as content-types.ts's ContentModules.
declare module "virtual:content/*" {
  /** The photographs (and share images) the data names, by their place in this list. */
  export const files: readonly import("../../pipeline/content-types").ImportedFile[];
  /** The module's data: ContentModules[name] with each file named by its place in `files`. */
  export const data: unknown;
}
