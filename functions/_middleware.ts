// Cloudflare Pages runs this in front of its Functions' addresses (from this folder, at `wrangler
// pages deploy` and `wrangler pages dev`): _routes.json (hosting/host-files.ts's routesFile) sends
// it every address that may be a room's under some spelling, and the inquiry form's. A room closes
// on its day without a build (hosting/room-closing.ts). What an open room's guest did is recorded
// in the site's D1 database after she is answered (hosting/room-visits.ts), and a room's first
// opening is sent to the artist's phone where NOTICE_URL is given (hosting/pages-notice.ts).
import { type D1, d1VisitStore } from "../hosting/d1-visits.ts";
import { pageTitleOf, roomOpenedNotice, sendNotice } from "../hosting/pages-notice.ts";
import { normalisedPath, type OpenRoom, roomAnswer, roomKeyAt } from "../hosting/room-closing.ts";
import { bodyUpTo, recordVisit } from "../hosting/room-visits.ts";
import { roomPath } from "../rules/rooms.ts";
import { largestSeen, seenPath } from "../rules/visits.ts";

/** What Cloudflare Pages gives a function: the request, the answer behind it, its bindings. */
export type Context = {
  request: Request;
  next: () => Promise<Response>;
  env: {
    ASSETS: { fetch: (url: URL) => Promise<Response> };
    /** The site's D1 database (the publish workflow binds it): inquiries, and the rooms' visits. */
    INQUIRIES?: D1;
    /** Where her notices go: an ntfy topic's address, a Pages secret. */
    NOTICE_URL?: string;
  };
  /** Work that goes on after the answer, which it never delays. */
  waitUntil: (work: Promise<unknown>) => void;
};

export const onRequest = async (context: Context) => {
  const { request, next, env } = context;
  const { pathname } = new URL(request.url);
  const fetchFile = (path: string) => env.ASSETS.fetch(new URL(path, request.url));
  const key = roomKeyAt(pathname);
  // What a room's page posts of its viewer and zoom: its few bytes read now, if that is what it is.
  const seen =
    key && request.method === "POST" && normalisedPath(pathname) === seenPath({ key })
      ? await bodyUpTo(request, largestSeen)
      : undefined;
  const db = env.INQUIRIES;
  const open = ({ key, recordsVisits, works, timeZone }: OpenRoom) => {
    if (!recordsVisits || !db) return;
    const visit = {
      key,
      method: request.method,
      path: pathname,
      header: (name: string) => request.headers.get(name),
      address: request.headers.get("CF-Connecting-IP") ?? "",
      body: seen,
      works,
    };
    context.waitUntil(
      recordVisit(visit, d1VisitStore(db))
        .then(async (recorded) => {
          if (!recorded?.firstOpening || !env.NOTICE_URL) return;
          const page = await fetchFile(roomPath({ key }));
          const title = pageTitleOf(await page.text());
          await sendNotice(env.NOTICE_URL, roomOpenedNotice(title, recorded.visit, timeZone));
        })
        // Cloudflare's log of the function (wrangler pages deployment tail) says why one was not.
        .catch((error: unknown) => console.error(error)),
    );
  };
  return roomAnswer(request, next, fetchFile, Date.now(), open);
};
