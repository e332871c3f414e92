import { unsentPage } from "../hosting/inquiry-answer.ts";
import { inquiryOf, largestInquiry } from "../rules/inquiry.ts";
import { inquiryUnsentPage } from "../rules/pages.ts";

// On Netlify, the inquiry form is taken by Netlify Forms once she has switched on its form
// detection and published again; until then Netlify answers the form's post with its page "not
// found". Netlify's edge function at the form's address (edge-functions/inquiry.ts) shows the
// visitor, in its place, what she wrote with her mail app's e-mail holding it (hosting/inquiry-answer.ts).

/**
 * The answer to a post of the inquiry form: Netlify's own (`next`) when it took it (a page or a
 * redirect), else the page of a message not sent, from the site's prerendered one (`fetchFile`).
 */
export async function inquiryAnswer(
  request: Request,
  next: () => Promise<Response>,
  fetchFile: (path: string) => Promise<Response>,
): Promise<Response> {
  // Kept before Netlify reads the post: its words, for the page of a message not sent.
  const copy = request.clone();
  const answer = await next();
  if (answer.status < 400) return answer;
  const body = await copy.text();
  if (body.length > largestInquiry) return answer;
  const template = await fetchFile(`/${inquiryUnsentPage.file}`);
  if (!template.ok) return answer;
  const html = unsentPage(await template.text(), {
    why: "not kept",
    inquiry: inquiryOf(new URLSearchParams(body)),
  });
  return new Response(html, {
    status: 503,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
