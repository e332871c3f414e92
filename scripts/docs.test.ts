import { existsSync, readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { guidePictures } from "../e2e/guide-pictures.ts";

// What the artist reads: the README's first words for her and the guide's pictures, kept true.

const readme = readFileSync("README.md", "utf8");
const guide = readFileSync("docs/artist-guide.md", "utf8");

test("the README's part for the artist starts with the Deploy to Netlify button, for this project's repository", () => {
  const part = readme.slice(readme.indexOf("## For the artist"));
  const [, repository] =
    part.match(
      /^## For the artist\n\n\[!\[Deploy to Netlify\]\([^)]+\)\]\(https:\/\/app\.netlify\.com\/start\/deploy\?repository=([^)]+)\)/,
    ) ?? [];
  const { repository: own } = JSON.parse(readFileSync("package.json", "utf8")) as {
    repository: { url: string };
  };
  expect(repository).toBe(own.url);
  // And the guide, the way to run the editor at home, and how to publish from there.
  expect(part).toContain("(docs/artist-guide.md)");
  expect(part.indexOf("npm ci")).toBeLessThan(part.indexOf("npm run admin"));
  expect(part).toMatch(/commit and push/);
});

test("every picture of the guide is one the guide's script takes, and is there", () => {
  const shown = [...guide.matchAll(/!\[[^\]]+\]\(guide\/([\w-]+)\.png\)/g)].map(([, name]) => name);
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
