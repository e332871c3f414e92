import * as cvModule from "virtual:content/cv";
import * as homeModule from "virtual:content/home";
import { contentOf } from "./content-module";

/** cv.yaml, which Home shows. */
export const cv = contentOf<"cv">(cvModule);
/** What Home alone shows: its featured and recent works, the biography and the portrait. */
export const homeContent = contentOf<"home">(homeModule);
