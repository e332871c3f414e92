import type { Site } from "../../pipeline/content-types";
import { absoluteUrl } from "../../rules/pages";
import { cn } from "../lib/cn";

/**
 * On paper only: the artist's name and e-mail and the page's address, so a
 * printed or saved sheet says whose it is and where to find it again.
 */
export function PrintContact({
  site,
  path,
  className,
}: {
  site: Pick<Site, "artist" | "siteUrl">;
  path: string;
  className?: string;
}) {
  return (
    <p className={cn("hidden text-sm print:block", className)}>
      {site.artist.name} · {site.artist.email}
      <br />
      {absoluteUrl(site, path)}
    </p>
  );
}
