import { existsSync, readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { guideCaptions, guidePictures } from "../e2e/guide-pictures.ts";

// What the artist reads: the README's first words for her and the guide's pictures, kept true.

const readme = readFileSync("README.md", "utf8");
const guide = readFileSync("docs/artist-guide.md", "utf8");

test("the README's part for the artist starts with a private copy of this project's repository, the Deploy button after it", () => {
  const part = readme.slice(readme.indexOf("## For the artist"));
  const { repository: own } = JSON.parse(readFileSync("package.json", "utf8")) as {
    repository: { url: string };
  };
  const links = [...part.matchAll(/\]\((https:\/\/[^)\s]+)\)/g)].map(([, address]) => address ?? "");
  // First, GitHub's "Use this template" for the project (a copy she makes private), then Netlify.
  expect(links[0]).toBe(`${own.url}/generate`);
  expect(part.indexOf("**Private**")).toBeGreaterThan(0);
  const button = links.findIndex((address) => address.startsWith("https://app.netlify.com/start/deploy"));
  expect(button).toBeGreaterThan(0);
  expect(links[button]).toBe(`https://app.netlify.com/start/deploy?repository=${own.url}`);
  // And the guide, the way to run the editor at home, and how to publish from there.
  expect(part).toContain("(docs/artist-guide.md)");
  expect(part.indexOf("npm ci")).toBeLessThan(part.indexOf("npm run admin"));
  expect(part).toMatch(/commit and push/);
});

test("the README says under which licence the project may be copied, and LICENSE is MIT's", () => {
  expect(readme).toContain("[LICENSE](LICENSE)");
  expect(readFileSync("LICENSE", "utf8")).toMatch(/^MIT License\n/);
});

test("every picture of the guide is one the guide's script takes, captioned, and is there", () => {
  const captions = guideCaptions(guide);
  const shown = [...captions.keys()];
  for (const [name, caption] of captions) expect(caption.trim(), name).not.toBe("");
  expect([...shown].sort()).toEqual([...guidePictures].sort());
  for (const name of shown) expect(existsSync(`docs/guide/${name}.png`), name).toBe(true);
  expect(readdirSync("docs/guide").sort()).toEqual(guidePictures.map((name) => `${name}.png`).sort());
});

test("each link of the guide and the README to a file of the project leads to one", () => {
  const links = (text: string, from: string) =>
    [...text.matchAll(/\]\(((?:\.\.\/|docs\/|[\w-]+\.md)[^)#\s]*)(?:#[^)]*)?\)/g)].map(([, to]) =>
      new URL(to ?? "", `file:///project/${from}`).pathname.replace("/project/", ""),
    );
  const missing = [...links(readme, "README.md"), ...links(guide, "docs/artist-guide.md")].filter(
    (file) => !existsSync(file),
  );
  expect(missing).toEqual([]);
});

/** The words the guide's word list explains, as each may be written in the guide's prose. */
const wordList: Record<string, RegExp> = {
  Repository: /\brepositor(?:y|ies)\b/i,
  Commit: /\bcommit(?:s|ted)?\b/i,
  Build: /\bbuil(?:d|ds|t|ding)\b/i,
  Deploy: /\b(?:deploy|publish)(?:s|es|ed|ing)?\b/i,
  Branch: /\bbranch(?:es)?\b/i,
  Secret: /\bsecrets?\b/i,
};

test("the guide's word list says each of its words once, and the guide links each where it first uses it", () => {
  const list = guide.slice(guide.indexOf("\n## Words you will meet\n"));
  const terms = [...list.matchAll(/^- \*\*([^*]+)\*\*/gm)].map(([, term]) => term);
  expect(terms.sort()).toEqual(Object.keys(wordList).sort());
  // Each first use in her reading, not in a code span, a link's address or the picture captions.
  const before = guide.slice(0, guide.indexOf("\n## Words you will meet\n"));
  const blank = (text: string) => " ".repeat(text.length);
  const prose = before
    .replace(/```[\s\S]*?```/g, blank)
    .replace(/`[^`]*`/g, blank)
    .replace(/!\[[^\]]*\]\([^)]*\)/g, blank)
    .replace(/\]\([^)]*\)/g, (link) => `]${blank(link.slice(1))}`);
  const links = [...before.matchAll(/\[([^\]]+)\]\(#words-you-will-meet\)/g)].map((link) => ({
    from: (link.index ?? 0) + 1,
    to: (link.index ?? 0) + 1 + (link[1]?.length ?? 0),
  }));
  for (const [term, written] of Object.entries(wordList)) {
    const first = written.exec(prose);
    expect(first, `${term} is used before the list`).not.toBeNull();
    const at = first?.index ?? -1;
    expect(
      links.some((link) => link.from <= at && at < link.to),
      `"${before.slice(Math.max(0, at - 40), at + 30)}": ${term}'s first use links to the word list`,
    ).toBe(true);
  }
});
