// Cloudflare Pages runs this in front of every address under /rooms/ (its Functions, from this
// folder, at `wrangler pages deploy` and `wrangler pages dev`): a room closes on its day without a
// build (hosting/room-closing.ts).
import { roomAnswer } from "../../hosting/room-closing.ts";

/** What Cloudflare Pages gives a function: the request, the answer behind it, the site's files. */
type Context = {
  request: Request;
  next: () => Promise<Response>;
  env: { ASSETS: { fetch: (url: URL) => Promise<Response> } };
};

export const onRequest = async ({ request, next, env }: Context) =>
  roomAnswer(new URL(request.url), await next(), (path) => env.ASSETS.fetch(new URL(path, request.url)));
