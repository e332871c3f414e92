import { Fragment, useSyncExternalStore } from "react";
import type { Artist } from "../../pipeline/content-types";
import { type PageLink, privacyPage } from "../../rules/pages";
import { EmailIconLink, SocialIconLink } from "./contact-links";

const noSubscription = () => () => {};

/**
 * The year the visitor's clock shows. The prerendered HTML carries the build
 * year; hydration replaces it, so a site built last December is right in January.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

/** `owner` is the name in the copyright line, the artist's unless Home names another. */
export function SiteFooter({
  artist,
  owner = artist.name,
  links = [],
}: {
  artist: Pick<Artist, "name" | "email" | "social">;
  owner?: string;
  /** The kinds' pages linked from the footer (pipeline/kinds.ts): Texts and press, unless site.yaml puts it in the menu. */
  links?: readonly PageLink[];
}) {
  const year = useCurrentYear();
  return (
    <footer className="border-t border-rule print:hidden">
      <div className="page-container flex flex-col-reverse items-start gap-6 py-10 text-sm text-stone sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {year} {owner}. All rights reserved.{" "}
          <a href={privacyPage.path} className="underline-offset-4 hover:text-ink hover:underline">
            {privacyPage.title}
          </a>
          {links.map((link) => (
            <Fragment key={link.path}>
              {/* A dot between two links, which would otherwise read as one phrase. */}{" "}
              <span aria-hidden="true">·</span>{" "}
              <a href={link.path} className="underline-offset-4 hover:text-ink hover:underline">
                {link.label}
              </a>
            </Fragment>
          ))}
        </p>
        <div className="flex gap-3">
          <EmailIconLink email={artist.email} />
          <SocialIconLink social={artist.social} />
        </div>
      </div>
    </footer>
  );
}
