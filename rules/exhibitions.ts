import { slugify } from "./slug.ts";

// Exhibitions: which have a page of their own, their addresses, and how their days read.

/** What makes an exhibition more than a line of the CV: text, works or installation photographs. */
type ExhibitionFields = {
  text?: readonly unknown[] | undefined;
  works?: readonly unknown[] | undefined;
  views?: readonly unknown[] | undefined;
};

/** An exhibition with text, works or installation photographs has a page; one with none is a CV line. */
export const hasPage = (exhibition: ExhibitionFields) =>
  [exhibition.text, exhibition.works, exhibition.views].some((part) => (part?.length ?? 0) > 0);

/** An exhibition's address: its slug, or one made from its title, or (for a title in another script) its year. */
export const exhibitionSlug = (exhibition: { title: string; year: string; slug?: string | undefined }) =>
  exhibition.slug ?? (slugify(exhibition.title) || `exhibition-${exhibition.year}`);

export const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A day written year-month-day (2025-03-12) as its parts, or null if it is no day of the calendar. */
export function parseDay(text: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? { year, month, day }
    : null;
}

/**
 * When an exhibition was on, as a visitor reads it: "12 March – 5 April 2025", "12–30 March 2025",
 * "28 December 2025 – 10 January 2026", "12 March 2025" (an opening alone), "Until 5 April 2025"
 * (a closing alone), or the year.
 */
export function exhibitionDates({ year, opens, closes }: { year: string; opens?: string; closes?: string }) {
  const start = opens ? parseDay(opens) : null;
  const end = closes ? parseDay(closes) : null;
  const day = (date: { day: number; month: number }) => `${date.day} ${months[date.month - 1]}`;
  if (!start) return end ? `Until ${day(end)} ${end.year}` : year;
  if (!end || closes === opens) return `${day(start)} ${start.year}`;
  if (start.year !== end.year) return `${day(start)} ${start.year} – ${day(end)} ${end.year}`;
  if (start.month !== end.month) return `${day(start)} – ${day(end)} ${end.year}`;
  return `${start.day}–${day(end)} ${end.year}`;
}
