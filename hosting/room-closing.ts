import { roomClosedPage } from "../rules/pages.ts";
import { isClosed, roomsPrefix } from "../rules/rooms.ts";

// A room closes on its day on every host, built or not since: `npm start` by build/site.json's
// closing days, nginx by a date pattern in its include (host-files.ts), and the static hosts by a
// function at their edge in front of /rooms/* (functions/rooms/_middleware.ts on Cloudflare Pages,
// netlify/edge-functions/rooms.ts on Netlify), which reads the day from the room's own page: no
// file of theirs lists the rooms. Web APIs alone: it runs in Node, workerd and Deno.

/** The day a room's page says it closes (its main element's data-closes), if it says one. */
export const closingDayOf = (html: string) =>
  /<main\b[^>]*\sdata-closes="(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1];

/** Today, year-month-day in UTC, as the build counts a room's closing day. */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * The edge's answer at `url`, given the host's own (`answer`) and a way to fetch the site's files:
 * a room's page or list whose page says it has closed by `day` is gone (410), with the page of a
 * closed room; anything else is the host's answer as it was.
 */
export async function roomAnswer(
  url: URL,
  answer: Response,
  fetchFile: (path: string) => Promise<Response>,
  day: string = today(),
): Promise<Response> {
  const [, key, list] = new RegExp(`^${roomsPrefix}([a-z0-9]+)(\\.pdf)?$`).exec(url.pathname) ?? [];
  if (!key || key === roomClosedPage.path.slice(roomsPrefix.length) || answer.status !== 200) return answer;
  const page = list ? await fetchFile(`${roomsPrefix}${key}`) : answer.clone();
  // Fetched through the edge (Netlify's fetch), a closed room's page already answers 410.
  const closes = page.ok ? closingDayOf(await page.text()) : undefined;
  if (page.status !== 410 && !isClosed({ closes }, day)) return answer;
  const closed = await fetchFile(roomClosedPage.path);
  return new Response(closed.body, { status: 410, statusText: "Gone", headers: closed.headers });
}
