// A Netlify build plugin of the site's own (netlify.toml): whether inquiries and room openings reach
// the artist. With the build's own Netlify API token it reads the site's forms and notifications
// (the documented /api/v1/sites/{id}/forms and /api/v1/hooks), says in the log only what is still
// missing, and adds the e-mail notification to her address (site.yaml's, in build/site.json)
// itself. It also writes the hidden form `room-opened` that the rooms' edge function posts a
// room's first opening as (netlify/room-visits.ts), so that Netlify's form detection knows it.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** The forms Netlify is to take: the inquiry form (rules/inquiry.ts) and a room's first opening. */
export const formNames = { inquiry: "inquiry", roomOpened: "room-opened" };

/** Where the hidden form is written, in the published folder: no page links to it. */
export const roomOpenedFile = "room-opened-form.html";

/** The hidden form, as Netlify's form detection reads it: its name and fields. */
export const roomOpenedPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Room opened</title></head>
<body><form name="${formNames.roomOpened}" data-netlify="true" hidden><input name="room"><input name="when"></form></body></html>
`;

/** The steps she takes in Netlify's screens, one line each. */
export const steps = {
  detection:
    "Netlify does not take your inquiry form yet: in Netlify, open your site's Forms and click Enable form detection, then publish again (Deploys > Trigger deploy > Deploy site).",
  notification: (email) =>
    `Netlify does not e-mail you your inquiries yet: in Netlify, Project configuration > Notifications > Emails and webhooks > Form submission notifications > Add notification > Email notification, to ${email ?? "your address"}, for any form (inquiry, and room-opened: a viewing room's first opening).`,
};

/** The site's forms and notifications, by Netlify's API: undefined where the token may not read them. */
async function ask(api, token, pathname, init = {}) {
  const answer = await fetch(new URL(`/api/v1${pathname}`, api), {
    ...init,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
    signal: AbortSignal.timeout(10_000),
  });
  if (!answer.ok) return undefined;
  return answer.json();
}

/**
 * What is still missing for her inquiries and room openings to reach her, as lines for the build's
 * log, once the e-mail notification is added where the token may: `email` is hers. What the token
 * may not read is said as a step to take, since it cannot be told.
 */
export async function missingSteps({ api, token, siteId, email }) {
  const lines = [];
  const forms = await ask(api, token, `/sites/${siteId}/forms`).catch(() => undefined);
  if (!Array.isArray(forms) || !forms.some((form) => form.name === formNames.inquiry)) {
    lines.push(steps.detection);
  }
  const hooksPath = `/hooks?site_id=${encodeURIComponent(siteId)}`;
  const hooks = await ask(api, token, hooksPath).catch(() => undefined);
  const mailed =
    Array.isArray(hooks) &&
    hooks.some((hook) => hook.type === "email" && hook.event === "submission_created" && !hook.disabled);
  if (mailed) return lines;
  const made =
    Array.isArray(hooks) &&
    email &&
    (await ask(api, token, hooksPath, {
      method: "POST",
      body: JSON.stringify({ type: "email", event: "submission_created", data: { email } }),
    }).catch(() => undefined));
  lines.push(
    made
      ? `Netlify now e-mails each inquiry and each room's first opening to ${email}.`
      : steps.notification(email),
  );
  return lines;
}

/** The artist's address, as the build wrote it for the servers (hosting/host-files.ts). */
async function artistEmail(publishDir) {
  try {
    return JSON.parse(await readFile(path.join(publishDir, "..", "site.json"), "utf8")).inquiriesTo;
  } catch {
    return undefined;
  }
}

export const onPostBuild = async ({ constants }) => {
  await writeFile(path.join(constants.PUBLISH_DIR, roomOpenedFile), roomOpenedPage);
  const token = constants.NETLIFY_API_TOKEN;
  if (!token || !constants.SITE_ID || constants.IS_LOCAL) return;
  const lines = await missingSteps({
    api: `https://${constants.NETLIFY_API_HOST ?? "api.netlify.com"}`,
    token,
    siteId: constants.SITE_ID,
    email: await artistEmail(constants.PUBLISH_DIR),
  });
  for (const line of lines) console.warn(line);
};
