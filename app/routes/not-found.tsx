import { site } from "virtual:content/site";
import { buttonClass } from "../lib/button";
import { pageTitle } from "../lib/meta";
import { notFoundPage } from "../lib/pages";

export const meta = () => [
  { title: pageTitle(site, notFoundPage.title) },
  { name: "robots", content: "noindex" },
];

/**
 * Spec: an unknown address is reported in the console with the path tried. The page is the same
 * file at every unknown address, so the path is the browser's; the same text on every build: one
 * hash in the Content-Security-Policy.
 */
const reportPath = `console.error("404 Error: User attempted to access non-existent route:", location.pathname)`;

/** Every path no page answers. Served with HTTP status 404 by the server. */
export default function NotFound() {
  return (
    <main
      id="main"
      className="page-container flex min-h-[calc(100dvh-4rem)] flex-col items-center justify-center gap-6 text-center"
    >
      <h1 className="font-serif text-8xl leading-none">404</h1>
      <p className="text-xl text-stone">Oops! Page not found</p>
      <a href="/" className={buttonClass("outline", "mt-4")}>
        Return to Home
      </a>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the constant above, not content */}
      <script dangerouslySetInnerHTML={{ __html: reportPath }} />
    </main>
  );
}
