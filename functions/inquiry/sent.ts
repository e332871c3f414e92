// Cloudflare Pages runs this for the inquiry form's posts to /inquiry/sent (its Functions, from
// this folder; a GET is the thank-you page's file): the submission is checked as `npm start`
// checks it (hosting/inquiry-answer.ts) and kept in the D1 database bound as INQUIRIES, where the
// artist reads it in Cloudflare's dashboard (docs/hosting.md), and sent to her phone where
// NOTICE_URL is given (hosting/pages-notice.ts: Pages Functions cannot send e-mail). Without the
// database the visitor is shown her message, with the artist's e-mail holding it.
import {
  answerInquiry,
  fromAnotherSite,
  inquiriesPerAddress,
  inquiriesTable,
  isInquiryType,
  keepInquiry,
  senderOf,
  unsentPage,
} from "../../hosting/inquiry-answer.ts";
import { inquiryNotice, sendNotice } from "../../hosting/pages-notice.ts";
import { type Inquiry, inquiryOf, largestInquiry } from "../../rules/inquiry.ts";
import { inquiryUnsentPage } from "../../rules/pages.ts";

/** The little of Cloudflare D1's API this needs. */
type InsertStatement = { run(): Promise<{ meta: { changes: number } }> };
type Database = {
  prepare(query: string): { bind(...values: (string | number)[]): InsertStatement };
  batch(statements: InsertStatement[]): Promise<{ meta: { changes: number } }[]>;
};

/** What Cloudflare Pages gives a function: the request, its bindings, and work after the answer. */
type InquiryContext = {
  request: Request;
  env: { ASSETS: { fetch: (url: URL) => Promise<Response> }; INQUIRIES?: Database; NOTICE_URL?: string };
  waitUntil: (work: Promise<unknown>) => void;
};

/**
 * Whether the visitor at `address` (Cloudflare's CF-Connecting-IP) may send now, as npm start
 * counts (inquiriesPerAddress), and counted if she may. Each post is a row of the D1 database's
 * inquiry_senders: a hash of her address (hosting/inquiry-answer.ts, senderOf), never the address,
 * and the time. Each post first forgets the rows older than the limit's minutes; one statement
 * counts and adds, so two posts at once cannot both slip under it.
 */
async function mayStillSend(db: Database, address: string, now = Date.now()) {
  const { most, minutes } = inquiriesPerAddress;
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`inquiry ${senderOf(address)}`),
  );
  const sender = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  const [, , , added] = await db.batch([
    db
      .prepare("CREATE TABLE IF NOT EXISTS inquiry_senders (sender TEXT NOT NULL, sent INTEGER NOT NULL)")
      .bind(),
    db.prepare("CREATE INDEX IF NOT EXISTS inquiry_senders_by_sender ON inquiry_senders (sender)").bind(),
    db.prepare("DELETE FROM inquiry_senders WHERE sent <= ?").bind(now - minutes * 60_000),
    db
      .prepare(
        "INSERT INTO inquiry_senders (sender, sent) SELECT ?1, ?2 WHERE (SELECT COUNT(*) FROM inquiry_senders WHERE sender = ?1) < ?3",
      )
      .bind(sender, now, most),
  ]);
  return added?.meta.changes === 1;
}

export const onRequestPost = async (context: InquiryContext) => {
  const { request, env } = context;
  // The page of a message not sent, whose headers (the site's, from _headers, which a function's
  // own answers do not get) every answer here takes.
  const page = await env.ASSETS.fetch(new URL(inquiryUnsentPage.path, request.url));
  const headers = new Headers(page.headers);
  for (const name of ["Content-Length", "Content-Encoding", "ETag", "Last-Modified"]) headers.delete(name);
  headers.set("Cache-Control", "no-store");
  const template = () => page.clone().text();
  const html = (status: number, body: string) => new Response(body, { status, headers });

  // As npm start: a body of another type than the form's is refused unread.
  if (!isInquiryType(request.headers.get("Content-Type"))) {
    headers.set("Content-Type", "text/plain; charset=utf-8");
    return new Response("Bad request", { status: 415, headers });
  }
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  const body = declared > largestInquiry ? "" : await request.text();
  if (declared > largestInquiry || new TextEncoder().encode(body).length > largestInquiry) {
    return html(413, unsentPage(await template(), { why: "too large" }));
  }
  if (fromAnotherSite((name) => request.headers.get(name), new URL(request.url).host)) {
    const inquiry = inquiryOf(new URLSearchParams(body));
    return html(403, unsentPage(await template(), { why: "another site", inquiry }));
  }
  // Counted where it can be: without the database nothing is kept, and she is shown her message.
  const address = request.headers.get("CF-Connecting-IP") ?? "";
  const allowed = env.INQUIRIES
    ? await mayStillSend(env.INQUIRIES, address).catch((error: unknown) => {
        // Not counted, but not refused: keeping it will fail as well, and show her message.
        console.error(error);
        return true;
      })
    : true;
  if (!allowed) {
    return html(429, unsentPage(await template(), { why: "too many" }));
  }
  let kept: Inquiry | undefined;
  const answer = await answerInquiry(
    body,
    async (inquiry) => {
      if (!env.INQUIRIES) throw new Error("No D1 database is bound as INQUIRIES (docs/hosting.md)");
      await env.INQUIRIES.prepare(inquiriesTable).bind().run();
      await env.INQUIRIES.prepare(keepInquiry.sql)
        .bind(...keepInquiry.values(inquiry))
        .run();
      kept = inquiry;
    },
    template,
  );
  // Told to her once it is kept, after the visitor is answered.
  if (kept) {
    context.waitUntil(
      sendNotice(env.NOTICE_URL, inquiryNotice(kept)).catch((error: unknown) => console.error(error)),
    );
  }
  // Cloudflare's log of the function (wrangler pages deployment tail) says why one was not kept.
  if (answer.failure) console.error(answer.failure);
  if (answer.location) {
    headers.set("Location", answer.location);
    headers.delete("Content-Type");
    return new Response(null, { status: 303, headers });
  }
  return html(answer.status, answer.html ?? "");
};
