// Cloudflare Pages runs this in front of its Functions' addresses (from this folder, at `wrangler
// pages deploy` and `wrangler pages dev`): _routes.json (hosting/host-files.ts's routesFile) sends
// it every address that may be a room's under some spelling, and the inquiry form's. A room closes
// on its day without a build (hosting/room-closing.ts).
import { roomAnswer } from "../hosting/room-closing.ts";

/** What Cloudflare Pages gives a function: the request, the answer behind it, the site's files. */
type Context = {
  request: Request;
  next: () => Promise<Response>;
  env: { ASSETS: { fetch: (url: URL) => Promise<Response> } };
};

export const onRequest = ({ request, next, env }: Context) =>
  roomAnswer(request, next, (path) => env.ASSETS.fetch(new URL(path, request.url)));
