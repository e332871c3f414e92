// The modules pipeline/content-modules.ts makes from content/*.yaml; their shapes are
// pipeline/content-types.ts's ContentModules.
type Exports = import("../../pipeline/content-types").ContentModules;
declare module "virtual:content/site" {
  export const site: Exports["site"]["site"];
}
declare module "virtual:content/cv" {
  export const cv: Exports["cv"]["cv"];
}
declare module "virtual:content/gallery" {
  export const gallery: Exports["gallery"]["gallery"];
}
declare module "virtual:content/available" {
  export const available: Exports["available"]["available"];
}
declare module "virtual:content/share" {
  export const share: Exports["share"]["share"];
}
declare module "virtual:content/home" {
  export const homeContent: Exports["home"]["homeContent"];
}
declare module "virtual:content/career" {
  export const career: Exports["career"]["career"];
}
