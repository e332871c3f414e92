import { githubRepository } from "./host.ts";

// What the build tells the artist in her first week, in one line each: that her site still says it
// is being set up, and that her viewing rooms sit in a repository anyone can read.

/** The build's line for a site still being set up (site.yaml's ready: false, as the sample says). */
export function settingUpWarning(site: { ready: boolean }, folder = "content"): string[] {
  if (site.ready) return [];
  return [
    `${folder}/site.yaml: ready is false: every page says the site is being set up, and search engines are asked to leave it out. Once your name, e-mail, biography and paintings are in, set ready: true (in the editor: Artist and pages, My site is ready).`,
  ];
}

/**
 * Whether the GitHub repository `owner/name` is public, from the workflow's word
 * (SITE_REPOSITORY_VISIBILITY) or, on Netlify, which gives none, from GitHub's API: a public one
 * answers without a token, a private one is not found. Undefined when it cannot be told (offline,
 * another host): the build then says nothing.
 */
export async function repositoryIsPublic(
  env: Readonly<Record<string, string | undefined>>,
  ask: typeof fetch = fetch,
): Promise<boolean | undefined> {
  const visibility = env.SITE_REPOSITORY_VISIBILITY;
  if (visibility) return visibility === "public";
  const repository = env.NETLIFY === "true" ? githubRepository(env.REPOSITORY_URL) : undefined;
  if (!repository) return undefined;
  try {
    const reply = await ask(`https://api.github.com/repos/${repository}`, {
      headers: { accept: "application/vnd.github+json" },
      signal: AbortSignal.timeout(3000),
    });
    if (reply.status === 404) return false;
    if (!reply.ok) return undefined;
    return ((await reply.json()) as { private?: boolean }).private === false;
  } catch {
    return undefined;
  }
}

/** The build's line for viewing rooms in a public repository, where their guests and prices can be read. */
export function publicRoomsWarning(hasRooms: boolean, isPublic: boolean | undefined, folder = "content") {
  if (!hasRooms || isPublic !== true) return [];
  return [
    `${folder}/rooms.yaml: your site's repository is public, so anyone can read your rooms' guests and prices there: make it private on GitHub (Settings > General > Danger Zone > Change repository visibility).`,
  ];
}
