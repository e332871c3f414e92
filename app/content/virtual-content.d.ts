// Types of the modules made by vite/content-plugin.ts from content/*.yaml.
declare module "virtual:content/site" {
  export const site: import("../../pipeline/schema").Site;
}
declare module "virtual:content/cv" {
  export const cv: import("../../pipeline/schema").Cv;
}
declare module "virtual:content/gallery" {
  /** The Gallery page's works: its own, then any sold works moved to it (site.yaml). */
  export const gallery: import("../../pipeline/schema").Artwork[];
}
declare module "virtual:content/available" {
  export const available: import("../../pipeline/schema").AvailableWork[];
}
declare module "virtual:content/share" {
  export const share: import("../../pipeline/schema").ShareImages;
}
declare module "virtual:content/home" {
  /**
   * What Home alone shows: its featured work and three recent works (site.yaml's featuredWork
   * and recentWorks), the biography and the portrait.
   */
  export const homeContent: {
    featured: import("../../pipeline/schema").GalleryWork;
    recent: import("../../pipeline/schema").GalleryWork[];
    biography: string[];
    portrait: import("../../pipeline/schema").Portrait;
  };
}
