import { inquiryAnswerSlot } from "../../rules/inquiry";
import { inquiryUnsentPage } from "../../rules/pages";
import { EmailButton } from "../components/contact-links";
import { Island } from "../components/island";
import { pageSite } from "../data/catalogue.server";
import { footerProps } from "../lib/island-props";
import { pageTitle } from "../lib/meta";
import type { Route } from "./+types/inquiry-unsent";

export const loader = () => {
  const site = pageSite();
  return { site, title: pageTitle(site, inquiryUnsentPage.title) };
};
export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData.title },
  { name: "robots", content: "noindex" },
];

/**
 * What a host shows for an inquiry it did not take: a server puts the visitor's message, what to
 * change and her mail app's e-mail holding it in the answer's slot (hosting/inquiries.ts); a host
 * with nothing to take the form (nginx alone) shows the page as it is.
 */
export default function InquiryUnsent({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  return (
    <>
      <main id="main" className="page-container pt-8 pb-24 md:pt-12">
        <h1 className="mt-6 font-serif text-5xl leading-none md:text-7xl">Your message was not sent</h1>
        <div className="mt-10 flex max-w-prose flex-col gap-6 text-lg leading-relaxed">
          {/* Its address: what the server's e-mail link, holding her message, is written to. */}
          <div id={inquiryAnswerSlot} data-to={site.artist.email} />
          <p>You can write to {site.artist.name} from your e-mail app instead:</p>
          <div>
            <EmailButton email={site.artist.email} />
          </div>
        </div>
      </main>
      <Island name="site-footer" props={footerProps(site)} />
    </>
  );
}
