import { seriesPlace, workInList } from "../data/works.server";
import type { ViewerWork } from "../lib/viewer-works";
import type { Route } from "./+types/work-data";

/**
 * A work's data for the viewer of a page that does not carry it (a work on another page of the
 * list or series, reached by Previous or Next), prerendered to /works/<slug>.json.
 */
export function loader({ params }: Route.LoaderArgs) {
  const { work, list, index, previous, next } = workInList(params.slug);
  const data: ViewerWork = {
    work,
    index,
    count: list.count,
    previous: previous?.slug ?? null,
    next: next?.slug ?? null,
    inSeries: seriesPlace(work),
  };
  return Response.json(data);
}
