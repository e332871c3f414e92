import { createContext, useContext } from "react";
import { Scripts } from "react-router";
import { loadOnIntent } from "../../rules/inline-scripts";

/**
 * The addresses of the browser's entry (entry.client.tsx) and, in development, of the hot
 * reloading runtime it needs first: React Router's manifest gives them to entry.server.tsx. And
 * whether the page is React Router's single-page fallback, which no visitor is ever sent.
 */
export const ClientEntry = createContext<{
  module: string;
  hmrRuntime?: string | undefined;
  spaFallback: boolean;
} | null>(null);

/** The script that hydrates the page's islands (components/island.tsx) on the visitor's first intent. */
export function IslandsScript() {
  const entry = useContext(ClientEntry);
  if (!entry) return null;
  // React Router refuses to prerender its single-page fallback without its own scripts; the
  // build deletes that file (react-router.config.ts): every address is a page or not found.
  if (entry.spaFallback) return <Scripts />;
  return (
    <script
      data-module={entry.module}
      data-hmr={entry.hmrRuntime}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: one of the site's own scripts, not content
      dangerouslySetInnerHTML={{ __html: loadOnIntent }}
    />
  );
}
