// Netlify runs this at its edge in front of every address that may be a room's under some spelling
// (an Edge Function, from this folder): a room closes on its day without a build
// (hosting/room-closing.ts), and an open room's visits are recorded in the site's Netlify Blobs
// (netlify/room-visits.ts). Every other address is served as a file, with no function run.
import { getStore } from "@netlify/blobs";
import { answerRoom, type EdgeContext, visitsStoreName } from "../room-visits.ts";

export default (request: Request, context: EdgeContext) =>
  // Strong: a repeat within the hour, and a room's first opening, are read as just written.
  answerRoom(request, context, { blobs: () => getStore({ name: visitsStoreName, consistency: "strong" }) });

/**
 * Regular expressions, each matching a whole path as Netlify has it (Netlify anchors a pattern at
 * both ends), decoded or not: one or more slashes (or backslashes) and an "r" of either case, an
 * escape, or a dot segment. hosting/room-closing.test.ts holds them to every spelling of a room,
 * and to none of the public pages.
 */
export const config = { pattern: ["^[/\\\\]+[rR].*$", "^.*%.*$", "^.*[/\\\\]\\.\\.?([/\\\\].*)?$"] };
