// What the build tells the artist on Netlify, in one line: that her inquiry form reaches her only
// once Netlify's form detection is on and the site published again, and Netlify e-mails it only
// once she adds the notification. netlify/plugins/inquiries checks both where Netlify lets it.

/** The build's line on Netlify (where NETLIFY is "true"), none elsewhere. */
export function netlifyInquiriesLine(env: Readonly<Record<string, string | undefined>>): string[] {
  if (env.NETLIFY !== "true") return [];
  return [
    "Inquiries on Netlify: your inquiry form and your rooms' first openings reach you once, in Netlify, your site's Forms > Enable form detection is on and the site is published again (Deploys > Trigger deploy > Deploy site), and Project configuration > Notifications > Form submission notifications has an e-mail notification to you (the build adds it where Netlify lets it, and its last lines say what is still missing).",
  ];
}
