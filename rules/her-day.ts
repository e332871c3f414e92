// Her day: the days a room's and an exhibition's pages name are days where she lives (site.yaml's
// timeZone, an IANA name). The build turns a day's end into an instant once, here, so that every
// host decides by that instant alone and needs no zone. Pure: Intl alone, in Node, workerd and Deno.

/** The zone of a site whose site.yaml names none. */
export const defaultTimeZone = "UTC";

/**
 * The current IANA names of zones whose older names the runtime lists (its ICU keeps CLDR's:
 * Asia/Calcutta for Asia/Kolkata), from IANA's `backward` file: the names she knows her city by.
 */
const currentNames: Readonly<Record<string, string>> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

/**
 * Every zone she may name, as the editor offers them: UTC and the IANA names this runtime knows,
 * by their current names (Asia/Kolkata) and, for a file that has one, their older ones.
 */
export const timeZones: readonly string[] = [
  defaultTimeZone,
  ...[...new Set([...Intl.supportedValuesOf("timeZone"), ...Object.values(currentNames)])].sort(),
];

/** Whether `zone` names a zone this runtime knows: an IANA name, current or older (Asia/Kolkata, Asia/Calcutta), or UTC. */
export function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A format by its zone, made once: making one is slow, using it is not. */
function formatIn(
  formats: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  make: () => Intl.DateTimeFormat,
) {
  const format = formats.get(timeZone) ?? make();
  formats.set(timeZone, format);
  return format;
}

const days = new Map<string, Intl.DateTimeFormat>();

/** The day, year-month-day, that `moment` (milliseconds since 1970) falls on in `timeZone`. */
export function dayIn(moment: number, timeZone: string): string {
  const format = formatIn(
    days,
    timeZone,
    () => new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }),
  );
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
export function timeIn(moment: number | string, zone: string = defaultTimeZone): string {
  const instant = typeof moment === "string" ? Date.parse(moment) : moment;
  // A store's row that is no time is said as it is; a zone this machine does not know (a build's
  // newer than its server's) is UTC: a listing or a notice is never lost to either.
  if (Number.isNaN(instant)) return String(moment);
  const timeZone = isTimeZone(zone) ? zone : defaultTimeZone;
  const format = formatIn(
    times,
    timeZone,
    () =>
      new Intl.DateTimeFormat("en-GB", {
        timeZone,
        day: "numeric",
        month: "long",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZoneName: "shortOffset",
      }),
  );
  const parts = format.formatToParts(instant);
  const part = (type: string) => parts.find((one) => one.type === type)?.value ?? "";
  // Intl names the offset from GMT; her site's words, and the hosts', say UTC.
  const offset = part("timeZoneName").replace(/^GMT/, "UTC");
  const text = `${part("day")} ${part("month")} ${part("year")} at ${part("hour")}:${part("minute")} ${offset}`;
  return timeZone === defaultTimeZone ? text : `${text} (${timeZone})`;
}
