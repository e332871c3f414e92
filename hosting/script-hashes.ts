import { createHash } from "node:crypto";

// The CSP allows the inline scripts of the prerendered pages by their hashes, computed at build
// time from the pages as written.

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
    .map(([, , body = ""]) => `sha256-${createHash("sha256").update(body).digest("base64")}`);
}
