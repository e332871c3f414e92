import type { HomeContent } from "../../pipeline/content-types";
import type { CvOutput } from "../../pipeline/schema";
import { siteCatalogue } from "./catalogue.server";
import { pictured, pictureOf } from "./photographs.server";

/** What Home alone shows: its featured and recent works, the biography and the portrait; and cv.yaml. */
export function homeContent(): HomeContent & { cv: CvOutput } {
  const { home, site, cv } = siteCatalogue();
  return {
    featured: home.featured && pictured(home.featured, false),
    recent: home.recent.map((work) => pictured(work)),
    biography: site.home.biography,
    portrait: { ...site.artist.portrait, picture: pictureOf(site.artist.portrait.image) },
    cv,
  };
}
