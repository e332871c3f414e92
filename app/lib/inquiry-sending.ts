import { inquiryAsMailto, inquiryForm, inquiryOf } from "../../rules/inquiry";
import { inquirySentPage } from "../../rules/pages";

// The inquiry form, sent by the page's script where it has arrived (entry.client.tsx): so that a
// host that cannot take it (nginx alone, Netlify before its form detection is on, a server down)
// leaves the visitor her message in the form and her mail app's e-mail holding it, not an error
// page. Without the script, the form posts as it is; the servers' answers are the same.

/** When the page's script came: the visitor's first intent brought it (rules/inline-scripts.ts). */
const arrived = Date.now();

/** What the host answers a post it took: the thank-you page, at once or by a redirect. */
const taken = (answer: Response | undefined) =>
  !!answer?.ok && new URL(answer.url).pathname === inquirySentPage.path;

/** What the site's own servers answer a post they refused: their page says what to change. */
const refusedByTheSite = (answer: Response | undefined) =>
  !!answer && [400, 413, 429].includes(answer.status);

/**
 * Under the form's Send: that it was not sent, and her mail app's e-mail, holding her message, to
 * the address of the form's own e-mail link.
 */
function showUnsent(form: HTMLFormElement) {
  const artistEmail = new URL(form.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')?.href ?? "mailto:")
    .pathname;
  form.querySelector("[data-unsent]")?.remove();
  const note = document.createElement("p");
  note.dataset.unsent = "";
  note.setAttribute("role", "alert");
  note.className = "text-sm";
  const link = document.createElement("a");
  link.href = inquiryAsMailto(artistEmail, inquiryOf(postedOf(form)));
  link.className = "underline underline-offset-4";
  link.textContent = "Send it from your e-mail app";
  note.append(
    "This site could not take your message just now; it is still in the form. ",
    link,
    " (it opens with your message written in).",
  );
  form.querySelector("button[type=submit]")?.after(note);
}

/** A form's fields, as a browser posts them without script. */
const postedOf = (form: HTMLFormElement) =>
  new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));

/** Sends every inquiry form of the page by script from now on. */
export function sendInquiriesByScript() {
  addEventListener("submit", async (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.getAttribute("action") !== inquiryForm.action) return;
    event.preventDefault();
    const took = form.elements.namedItem(inquiryForm.took);
    if (took instanceof HTMLInputElement) took.value = String(Date.now() - arrived);
    const answer = await fetch(form.action, { method: "POST", body: postedOf(form) }).catch(() => undefined);
    if (taken(answer)) location.assign(inquirySentPage.path);
    // Nothing was kept: the server's own page, posted again without script, says what to change.
    else if (refusedByTheSite(answer)) form.submit();
    else showUnsent(form);
  });
}
