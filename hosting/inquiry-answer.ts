import { escapeXml } from "../rules/escape-xml.ts";
import {
  type Checked,
  checkInquiry,
  type Inquiry,
  inquiryAnswerSlot,
  inquiryAsMailto,
} from "../rules/inquiry.ts";
import { inquirySentPage } from "../rules/pages.ts";

// What a server answers the inquiry form, on `npm start` (hosting/inquiries.ts) and on Cloudflare
// Pages (functions/inquiry/sent.ts): Web APIs alone, so that it runs in Node and workerd.

/** The table of inquiries, as `npm start` (SQLite) and Cloudflare Pages (D1) keep them. */
export const inquiriesTable = `CREATE TABLE IF NOT EXISTS inquiries (
  id INTEGER PRIMARY KEY, received TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL,
  message TEXT NOT NULL, work TEXT NOT NULL, room TEXT NOT NULL, mailed TEXT, read TEXT)`;

/** An inquiry kept in that table, with the time it came: its values, in order. */
export const keepInquiry = {
  sql: "INSERT INTO inquiries (received, name, email, message, work, room) VALUES (?, ?, ?, ?, ?, ?)",
  values: (inquiry: Inquiry, received = new Date()) =>
    [
      received.toISOString(),
      inquiry.name,
      inquiry.email,
      inquiry.message,
      inquiry.work,
      inquiry.room,
    ] as const,
};

/**
 * The one type of body the form is posted as, by its page's script (URLSearchParams) and without
 * script alike: a post of any other is refused (415) unread.
 */
export const inquiryType = "application/x-www-form-urlencoded";

/** Whether a request's Content-Type is the form's, whatever its parameters (`;charset=UTF-8`). */
export const isInquiryType = (contentType: string | null | undefined) =>
  (contentType ?? "").split(";")[0]?.trim().toLowerCase() === inquiryType;

/** At most this many submissions from one address in so many minutes, on every host that counts them. */
export const inquiriesPerAddress = { most: 5, minutes: 10 } as const;

/**
 * Whom a limit per address counts: an IPv4 address as it is, an IPv6 address by its /64 (the
 * network of one home or phone, whose every address its owner can send from).
 */
export function senderOf(address: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] ?? address;
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.replace(/%.*$/, "").toLowerCase().split("::");
  const groups = head ? head.split(":") : [];
  if (tail !== undefined) {
    const rest = tail ? tail.split(":") : [];
    groups.push(...Array<string>(Math.max(8 - groups.length - rest.length, 0)).fill("0"), ...rest);
  }
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * Whether a post to the form came from a page of another site, as the visitor's browser says:
 * its Sec-Fetch-Site, `cross-site` or `same-site` (another site under the same domain is not
 * hers), or, from a browser too old to send that, an Origin other than the request's own `host`.
 * A post with neither (an old browser's, a program's) or one she started herself (`none`) is hers.
 * The scheme is not compared: behind a proxy that ends TLS, the server cannot know it.
 */
export function fromAnotherSite(header: (name: string) => string | null | undefined, host: string) {
  const fetchSite = header("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = header("origin");
  if (!origin) return false;
  return !URL.canParse(origin) || new URL(origin).host !== host.toLowerCase();
}

/** Why a submission was not taken, as the visitor reads it. */
export type Unsent =
  | { why: "refused"; problems: readonly string[]; inquiry: Inquiry }
  | { why: "too large" }
  | { why: "too many" }
  | { why: "another site"; inquiry: Inquiry }
  | { why: "not kept"; inquiry: Inquiry };

/** The slot of the prerendered page of an inquiry not sent (routes/inquiry-unsent.tsx). */
const slot = new RegExp(`<div id="${inquiryAnswerSlot}" data-to="([^"]*)"></div>`);

/**
 * The page of an inquiry not sent, `page` being the prerendered one: why, and what she wrote,
 * with her mail app's e-mail holding it, so that nothing she wrote is lost.
 */
export function unsentPage(page: string, unsent: Unsent): string {
  const match = slot.exec(page);
  if (!match) throw new Error(`The page of an inquiry not sent has no element #${inquiryAnswerSlot}`);
  const to = (match[1] ?? "").replace(/&amp;/g, "&");
  const reasons: Record<Unsent["why"], string> = {
    refused: "Something in the form needs changing:",
    "too large": "The message is longer than this site can take. Please shorten it and send it again.",
    "too many":
      "This site has had many messages from your connection in the last minutes. Please try again later.",
    "another site":
      "This site takes messages from its own pages only, and this one was sent from another website.",
    "not kept": "The site could not keep your message just now.",
  };
  const problems = unsent.why === "refused" ? unsent.problems : [];
  const inquiry = "inquiry" in unsent ? unsent.inquiry : undefined;
  const answer = [
    `<p>${escapeXml(reasons[unsent.why])}</p>`,
    problems.length > 0
      ? `<ul class="list-disc pl-6">${problems.map((problem) => `<li>${escapeXml(problem)}</li>`).join("")}</ul>`
      : "",
    inquiry?.message
      ? `<p>What you wrote:</p><blockquote class="border-l-2 border-rule pl-4 whitespace-pre-wrap">${escapeXml(inquiry.message)}</blockquote>` +
        `<p><a href="${escapeXml(inquiryAsMailto(to, inquiry))}" class="underline underline-offset-4">Send it from your e-mail app</a> (it opens with your message in it), or go back to the form and send it again.</p>`
      : "",
  ].join("");
  return page.replace(
    slot,
    () => `<div id="${inquiryAnswerSlot}" class="flex flex-col gap-4">${answer}</div>`,
  );
}

/** What a server does with a checked submission it takes: keeps it, or throws. */
export type Keep = (inquiry: Inquiry) => Promise<void>;

/**
 * A server's answer to the form's POST: `body` is the request's, as text (a server refuses one
 * larger than largestInquiry before reading it). A taken inquiry is kept before the
 * answer, which is then the thank-you page (303: a reload does not send it again); a robot's is
 * answered the same and kept nowhere. One it could not keep is shown to the visitor, and why it
 * could not is the server's to log (`failure`).
 */
export async function answerInquiry(
  body: string,
  keep: Keep,
  unsentTemplate: () => Promise<string>,
): Promise<{ status: number; location?: string; html?: string; checked: Checked; failure?: unknown }> {
  const checked = checkInquiry(new URLSearchParams(body));
  if (checked.outcome === "refused") {
    const problems = checked.problems.map((problem) => problem.says);
    return {
      status: 400,
      html: unsentPage(await unsentTemplate(), { why: "refused", problems, inquiry: checked.inquiry }),
      checked,
    };
  }
  if (checked.outcome === "taken") {
    try {
      await keep(checked.inquiry);
    } catch (failure) {
      return {
        status: 503,
        html: unsentPage(await unsentTemplate(), { why: "not kept", inquiry: checked.inquiry }),
        checked,
        failure,
      };
    }
  }
  return { status: 303, location: inquirySentPage.path, checked };
}
