// The module pipeline/content-modules.ts makes from content/, typed as content-types.ts says.
declare module "virtual:content/photographs" {
  type Module = import("../../pipeline/content-types").PhotographsModule;
  /** Every photograph's files, colours and zoom, by its path in content/images. */
  export const photographs: Module["photographs"];
  /** Each page's share image, and each open room's words and size. */
  export const shareImages: Module["shareImages"];
}
