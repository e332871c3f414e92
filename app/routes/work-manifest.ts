import { pageSite } from "../data/catalogue.server";
import { workInList } from "../data/works.server";
import { workManifest } from "../lib/iiif";
import type { Route } from "./+types/work-manifest";

/** A work's IIIF Presentation 3 manifest, prerendered to /works/<slug>/manifest.json. */
export function loader({ params }: Route.LoaderArgs) {
  return Response.json(workManifest(pageSite(), workInList(params.slug).work));
}
