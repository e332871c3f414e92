// Types of the modules made by vite/content-plugin.ts from content/*.yaml.
declare module "virtual:content/site" {
  export const site: import("./schema").Site;
}
declare module "virtual:content/cv" {
  export const cv: import("./schema").Cv;
}
declare module "virtual:content/gallery" {
  /** The Gallery page's works: its own, then any sold works moved to it (site.yaml). */
  export const gallery: import("./schema").Artwork[];
}
declare module "virtual:content/available" {
  export const available: import("./schema").AvailableWork[];
}
declare module "virtual:content/share" {
  export const share: import("./schema").ShareImages;
}
declare module "virtual:content/home" {
  /**
   * What Home alone shows: its featured work and three recent works (site.yaml's featuredWork
   * and recentWorks), the biography and the portrait.
   */
  export const homeContent: {
    featured: import("./schema").GalleryWork;
    recent: import("./schema").GalleryWork[];
    biography: string[];
    portrait: import("./schema").Portrait;
  };
}
