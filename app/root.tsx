import type { ReactNode } from "react";
import { Links, Meta, Outlet } from "react-router";
import textFont from "../.fonts/instrument-sans.woff2?url";
import headingFont from "../.fonts/instrument-serif.woff2?url";
import { themeColour } from "../rules/pages";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?inline";
import { IslandsScript } from "./components/islands-script";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColour} />
        {/* The site's stylesheet in the page itself: a linked one cost a phone a round trip of its
            own before the first paint (docs/performance.md). The policy allows it by the hash of
            its text (hosting/host-files.ts). */}
        <style>{stylesheet}</style>
        {/* PNG, not public/favicon.svg (vite/site-files.ts): the tab's icon is fetched on every history
            entry, and Chromium draws an SVG one in a document of its own, 25-125 ms at 4x CPU. */}
        <link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* The two faces (vite/font-subsets.ts), asked for once the page has come: in the <head>
            (where React puts any preload it renders) they took a phone's line from the first
            photograph, and left to the stylesheet, they came at the highest priority, which
            Lighthouse's simulation counts as holding back the first paint (docs/performance.md). */}
        <div
          hidden
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own links, not content
          dangerouslySetInnerHTML={{
            __html: [headingFont, textFont]
              .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
              .join(""),
          }}
        />
        {/* Not React Router's <Scripts>: no page is hydrated whole, nor moves without a reload.
            React takes over the parts of a page that answer the visitor (islands.ts) once she
            shows an intent; until then the page fetches and runs no script. */}
        <IslandsScript />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Any error while rendering a route ends here, in place of the page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-6 px-5 py-16">
      <h1 className="font-serif text-4xl">Unexpected Application Error!</h1>
      <p className="text-stone">
        Something went wrong while showing this page. Please try again in a moment.
      </p>
      {import.meta.env.DEV && error instanceof Error && (
        <pre className="overflow-x-auto bg-mist p-4 text-xs">{error.stack}</pre>
      )}
      <a href="/" className="self-start underline underline-offset-4">
        Return to Home
      </a>
    </main>
  );
}
