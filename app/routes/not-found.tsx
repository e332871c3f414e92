import { site } from "virtual:content/site";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "../lib/button";
import { pageTitle } from "../lib/meta";
import { notFoundPage } from "../lib/pages";

export const meta = () => [
  { title: pageTitle(site, notFoundPage.title) },
  { name: "robots", content: "noindex" },
];

/** Every path no page answers. Served with HTTP status 404 by the server. */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Spec: unknown routes are reported in the console with the path tried.
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <main
      id="main"
      className="page-container flex min-h-[calc(100dvh-4rem)] flex-col items-center justify-center gap-6 text-center"
    >
      <h1 className="font-serif text-8xl leading-none">404</h1>
      <p className="text-xl text-stone">Oops! Page not found</p>
      <Link to="/" className={buttonClass("outline", "mt-4")}>
        Return to Home
      </Link>
    </main>
  );
}
