// Types of the modules made by vite/content-plugin.ts from content/*.yaml.
declare module "virtual:content/site" {
  export const site: import("./schema").Site;
}
declare module "virtual:content/cv" {
  export const cv: import("./schema").Cv;
}
declare module "virtual:content/gallery" {
  export const gallery: import("./schema").GalleryWork[];
}
declare module "virtual:content/available" {
  export const available: import("./schema").AvailableWork[];
}
