/**
 * A mailto: URL. Subject and body are encoded with encodeURIComponent, so
 * spaces become %20 (mail clients show a literal "+" for URLSearchParams'
 * encoding) and &, #, ? or % in a title cannot break the URL.
 */
export function mailto(email: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("&");
  return `mailto:${email}${query ? `?${query}` : ""}`;
}

/** The words an inquiry about a work starts with, in the e-mail and in the site's form alike. */
export const inquiryGreeting = (work: { title: string; year: string }) =>
  `Hello, I am interested in learning more about "${work.title}" (${work.year}). Thank you.`;

/** The e-mail a visitor starts when inquiring about a work, naming the viewing room it is seen in. */
export function inquiryMailto(email: string, work: { title: string; year: string }, room?: string): string {
  return mailto(email, {
    subject: `Inquiry about "${work.title}"${room === undefined ? "" : ` (${room})`}`,
    body: inquiryGreeting(work),
  });
}
