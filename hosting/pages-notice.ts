import { defaultTimeZone, timeIn } from "../rules/her-day.ts";
import { type Inquiry, inquiryEmail } from "../rules/inquiry.ts";
import { visibleLine } from "../rules/visible-text.ts";
import type { Visit } from "../rules/visits.ts";

// What Cloudflare Pages tells the artist at once, of each inquiry and of each room's first
// opening: a push to her phone by ntfy (https://ntfy.sh, free, its app on Android and iOS), at the
// topic's address she gives the publish workflow as the NOTICE_URL secret, which it puts as the
// Pages project's secret of that name. A Pages Function has no way to send e-mail itself: the
// send_email binding is for Workers alone, from a domain of her own (docs/hosting.md).

/** What she is told: a title and its text, both as text that shows itself (rules/visible-text.ts). */
export type Notice = { title: string; text: string };

/** The most of a text ntfy shows as a message: a longer one it would make an attachment. */
export const noticeBytes = 3_500;

/** A text cut to noticeBytes of UTF-8, whole characters, saying so where it is cut. */
function cut(text: string) {
  const encoder = new TextEncoder();
  if (encoder.encode(text).length <= noticeBytes) return text;
  const more = "\n… (the rest in Cloudflare's dashboard)";
  let kept = "";
  for (const character of text) {
    if (encoder.encode(kept + character + more).length > noticeBytes) break;
    kept += character;
  }
  return kept + more;
}

/**
 * The post that gives ntfy a notice at `url` (a topic's address, with its own query kept: an
 * access token there as `auth`): the text as the body, the title as the query's `title`, which
 * carries any script (a header of fetch cannot).
 */
export function noticeRequest(url: string, notice: Notice): Request {
  const address = new URL(url);
  address.searchParams.set("title", notice.title);
  return new Request(address, {
    method: "POST",
    headers: { "Content-Type": "text/plain; charset=utf-8" },
    body: cut(notice.text),
  });
}

/** Sends a notice where NOTICE_URL says, if it says; a failure is thrown for the caller's log. */
export async function sendNotice(
  url: string | undefined,
  notice: Notice,
  send: (request: Request) => Promise<Response> = fetch,
) {
  if (!url) return;
  const answer = await send(noticeRequest(url, notice));
  if (!answer.ok) throw new Error(`The notice was refused: ${answer.status} ${answer.statusText}`);
}

/**
 * An inquiry: who wrote and about what, as her e-mail's subject from `npm start` says it. Not the
 * message or the visitor's address, which stay in her database: ntfy's server need not hold them.
 */
export function inquiryNotice(inquiry: Inquiry): Notice {
  return {
    title: inquiryEmail(inquiry).subject,
    text: "The message, and the address to answer, are in your site's database: Cloudflare > Storage & databases > D1 > your site's database > inquiries.",
  };
}

/**
 * A room's first opening: its title (from its page), when (in her zone, from its page too), and
 * on what. Not its address, whose key opens it: ntfy's server and the topic's subscribers need
 * not hold it.
 */
export function roomOpenedNotice(roomTitle: string, visit: Visit, timeZone = defaultTimeZone): Notice {
  const title = visibleLine(roomTitle);
  const when = timeIn(visit.at, timeZone);
  return {
    title: `Your viewing room ${title} was opened`,
    text: `${title} was opened on a ${visit.device}, on ${when}.`,
  };
}

/** A page's title: its h1's text, else its title element's, with its markup and entities undone. */
export function pageTitleOf(html: string) {
  const found = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html) ?? /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
  return (found?.[1] ?? "")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith("#x") || name.startsWith("#X")
        ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
        : name.startsWith("#")
          ? String.fromCodePoint(Number(name.slice(1)))
          : (entities[name.toLowerCase()] ?? whole),
    )
    .replace(/\s+/g, " ")
    .trim();
}
