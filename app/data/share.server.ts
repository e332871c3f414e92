import * as shareModule from "virtual:content/share";
import { contentOf } from "./content-module";

/** Each page's share image (og:image), read by the pages' tags at build time. */
export const share = contentOf<"share">(shareModule);
