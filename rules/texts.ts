import { months, parseDay } from "./exhibitions.ts";

// Texts and press (content/texts.yaml): the rules its page and the work pages share.

/** "12 March 2025": a text's day (year-month-day) as a visitor reads it. */
export function dayInWords(day: string) {
  const parsed = parseDay(day);
  return parsed ? `${parsed.day} ${months[parsed.month - 1]} ${parsed.year}` : day;
}

/** Newest first; texts of one day in the file's order. */
export const newestFirst = <Text extends { date: string }>(texts: readonly Text[]) =>
  texts.toSorted((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

/** Where a text is read: its https:// address, else its PDF, served from the site (/texts/review.pdf). */
export const textHref = (text: { link?: string | undefined; pdf?: string | undefined }) =>
  text.link ?? `/${text.pdf ?? ""}`;
