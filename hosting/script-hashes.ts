import { createHash } from "node:crypto";
import { inlineScripts } from "../rules/inline-scripts.ts";

// The CSP allows the site's own inline scripts (rules/inline-scripts.ts) by their hashes, and no
// other: the hashes come from the code, not from whatever the built pages hold.

/** A script's text as a CSP names it: 'sha256-…'. */
export const scriptHash = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** The hashes the site's policy allows: its own inline scripts'. */
export const siteScriptHashes: readonly string[] = inlineScripts.map(scriptHash).sort();

/**
 * Whether the browser runs a `<script>` with these attributes: one with no type, a JavaScript
 * type or "module". Any other type is a data block (the JSON-LD, the content's chunks).
 */
export function runsAsScript(attributes: string): boolean {
  const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
  return /^(|module|(text|application)\/(java|ecma)script)$/i.test(type);
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
