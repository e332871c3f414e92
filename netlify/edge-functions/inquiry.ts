// Netlify runs this at its edge in front of the inquiry form's posts: while Netlify Forms does not
// take the form (its form detection off), the visitor sees her message and the artist's e-mail
// link, not "page not found" (netlify/inquiry-fallback.ts).
import { inquiryAnswer } from "../inquiry-fallback.ts";

export default (request: Request, context: { next: () => Promise<Response> }) =>
  inquiryAnswer(
    request,
    () => context.next(),
    (path) => fetch(new URL(path, request.url)),
  );

// The form's address (rules/inquiry.ts's inquiryForm.action); should this fail, Netlify answers as without it.
export const config = { path: "/inquiry/sent", method: "POST", onError: "bypass" };
