// Netlify runs this at its edge in front of every address under /rooms/ (an Edge Function, from
// this folder): a room closes on its day without a build (hosting/room-closing.ts).
import { roomAnswer } from "../../hosting/room-closing.ts";

export default async (request: Request, context: { next: () => Promise<Response> }) =>
  roomAnswer(new URL(request.url), await context.next(), (path) => fetch(new URL(path, request.url)));

export const config = { path: "/rooms/*" };
