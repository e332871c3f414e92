import { hasPage } from "../rules/exhibitions.ts";
import { everyWork, workLists } from "../rules/lists.ts";
import { sitePages } from "../rules/pages.ts";
import { isClosed } from "../rules/rooms.ts";
import { seriesOf } from "../rules/series.ts";
import { buildDay } from "./build-day.ts";
import type { Content } from "./load.ts";

/**
 * Every page `content` makes on `day` (rules/pages.ts's sitePages): the prerender's and the
 * servers' list. A room that has closed by then has no page of its own.
 */
export const contentPages = (content: Content, day: string = buildDay()) =>
  sitePages(workLists(content), content.cv.exhibitions.filter(hasPage), seriesOf(everyWork(content.works)), {
    open: content.rooms.filter((room) => !isClosed(room, day)),
    any: content.rooms.length > 0,
  });
