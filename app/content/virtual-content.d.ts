// Types of the module made by vite/content-plugin.ts from content/*.yaml.
declare module "virtual:content" {
  export const site: import("./schema").Site;
  export const cv: import("./schema").Cv;
  export const gallery: import("./schema").GalleryWork[];
  export const available: import("./schema").AvailableWork[];
}
