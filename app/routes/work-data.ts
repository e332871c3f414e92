import { workInList } from "../content/works.server";
import type { ViewerWork } from "../lib/viewer-works";
import type { Route } from "./+types/work-data";

/**
 * A work's data for the viewer of a list's page that does not carry it (a work on another page
 * of the list, reached by Previous or Next), prerendered to /works/<slug>.json.
 */
export function loader({ params }: Route.LoaderArgs) {
  const { work, list, index, previous, next } = workInList(params.slug);
  const data: ViewerWork = {
    work,
    index,
    count: list.count,
    previous: previous?.slug ?? null,
    next: next?.slug ?? null,
  };
  return Response.json(data);
}
