import { domainToUnicode } from "node:url";
import type { z } from "zod";
import type { siteSchema } from "./schema.ts";
import type { SourceFile } from "./source-file.ts";

// What the host building the site says of it, for what site.yaml leaves out: the site's address,
// and the GitHub repository the published site's editor saves to. Netlify sets URL and
// REPOSITORY_URL on every build; the repository's workflow sets SITE_URL (its Cloudflare Pages
// project's address) and SITE_REPOSITORY; any other host may set those two.

/** The site's address and repository as the host gives them; either may be unknown. */
export type Host = {
  /** The https:// address the host publishes the site at. */
  siteUrl?: string | undefined;
  /** The repository the host builds from, owner/name on GitHub. */
  repository?: string | undefined;
  /** The branch the host publishes, when this build is of it. */
  branch?: string | undefined;
};

/**
 * owner/name of a GitHub repository from the forms a host names it by: https://github.com/o/r,
 * git@github.com:o/r.git (Netlify's own builds), ssh://git@github.com/o/r. Undefined elsewhere.
 */
export function githubRepository(address: string | undefined): string | undefined {
  const found = address?.match(/github\.com[:/]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/);
  return found ? `${found[1]}/${found[2]}` : undefined;
}

/** The host of this build, from its environment. */
export function hostOf(env: Readonly<Record<string, string | undefined>>): Host {
  if (env.NETLIFY === "true") {
    return {
      // URL is the site's main address (its own domain once she adds one); a deploy preview's
      // pages name it too, as the address to share.
      siteUrl: env.URL,
      repository: githubRepository(env.REPOSITORY_URL),
      // A deploy preview's BRANCH is the draft's: the editor saves to the published branch.
      branch: env.CONTEXT === "production" ? env.BRANCH : undefined,
    };
  }
  return { siteUrl: env.SITE_URL || undefined, repository: env.SITE_REPOSITORY || undefined };
}

/** The address a site without one is built with: links to it name nothing real. */
export const placeholderSiteUrl = "https://www.example.com";

/** An address of the names kept for examples (RFC 2606 and 6761): no site is ever there. */
export function isExampleAddress(address: string): boolean {
  const { hostname } = new URL(address);
  return (
    /(^|\.)example\.(com|net|org)$/.test(hostname) || /\.(example|test|invalid|localhost)$/.test(hostname)
  );
}

/**
 * site.yaml with what it leaves out taken from the host: the site's address, and the editor's
 * repository (and branch). What she wrote is always hers, an example's address too (the build
 * then says so). Without a repository from either, there is no editor (editorWithoutRepository).
 */
export function withHost<Site extends Pick<z.output<typeof siteSchema>, "editor" | "siteUrl">>(
  site: Site,
  host: Host,
) {
  const { editor: written, ...rest } = site;
  const hosted = host.siteUrl && URL.canParse(host.siteUrl) ? new URL(host.siteUrl).origin : undefined;
  const repository = written?.repository ?? host.repository;
  const branch = written?.branch ?? host.branch;
  const editor = repository && { ...written, repository, ...(branch && { branch }) };
  return {
    ...rest,
    siteUrl: site.siteUrl ?? hosted ?? placeholderSiteUrl,
    ...(editor && { editor }),
  };
}

/**
 * The build's one line when site.yaml asks for the editor (its `editor` block) and neither it nor
 * the host names the repository the editor saves to: the site then has no editor at /admin.
 */
export function editorWithoutRepository(
  site: Pick<z.output<typeof siteSchema>, "editor">,
  host: Host,
  file: Pick<SourceFile, "where">,
): string[] {
  if (!site.editor || site.editor.repository || host.repository) return [];
  return [
    `${file.where(["editor"])}: editor: names no GitHub repository, and this build's host gives none: the site has no editor at /admin. Give it as repository under editor, e.g. repository: jane-doe/portfolio (on Netlify, leave it out: the site's own is used).`,
  ];
}

/** The build's one line for a site whose address is still an example's; `folder` is its content's. */
export function placeholderWarning(site: { siteUrl: string }, folder = "content"): string[] {
  if (!isExampleAddress(site.siteUrl)) return [];
  // As she wrote it: hélène.example.org, not its xn-- spelling.
  const { protocol, hostname } = new URL(site.siteUrl);
  const address = `${protocol}//${domainToUnicode(hostname)}`;
  return [
    `${folder}/site.yaml: the site's address is ${address}, an example: canonical links, the sitemap and share images point there. Give yours as siteUrl, e.g. siteUrl: https://www.your-name.com (on Netlify, leave siteUrl out: the site's Netlify address is used).`,
  ];
}
