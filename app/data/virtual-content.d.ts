// The modules pipeline/content-modules.ts makes from content/, typed as content-types.ts says.
declare module "virtual:content/site" {
  /** site.yaml as every page names it: Home's biography and the portrait are Home's loader's. */
  export const site: import("../../pipeline/content-types").Site;
  /** The lists with no work to show, whose pages leave the top bar and the sitemap (rules/pages.ts). */
  export const emptyLists: readonly ("gallery" | "available")[];
}
declare module "virtual:content/photographs" {
  type Module = import("../../pipeline/content-types").PhotographsModule;
  /** Every photograph's files, colours and zoom, by its path in content/images. */
  export const photographs: Module["photographs"];
  /** Each page's share image, and each open room's words and size. */
  export const shareImages: Module["shareImages"];
}
