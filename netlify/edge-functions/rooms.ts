// Netlify runs this at its edge in front of every address that may be a room's under some spelling
// (an Edge Function, from this folder): a room closes on its day without a build
// (hosting/room-closing.ts). Every other address is served as a file, with no function run.
import { roomAnswer } from "../../hosting/room-closing.ts";

export default (request: Request, context: { next: () => Promise<Response> }) => {
  // The room's page is fetched through the edge, past the rooms' password where one is set.
  const authorization = request.headers.get("Authorization");
  return roomAnswer(
    request,
    () => context.next(),
    (path) =>
      fetch(new URL(path, request.url), { headers: authorization ? { Authorization: authorization } : {} }),
  );
};

/**
 * Regular expressions, each matching a whole path as Netlify has it (Netlify anchors a pattern at
 * both ends), decoded or not: one or more slashes (or backslashes) and an "r" of either case, an
 * escape, or a dot segment. hosting/room-closing.test.ts holds them to every spelling of a room,
 * and to none of the public pages.
 */
export const config = { pattern: ["^[/\\\\]+[rR].*$", "^.*%.*$", "^.*[/\\\\]\\.\\.?([/\\\\].*)?$"] };
