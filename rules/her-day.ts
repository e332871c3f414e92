// Her day: the days a room's and an exhibition's pages name are days where she lives (site.yaml's
// timeZone, an IANA name). The build turns a day's end into an instant once, here, so that every
// host decides by that instant alone and needs no zone. Pure: Intl alone, in Node, workerd and Deno.

/** The zone of a site whose site.yaml names none. */
export const defaultTimeZone = "UTC";

/** Every zone she may name: the IANA names this runtime knows, and UTC. */
export const timeZones: readonly string[] = [defaultTimeZone, ...Intl.supportedValuesOf("timeZone")];

const formats = new Map<string, Intl.DateTimeFormat>();

/** The day, year-month-day, that `moment` (milliseconds since 1970) falls on in `timeZone`. */
export function dayIn(moment: number, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formats.set(timeZone, format);
  }
  const part = (type: string) => format.formatToParts(moment).find((one) => one.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

const minute = 60_000;

/**
 * The instant `day` (year-month-day) ends in `timeZone`: the first minute of the next day there,
 * in milliseconds since 1970. Searched for, minute by minute, so that a day 23 or 25 hours long,
 * or one whose midnight a change of clocks skips, ends when it does there.
 */
export function dayEnd(day: string, timeZone: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date + 1);
  // Every zone's midnight is within 15 hours of UTC's (from UTC-12 to UTC+14).
  let low = utcMidnight / minute - 15 * 60;
  let high = utcMidnight / minute + 15 * 60;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (dayIn(middle * minute, timeZone) > day) high = middle;
    else low = middle + 1;
  }
  return low * minute;
}

/** An instant as the room's page and build/site.json carry it: "2026-12-20T13:00:00Z". */
export const instantText = (moment: number) => new Date(moment).toISOString().replace(".000Z", "Z");

/** An instant that instantText wrote, in milliseconds since 1970; undefined for any other text. */
export function instantOf(text: string | undefined): number | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/.test(text)) return undefined;
  const moment = Date.parse(text);
  return Number.isNaN(moment) ? undefined : moment;
}

const times = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant (milliseconds, or as the stores keep it, "2026-12-20T13:30:00.000Z") as she reads it,
 * in her zone and naming it: "21 December 2026 at 00:30 UTC+11 (Australia/Sydney)"; in UTC, for a
 * site that names no zone, "20 December 2026 at 13:30 UTC".
 */
export function timeIn(moment: number | string, timeZone: string = defaultTimeZone): string {
  let format = times.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "shortOffset",
    });
    times.set(timeZone, format);
  }
  const parts = format.formatToParts(typeof moment === "string" ? Date.parse(moment) : moment);
  const part = (type: string) => parts.find((one) => one.type === type)?.value ?? "";
  // Intl names the offset from GMT; her site's words, and the hosts', say UTC.
  const offset = part("timeZoneName").replace(/^GMT/, "UTC");
  const text = `${part("day")} ${part("month")} ${part("year")} at ${part("hour")}:${part("minute")} ${offset}`;
  return timeZone === defaultTimeZone ? text : `${text} (${timeZone})`;
}
