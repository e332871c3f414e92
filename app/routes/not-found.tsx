import { reportMissingPath } from "../../rules/inline-scripts";
import { notFoundPage } from "../../rules/pages";
import { pageSite } from "../data/catalogue.server";
import { buttonClass } from "../lib/button";
import { pageTitle } from "../lib/meta";
import type { Route } from "./+types/not-found";

export const loader = () => ({ title: pageTitle(pageSite(), notFoundPage.title) });
export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData.title },
  { name: "robots", content: "noindex" },
];

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
      {/* Spec: the path tried is reported in the console. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: one of the site's own scripts, not content */}
      <script dangerouslySetInnerHTML={{ __html: reportMissingPath }} />
    </main>
  );
}
