/**
 * Today, year-month-day, in UTC: the day of the build, by which a viewing room is open or has
 * closed and a price list is dated; SITE_DAY names another (a test's build of a given day).
 */
export function buildDay(): string {
  const day = process.env.SITE_DAY;
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : new Date().toISOString().slice(0, 10);
}
