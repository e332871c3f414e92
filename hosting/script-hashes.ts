import { createHash } from "node:crypto";
import { inlineScripts } from "../rules/inline-scripts.ts";

// The CSP allows the site's own inline scripts (rules/inline-scripts.ts) by their hashes, and no
// other: the hashes come from the code, not from whatever the built pages hold. Likewise the
// site's stylesheet, inline in every page (app/root.tsx): by the hash of its text, and no other
// <style>.

/** A script's text as a CSP names it: 'sha256-…'. */
export const scriptHash = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** The hashes the site's policy allows: its own inline scripts'. */
export const siteScriptHashes: readonly string[] = inlineScripts.map(scriptHash).sort();

/**
 * Every type under which a browser runs a `<script>` as JavaScript (the HTML standard's
 * "JavaScript MIME type essence match"), and the types it reads as instructions of its own, which
 * a CSP guards as it does scripts (module, import maps, speculation rules).
 */
const scriptTypes = new Set([
  ...["application/ecmascript", "application/javascript", "application/x-ecmascript"],
  ...["application/x-javascript", "text/ecmascript", "text/javascript", "text/jscript"],
  ...["1.0", "1.1", "1.2", "1.3", "1.4", "1.5"].map((version) => `text/javascript${version}`),
  ...["text/livescript", "text/x-ecmascript", "text/x-javascript"],
  ...["module", "importmap", "speculationrules"],
]);

/** An attribute's value in a tag's attributes, as written (quoted or not), if it has it. */
const attribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i")
    .exec(attributes)
    ?.slice(1)
    .find((value) => value !== undefined);

/**
 * Whether the browser runs a `<script>` with these attributes, as the HTML standard decides: with
 * no type (or an empty one) by its language attribute if it has one, else as JavaScript; with a
 * type, when it is one of scriptTypes, whatever its case, spaces and parameters. Any other type
 * is a data block (the JSON-LD, the content's chunks).
 */
export function runsAsScript(attributes: string): boolean {
  const type = attribute(attributes, "type");
  if (type === undefined || type === "") {
    const language = attribute(attributes, "language");
    return !language || scriptTypes.has(`text/${language.toLowerCase()}`);
  }
  // With parameters ("text/javascript; charset=utf-8") the standard runs none, but counting them
  // costs nothing and errs on the side of the policy.
  return scriptTypes.has((type.split(";")[0] ?? "").trim().toLowerCase());
}

/**
 * The CSP source ('sha256-…') of every inline script a page runs, classic or
 * module. Data blocks are never run, so the CSP leaves them be.
 */
export function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi);
  return [...scripts]
    .filter(([, attributes = ""]) => runsAsScript(attributes))
    .map(([, , body = ""]) => scriptHash(body));
}

/** The hashes of the inline scripts in `html` that `allowed` does not name. */
export const strangeScripts = (html: string, allowed: readonly string[]) =>
  inlineScriptHashes(html).filter((hash) => !allowed.includes(hash));

/** The CSP source ('sha256-…') of every `<style>` element's text in `html`. */
export const inlineStyleHashes = (html: string): string[] =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = ""]) => scriptHash(body));

/** The hashes of the `<style>` elements in `html` that `allowed` does not name. */
export const strangeStyles = (html: string, allowed: readonly string[]) =>
  inlineStyleHashes(html).filter((hash) => !allowed.includes(hash));
