import * as siteModule from "virtual:content/site";
import { contentOf } from "./content-module";

/** site.yaml as every page names it (but Home's biography and the portrait, which are Home's). */
export const site = contentOf<"site">(siteModule);
