import { inquirySentPage, pages } from "../../rules/pages";
import { Island } from "../components/island";
import { pageSite } from "../data/catalogue.server";
import { buttonClass } from "../lib/button";
import { footerProps } from "../lib/island-props";
import { pageTitle } from "../lib/meta";
import type { Route } from "./+types/inquiry-sent";

export const loader = () => {
  const site = pageSite();
  return { site, title: pageTitle(site, inquirySentPage.title) };
};
export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData.title },
  { name: "robots", content: "noindex" },
];

/** What the inquiry form shows once the host has taken the visitor's message. */
export default function InquirySent({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  return (
    <>
      <main id="main" className="page-container pt-8 pb-24 md:pt-12">
        <h1 className="mt-6 font-serif text-5xl leading-none md:text-7xl">Thank you</h1>
        <div className="mt-10 flex max-w-prose flex-col gap-6 text-lg leading-relaxed">
          <p>
            Your message is on its way to {site.artist.name}, who will answer at the e-mail address you gave.
          </p>
          <p>
            <a href={pages.home.path} className={buttonClass("outline")}>
              Return to Home
            </a>
          </p>
        </div>
      </main>
      <Island name="site-footer" props={footerProps(site)} />
    </>
  );
}
