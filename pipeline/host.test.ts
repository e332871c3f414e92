import { expect, test } from "vitest";
import {
  editorWithoutRepository,
  githubRepository,
  hostOf,
  isExampleAddress,
  placeholderWarning,
  withHost,
} from "./host";
import { SourceFile } from "./source-file";

// What site.yaml leaves out comes from the host that builds the site: its address, and the
// repository the published site's editor saves to.

test("a GitHub repository is read from each form a host names it by", () => {
  expect(githubRepository("https://github.com/jane-doe/portfolio")).toBe("jane-doe/portfolio");
  expect(githubRepository("https://github.com/jane-doe/portfolio.git")).toBe("jane-doe/portfolio");
  expect(githubRepository("git@github.com:jane-doe/my.site.git")).toBe("jane-doe/my.site");
  expect(githubRepository("ssh://git@github.com/jane-doe/portfolio/")).toBe("jane-doe/portfolio");
  expect(githubRepository("https://gitlab.com/jane-doe/portfolio")).toBeUndefined();
  expect(githubRepository(undefined)).toBeUndefined();
});

test("Netlify gives the site's address and repository, and its branch on a production build only", () => {
  const netlify = {
    NETLIFY: "true",
    URL: "https://jane-doe.netlify.app",
    REPOSITORY_URL: "git@github.com:jane-doe/portfolio",
    BRANCH: "main",
  };
  expect(hostOf({ ...netlify, CONTEXT: "production" })).toEqual({
    siteUrl: "https://jane-doe.netlify.app",
    repository: "jane-doe/portfolio",
    branch: "main",
  });
  // A draft's preview: the editor in it still saves to the published branch.
  expect(hostOf({ ...netlify, CONTEXT: "deploy-preview", BRANCH: "cms/works" }).branch).toBeUndefined();
  // The repository's workflow (Cloudflare Pages), or any host that sets the two.
  expect(hostOf({ SITE_URL: "https://jane-doe.pages.dev", SITE_REPOSITORY: "jane-doe/portfolio" })).toEqual({
    siteUrl: "https://jane-doe.pages.dev",
    repository: "jane-doe/portfolio",
  });
  expect(hostOf({})).toEqual({ siteUrl: undefined, repository: undefined });
});

const site = { artist: { name: "Jane Doe" } } as Parameters<typeof withHost>[0];
const host = { siteUrl: "https://jane-doe.netlify.app/", repository: "jane-doe/portfolio" };

test("the host's address stands in for one site.yaml leaves out, never for one she wrote", () => {
  expect(withHost(site, host).siteUrl).toBe("https://jane-doe.netlify.app");
  expect(withHost({ ...site, siteUrl: "https://www.jane-doe.com" }, host).siteUrl).toBe(
    "https://www.jane-doe.com",
  );
  // An example's address written in site.yaml stays, and the build says so (below).
  expect(withHost({ ...site, siteUrl: "https://www.example.org" }, host).siteUrl).toBe(
    "https://www.example.org",
  );
  // No host to ask: an example's address, named by the build.
  expect(withHost(site, {}).siteUrl).toBe("https://www.example.com");
});

test("the editor saves to the host's repository where site.yaml names none, with her own settings kept", () => {
  expect(withHost(site, host).editor).toEqual({ repository: "jane-doe/portfolio" });
  expect(withHost(site, { ...host, branch: "main" }).editor).toEqual({
    repository: "jane-doe/portfolio",
    branch: "main",
  });
  const own = { repository: "jane-doe/site", publish: "at once" as const };
  expect(withHost({ ...site, editor: own }, host).editor).toEqual(own);
  expect(withHost(site, {}).editor).toBeUndefined();
});

test("an example's address is named in one line; a real one is not", () => {
  for (const address of [
    "https://www.example.com",
    "https://example.org",
    "https://hélène.example.net",
    "https://site.test",
  ])
    expect(isExampleAddress(address), address).toBe(true);
  for (const address of [
    "https://www.jane-doe.com",
    "https://jane-doe.netlify.app",
    "https://example.com.au",
  ])
    expect(isExampleAddress(address), address).toBe(false);
  const [line, ...more] = placeholderWarning({ siteUrl: "https://www.example.com" });
  expect(more).toEqual([]);
  expect(line).toMatch(
    /^content\/site\.yaml: the site's address is https:\/\/www\.example\.com, an example: .*siteUrl/,
  );
  expect(placeholderWarning({ siteUrl: "https://www.jane-doe.com" })).toEqual([]);
});

test("site.yaml's editor without a repository, on a host that gives none, is named in one line, at its place", () => {
  const text = "artist:\n  name: Jane Doe\neditor:\n  publish: at once\n";
  const file = new SourceFile("content/site.yaml", text);
  const atOnce = { editor: { publish: "at once" as const } };
  const [line, ...more] = editorWithoutRepository(atOnce, {}, file);
  expect(more).toEqual([]);
  expect(line).toMatch(
    /^content\/site\.yaml, line 4: editor: names no GitHub repository.*repository: jane-doe\/portfolio/,
  );
  // Netlify's, or one of her own, is enough; no editor block asks for nothing.
  expect(editorWithoutRepository(atOnce, host, file)).toEqual([]);
  expect(editorWithoutRepository({ editor: { repository: "jane-doe/site" } }, {}, file)).toEqual([]);
  expect(editorWithoutRepository({}, {}, file)).toEqual([]);
  // With the host's, at once is kept, and the editor saves there.
  expect(withHost({ ...site, ...atOnce }, host).editor).toEqual({
    publish: "at once",
    repository: "jane-doe/portfolio",
  });
  expect(withHost({ ...site, ...atOnce }, {})).not.toHaveProperty("editor");
});
