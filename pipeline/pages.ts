import { hasPage } from "../rules/exhibitions.ts";
import { everyWork, workLists } from "../rules/lists.ts";
import { sitePages } from "../rules/pages.ts";
import { seriesOf } from "../rules/series.ts";
import type { Content } from "./load.ts";

/** Every page `content` makes (rules/pages.ts's sitePages): the prerender's and the servers' list. */
export const contentPages = (content: Content) =>
  sitePages(
    workLists(content),
    content.cv.exhibitions.filter(hasPage),
    seriesOf(everyWork(content.works)),
    content.rooms,
  );
