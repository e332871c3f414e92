// Types of the modules made by pipeline/content-modules.ts from content/*.yaml.
declare module "virtual:content/site" {
  export const site: import("../../pipeline/content-types").Site;
}
declare module "virtual:content/cv" {
  export const cv: import("../../pipeline/content-types").Cv;
}
declare module "virtual:content/gallery" {
  /** The Gallery page's works: its own, then any sold works moved to it (site.yaml). */
  export const gallery: import("../../pipeline/content-types").Artwork[];
}
declare module "virtual:content/available" {
  export const available: import("../../pipeline/content-types").AvailableWork[];
}
declare module "virtual:content/share" {
  export const share: import("../../pipeline/content-types").ShareImages;
}
declare module "virtual:content/home" {
  /**
   * What Home alone shows: its featured work and three recent works (site.yaml's featuredWork
   * and recentWorks), the biography and the portrait.
   */
  export const homeContent: {
    featured: import("../../pipeline/content-types").GalleryWork;
    recent: import("../../pipeline/content-types").GalleryWork[];
    biography: string[];
    portrait: import("../../pipeline/content-types").Portrait;
  };
}
