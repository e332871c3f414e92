import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { inlineScriptHashes } from "./script-hashes";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

test("hashes inline scripts, classic and module, but not external ones or data", () => {
  const html = `<script>window.a = 1;</script><script src="/assets/x.js"></script>
    <script type="application/ld+json">{"@type":"Person"}</script>
    <script type="module">import "/assets/y.js";\n</script><script async src="/z.js"></script>`;
  expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/assets/y.js";\n')]);
});

test("hashes a script by its own type, not another attribute's that ends in type", () => {
  const html = `<script data-type="application/json">window.b = 2;</script>
    <script type='text/javascript'>window.c = 3;</script>`;
  expect(inlineScriptHashes(html)).toEqual([sha("window.b = 2;"), sha("window.c = 3;")]);
});

test("hashes every script a browser runs, under any JavaScript type it knows, and leaves data blocks be", () => {
  const runs = [
    "<script type=application/x-javascript>",
    '<script type="text/ecmascript">',
    "<script type='  TEXT/JavaScript1.5 '>",
    '<script type="text/jscript">',
    '<script type="application/x-ecmascript">',
    '<script type="">',
    '<script language="JavaScript">',
    '<script type="importmap">',
    '<script type="speculationrules">',
    '<script type="text/javascript; charset=utf-8">',
  ];
  for (const [index, tag] of runs.entries()) {
    expect(inlineScriptHashes(`${tag}window.d = ${index};</script>`), tag).toEqual([
      sha(`window.d = ${index};`),
    ]);
  }
  const data = [
    '<script type="application/ld+json">',
    '<script type="application/json">',
    '<script language="vbscript">',
    '<script type="text/plain">',
  ];
  for (const tag of data) expect(inlineScriptHashes(`${tag}{"a":1}</script>`), tag).toEqual([]);
});
