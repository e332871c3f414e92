import { expect, test } from "vitest";
import { publicRoomsWarning, repositoryIsPublic, settingUpWarning } from "./first-steps";

test("a site still being set up says so in one line, naming the switch; a ready one says nothing", () => {
  const [line, ...more] = settingUpWarning({ ready: false });
  expect(more).toEqual([]);
  expect(line).toMatch(/^content\/site\.yaml: ready is false: every page says the site is being set up/);
  expect(line).toContain("My site is ready");
  expect(settingUpWarning({ ready: true })).toEqual([]);
});

/** A fetch that answers every address with `status` and `body`, and counts its calls. */
function answering(status: number, body: unknown = {}) {
  const calls: string[] = [];
  const ask = (async (address: string) => {
    calls.push(address);
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
  return { ask, calls };
}

test("the workflow's word on the repository is taken as it is", async () => {
  const { ask, calls } = answering(200, { private: false });
  expect(await repositoryIsPublic({ SITE_REPOSITORY_VISIBILITY: "public" }, ask)).toBe(true);
  expect(await repositoryIsPublic({ SITE_REPOSITORY_VISIBILITY: "private" }, ask)).toBe(false);
  expect(calls).toEqual([]);
});

test("on Netlify, GitHub's API tells a public repository from a private one; elsewhere nothing is asked", async () => {
  const netlify = { NETLIFY: "true", REPOSITORY_URL: "https://github.com/jane-doe/portfolio" };
  const open = answering(200, { private: false });
  expect(await repositoryIsPublic(netlify, open.ask)).toBe(true);
  expect(open.calls).toEqual(["https://api.github.com/repos/jane-doe/portfolio"]);
  expect(await repositoryIsPublic(netlify, answering(404).ask)).toBe(false);
  // A limit reached, or no network: not known, so not said.
  expect(await repositoryIsPublic(netlify, answering(403).ask)).toBeUndefined();
  const offline = (async () => {
    throw new TypeError("fetch failed");
  }) as typeof fetch;
  expect(await repositoryIsPublic(netlify, offline)).toBeUndefined();
  const elsewhere = answering(200, { private: false });
  expect(await repositoryIsPublic({}, elsewhere.ask)).toBeUndefined();
  expect(elsewhere.calls).toEqual([]);
});

test("rooms in a public repository are named in one line; private, unknown or no rooms, nothing", () => {
  const [line, ...more] = publicRoomsWarning(true, true);
  expect(more).toEqual([]);
  expect(line).toMatch(
    /^content\/rooms\.yaml: your site's repository is public, so anyone can read your rooms' guests and prices there/,
  );
  expect(publicRoomsWarning(true, false)).toEqual([]);
  expect(publicRoomsWarning(true, undefined)).toEqual([]);
  expect(publicRoomsWarning(false, true)).toEqual([]);
});
