import { mailto } from "./mailto.ts";
import { visibleLine, visibleLines } from "./visible-text.ts";

// The inquiry form's rules, one set for the page that shows it, every server that takes it
// (hosting/inquiries.ts for `npm start`, functions/inquiry/sent.ts on Cloudflare Pages) and the
// tests: its fields, their limits, and what a submission must be to reach the artist.

/** The form, as every host knows it: Netlify Forms by its name, the servers by its address. */
export const inquiryForm = {
  /** Netlify Forms' name for it (its `form-name` field). */
  name: "inquiry",
  /** Where it posts; the same address answers GET with the thank-you page. */
  action: "/inquiry/sent",
  /** A field no person sees or fills: a submission that fills it is a robot's. */
  honeypot: "bot-field",
  /** Milliseconds from the page's script coming (her first intent brought it) to her sending, where it came. */
  took: "took",
} as const;

/** Each field the visitor (or the page) fills, with its most characters. */
export const inquiryFields = {
  name: { label: "Your name", longest: 200, required: true },
  email: { label: "Your e-mail", longest: 254, required: true },
  message: { label: "Message", longest: 5000, required: true },
  /** The work asked about, as the page names it: "Night Studio" (2025), no. ME-2025-014. */
  work: { label: "Work", longest: 400, required: false },
  /** The viewing room it was asked from. */
  room: { label: "Viewing room", longest: 200, required: false },
} as const;

export type InquiryField = keyof typeof inquiryFields;
export type Inquiry = Record<InquiryField, string>;

/**
 * The most bytes a submission may have, in whole KB: every field at its longest in the longest
 * characters (4 bytes in UTF-8, 12 as a form encodes them, as an emoji is), and 1 KB for the
 * form's own fields.
 */
export const largestInquiry =
  Math.ceil(
    (Object.values(inquiryFields).reduce((sum, field) => sum + field.longest, 0) * 12 + 1024) / 1024,
  ) * 1024;

/** Sent sooner than this after the page's script came, a submission is a robot's. */
export const quickestHumanMs = 3000;

/**
 * Whether a submission's time (its `took` field) is a person's: none at all (no field, or empty:
 * the page's script never came, and there is no time to judge by), or what the page's script
 * writes, whole milliseconds in digits alone, of at least quickestHumanMs. Anything else (`-1`,
 * `abc`, `1e9`, ` 5000 `) was not written by the page, and is judged as too quick.
 */
const tookLikeAPerson = (took: unknown) =>
  took === null ||
  took === "" ||
  (typeof took === "string" && /^\d+$/.test(took) && Number(took) >= quickestHumanMs);

/**
 * A valid e-mail address as browsers check `type="email"` (the HTML standard's own pattern), so
 * that a server refuses exactly what a browser would have stopped.
 */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** What a submission comes to. */
export type Checked =
  /** Everything is there: it goes to the artist. */
  | { outcome: "taken"; inquiry: Inquiry }
  /** Something to change, each problem saying what, with what the visitor wrote. */
  | { outcome: "refused"; problems: { field: InquiryField; says: string }[]; inquiry: Inquiry }
  /** A robot's: answered as if taken, and kept nowhere. */
  | { outcome: "ignored" };

/** A posted form's fields (URLSearchParams, FormData), each trimmed. */
type Posted = { get(name: string): unknown };
const fieldOf = (form: Posted, name: string) => {
  const given = form.get(name);
  return typeof given === "string" ? given.trim() : "";
};
const fieldNames = Object.keys(inquiryFields) as InquiryField[];

/** The inquiry a form holds, as written. */
export const inquiryOf = (form: Posted) =>
  Object.fromEntries(fieldNames.map((name) => [name, fieldOf(form, name)])) as Inquiry;

/** Checks a posted form's fields. */
export function checkInquiry(form: Posted): Checked {
  if (fieldOf(form, inquiryForm.honeypot) !== "") return { outcome: "ignored" };
  if (!tookLikeAPerson(form.get(inquiryForm.took))) return { outcome: "ignored" };

  const inquiry = inquiryOf(form);
  const problems = fieldNames.flatMap((field) => {
    const { label, longest, required } = inquiryFields[field];
    const given = inquiry[field];
    if (required && given === "") return [{ field, says: `${label} is missing: please fill it in.` }];
    if ([...given].length > longest) {
      return [{ field, says: `${label} is too long: at most ${longest.toLocaleString("en")} characters.` }];
    }
    if (field === "email" && !emailPattern.test(given)) {
      return [{ field, says: `${label} is not an e-mail address: write it as name@example.com.` }];
    }
    return [];
  });
  return problems.length > 0 ? { outcome: "refused", problems, inquiry } : { outcome: "taken", inquiry };
}

/** The element of the page of an inquiry not sent (inquiryUnsentPage) where a server says why. */
export const inquiryAnswerSlot = "inquiry-answer";

/** The id of a page's inquiry form: a card's Inquire leads to it (`/works/<slug>#inquire`). */
export const inquiryAnchor = "inquire";

/** The id of a viewing room's form about one of its works: its card's Inquire leads to it (`#inquire-<slug>`). */
export const workInquiryAnchor = (work: { slug: string }) => `${inquiryAnchor}-${work.slug}`;

/** How the page names a work in the form: "Night Studio" (2025), no. ME-2025-014. */
export const workAskedAbout = (work: { title: string; year: string; ref?: string | undefined }) =>
  `"${work.title}" (${work.year})${work.ref ? `, no. ${work.ref}` : ""}`;

/** What an inquiry is about: the work and the room, where it names them. */
const aboutOf = (inquiry: Inquiry) =>
  [inquiry.work, inquiry.room && `in the viewing room "${inquiry.room}"`].filter(Boolean).join(", ");

/** What marks each line of a visitor's message, wherever the artist reads it. */
export const messageMark = "| ";

/**
 * An inquiry as the artist reads it, in her e-mail and in `npm run inquiries`, every field shown
 * as text (rules/visible-text.ts): who wrote and about what, one line each (no line break of a
 * field's can start another), then the lines of the message, each after messageMark. No line a
 * visitor wrote can start where the frame's own lines do, so none can pass for one of them.
 */
export function inquiryAsRead(inquiry: Inquiry) {
  const name = visibleLine(inquiry.name);
  const work = visibleLine(inquiry.work);
  const room = visibleLine(inquiry.room);
  return {
    name,
    about: aboutOf({ ...inquiry, work, room }),
    heading: [
      `From: ${name} <${visibleLine(inquiry.email)}>`,
      ...(work ? [`Work: ${work}`] : []),
      ...(room ? [`Viewing room: ${room}`] : []),
    ],
    message: visibleLines(inquiry.message),
  };
}

/** The e-mail an inquiry becomes, to the artist: its subject, and its text as she reads it. */
export function inquiryEmail(inquiry: Inquiry) {
  const { name, about, heading, message } = inquiryAsRead(inquiry);
  return {
    subject: `Inquiry from ${name}${about ? ` about ${about}` : ""}`,
    text: [...heading, "", ...message.map((line) => `${messageMark}${line}`)].join("\n"),
  };
}

/**
 * The visitor's own message as an e-mail from her mail app: what a host that could not take the
 * form offers her, so that nothing she wrote is lost.
 */
export function inquiryAsMailto(artistEmail: string, inquiry: Inquiry) {
  const about = aboutOf(inquiry);
  return mailto(artistEmail, {
    subject: about ? `Inquiry about ${about}` : "Inquiry",
    body: inquiry.message,
  });
}
