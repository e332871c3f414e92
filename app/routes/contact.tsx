import { pages } from "../../rules/pages";
import { EmailButton } from "../components/contact-links";
import { InquiryForm } from "../components/inquiry-form";
import { Island } from "../components/island";
import { pageSite } from "../data/catalogue.server";
import { pageShareImage } from "../data/photographs.server";
import { footerProps } from "../lib/island-props";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/contact";

// Built at build time, like every page's tags: the tag helpers stay out of the page's script.
export const loader = () => {
  const site = pageSite();
  return {
    site,
    meta: pageMeta(site, {
      title: pages.contact.title,
      description: site.contact.description,
      path: pages.contact.path,
      image: pageShareImage("contact"),
    }),
  };
};
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData.meta;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  return (
    <>
      <main
        id="main"
        className="page-container flex min-h-[calc(100dvh-12rem)] flex-col justify-center py-24"
      >
        <h1 className="font-serif text-5xl leading-none md:text-7xl">{pages.contact.heading}</h1>
        <p className="mt-6 max-w-xl text-lg text-stone">{site.contact.invitation}</p>
        <div className="mt-10">
          <EmailButton email={site.artist.email} />
        </div>
        <h2 id="inquire-title" className="mt-16 font-serif text-3xl md:text-4xl">
          Or write here
        </h2>
        <div className="mt-8">
          <InquiryForm email={site.artist.email} labelledBy="inquire-title" />
        </div>
      </main>
      <Island name="site-footer" props={footerProps(site)} />
    </>
  );
}
