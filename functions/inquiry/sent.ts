// Cloudflare Pages runs this for the inquiry form's posts to /inquiry/sent (its Functions, from
// this folder; a GET is the thank-you page's file): the submission is checked as `npm start`
// checks it (hosting/inquiry-answer.ts) and kept in the D1 database bound as INQUIRIES, where the
// artist reads it in Cloudflare's dashboard (docs/hosting.md). Pages Functions cannot send e-mail;
// without the database the visitor is shown her message, with the artist's e-mail holding it.
import {
  answerInquiry,
  fromAnotherSite,
  inquiriesTable,
  isInquiryType,
  keepInquiry,
  unsentPage,
} from "../../hosting/inquiry-answer.ts";
import { inquiryOf, largestInquiry } from "../../rules/inquiry.ts";
import { inquiryUnsentPage } from "../../rules/pages.ts";

/** The little of Cloudflare D1's API this needs. */
type Database = {
  prepare(query: string): { bind(...values: string[]): { run(): Promise<unknown> } };
};

/** What Cloudflare Pages gives a function: the request, and its bindings. */
type Context = {
  request: Request;
  env: { ASSETS: { fetch: (url: URL) => Promise<Response> }; INQUIRIES?: Database };
};

export const onRequestPost = async ({ request, env }: Context) => {
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
  const answer = await answerInquiry(
    body,
    async (inquiry) => {
      if (!env.INQUIRIES) throw new Error("No D1 database is bound as INQUIRIES (docs/hosting.md)");
      await env.INQUIRIES.prepare(inquiriesTable).bind().run();
      await env.INQUIRIES.prepare(keepInquiry.sql)
        .bind(...keepInquiry.values(inquiry))
        .run();
    },
    template,
  );
  // Cloudflare's log of the function (wrangler pages deployment tail) says why one was not kept.
  if (answer.failure) console.error(answer.failure);
  if (answer.location) {
    headers.set("Location", answer.location);
    headers.delete("Content-Type");
    return new Response(null, { status: 303, headers });
  }
  return html(answer.status, answer.html ?? "");
};
