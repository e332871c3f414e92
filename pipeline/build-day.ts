import { dayIn, defaultTimeZone } from "../rules/her-day.ts";

/** Her time zone: site.yaml's timeZone, or UTC where it names none. */
export const zoneOf = (site: { timeZone?: string | undefined }) => site.timeZone ?? defaultTimeZone;

/**
 * Today, year-month-day, where she lives (`timeZone`): the day of the build, by which a viewing room
 * is open or has closed and a price list is dated; `day` (SITE_DAY) names another (a test's build of
 * a given day).
 */
export function buildDay(timeZone: string = defaultTimeZone, day = process.env.SITE_DAY): string {
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : dayIn(Date.now(), timeZone);
}

/** The build's one line for a site.yaml that names no time zone; `folder` is its content's. */
export function noTimeZoneWarning(site: { timeZone?: string | undefined }, folder = "content"): string[] {
  if (site.timeZone !== undefined) return [];
  return [
    `${folder}/site.yaml: names no timeZone: rooms close at the end of their closing day in UTC, and lists are dated by its day. Give yours, e.g. timeZone: Australia/Sydney.`,
  ];
}
