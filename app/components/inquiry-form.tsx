import type { ReactNode } from "react";
import type { Artwork } from "../../pipeline/content-types";
import {
  inquiryAnchor,
  inquiryFields,
  inquiryForm,
  workAskedAbout,
  workInquiryAnchor,
} from "../../rules/inquiry";
import { inquiryGreeting, inquiryMailto, mailto } from "../../rules/mailto";
import { privacyPage } from "../../rules/pages";
import { isReserved } from "../lib/artwork";
import { buttonClass } from "../lib/button";
import { emailAppNote } from "./contact-links";
import { ReservedInquire } from "./inquire-button";

const fieldClass =
  "mt-1 block w-full border border-stone bg-paper px-3 py-2 text-base text-ink focus-visible:outline-offset-0";
const labelClass = "block text-sm font-medium";

/**
 * The form that sends the artist an inquiry: a plain POST that works without script, taken by the
 * host (rules/inquiry.ts: Netlify Forms by its data-netlify attributes, `npm start` and Cloudflare
 * Pages by their own code), with her e-mail as the other way. About one work (its page, the
 * viewer), any of a viewing room's (`choices`), or none (Contact).
 */
export function InquiryForm({
  email,
  work,
  choices,
  room,
  labelledBy,
}: {
  /** The artist's address, for the mail app's way. */
  email: string;
  /** The work asked about, named by its title, year and inventory number. */
  work?: Pick<Artwork, "title" | "year" | "ref"> | undefined;
  /** The works a visitor may choose between, where no one work is asked about. */
  choices?: readonly Pick<Artwork, "title" | "year" | "ref">[] | undefined;
  room?: string | undefined;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}) {
  const { name, email: address, message, work: asked } = inquiryFields;
  /** Which work is the visitor's to say, from the room's. */
  const choosing = !work && !!choices?.length;
  return (
    <form
      method="post"
      action={inquiryForm.action}
      name={inquiryForm.name}
      data-netlify="true"
      data-netlify-honeypot={inquiryForm.honeypot}
      aria-labelledby={labelledBy}
      className="flex max-w-xl flex-col gap-5"
    >
      {/* Every field on every form, empty where it asks nothing: Netlify keeps the fields of the
          form it detects, whichever page it reads it from. */}
      <input type="hidden" name="form-name" value={inquiryForm.name} />
      {!choosing && <input type="hidden" name="work" value={work ? workAskedAbout(work) : ""} />}
      <input type="hidden" name="room" value={room ?? ""} />
      {/* Filled by the page's script as she sends it, where it has come (lib/inquiry-sending.ts). */}
      <input type="hidden" name={inquiryForm.took} />
      {/* No person sees it, so no person fills it. */}
      <p className="hidden">
        <label>
          Leave this empty: <input type="text" name={inquiryForm.honeypot} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      {/* In a room, the work and the room are said, not only carried: she sees what she asks about. */}
      {work && room && (
        <p className="text-lg">{`About ${workAskedAbout(work)}, in the viewing room "${room}"`}</p>
      )}
      {choosing && (
        <label className={labelClass}>
          {asked.label}
          <select name="work" className={fieldClass}>
            <option value="">Any of them</option>
            {choices?.map((choice) => (
              <option key={choice.title + choice.year}>{workAskedAbout(choice)}</option>
            ))}
          </select>
        </label>
      )}
      <label className={labelClass}>
        {name.label}
        <input
          type="text"
          name="name"
          required
          maxLength={name.longest}
          autoComplete="name"
          className={fieldClass}
        />
      </label>
      <label className={labelClass}>
        {address.label}
        <input
          type="email"
          name="email"
          required
          maxLength={address.longest}
          autoComplete="email"
          className={fieldClass}
        />
      </label>
      <label className={labelClass}>
        {message.label}
        <textarea
          name="message"
          required
          maxLength={message.longest}
          rows={5}
          defaultValue={work ? inquiryGreeting(work) : ""}
          className={fieldClass}
        />
      </label>
      <button type="submit" className={buttonClass("solid", "self-start")}>
        Send
      </button>
      <p className="text-sm text-stone">
        Or write from your e-mail app:{" "}
        <a
          href={work ? inquiryMailto(email, work, room) : mailto(email)}
          className="text-ink underline underline-offset-4"
        >
          {email}
          <span className="sr-only"> {emailAppNote}</span>
        </a>
        .{" "}
        <a href={privacyPage.path} className="underline underline-offset-4">
          What happens to what you write
        </a>
        .
      </p>
    </form>
  );
}

/**
 * "Inquire About This Work" in the viewer: a disclosure that opens the form in place, about the
 * work shown (and the viewing room it is shown in).
 */
export function InquiryDisclosure({
  work,
  email,
  room,
}: {
  work: Artwork<"available">;
  email: string;
  room?: string | undefined;
}) {
  const label = "Inquire About This Work";
  if (isReserved(work)) return <ReservedInquire work={work} label={label} className="self-start" />;
  return (
    <details className="print:hidden">
      <summary
        className={buttonClass("solid", "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}
      >
        {label}
      </summary>
      <div className="mt-6">
        <InquiryForm email={email} work={work} room={room} />
      </div>
    </details>
  );
}

/**
 * The section the Inquire buttons lead to (`#inquire`), under its heading: a page's one form, or a
 * room's (`group`: its forms are shown by which one the address names).
 */
function InquiryFrame({
  heading,
  group = false,
  children,
}: {
  heading: string;
  group?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={inquiryAnchor}
      aria-labelledby="inquire-title"
      className={`${group ? "group/inquire " : ""}mt-16 scroll-mt-24 border-t border-rule pt-6 print:hidden`}
    >
      <h2 id="inquire-title" className="mb-8 font-serif text-3xl md:text-4xl">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A page's own form, under a heading, where its Inquire buttons lead (`#inquire`). */
export function InquirySection({
  heading,
  ...form
}: { heading: string } & Parameters<typeof InquiryForm>[0]) {
  return (
    <InquiryFrame heading={heading}>
      <InquiryForm {...form} labelledBy="inquire-title" />
    </InquiryFrame>
  );
}

/**
 * A viewing room's forms, where its works' Inquire lead: one about each work for sale
 * (`#inquire-<slug>`), naming the work and the room, shown while the address names it (CSS
 * `:target`, so without script too), in place of the room's own form, whose work is hers to choose.
 */
export function RoomInquirySection({
  email,
  room,
  works,
}: {
  email: string;
  room: string;
  /** The works that may be inquired about: for sale, not reserved. */
  works: readonly Pick<Artwork, "title" | "year" | "ref" | "slug">[];
}) {
  return (
    <InquiryFrame heading="Inquire" group>
      {works.map((work) => (
        <div key={work.slug} id={workInquiryAnchor(work)} className="hidden scroll-mt-24 target:block">
          <InquiryForm email={email} work={work} room={room} labelledBy="inquire-title" />
          <p className="mt-6 text-sm">
            <a href={`#${inquiryAnchor}`} className="underline underline-offset-4">
              Ask about another work, or all of them
            </a>
          </p>
        </div>
      ))}
      {/* Hidden while one work's form is shown: the page has one form in view, the one she chose. */}
      <div className="group-has-[:target]/inquire:hidden">
        <InquiryForm email={email} room={room} choices={works} labelledBy="inquire-title" />
      </div>
    </InquiryFrame>
  );
}
