import { JSDOM } from "jsdom";
import { expect, test } from "vitest";
import { config } from "../netlify/edge-functions/inquiry.ts";
import { inquiryAnswer } from "../netlify/inquiry-fallback.ts";
import { inquiryAnswerSlot, inquiryForm } from "../rules/inquiry.ts";
import { inquirySentPage, inquiryUnsentPage } from "../rules/pages.ts";

// The inquiry form's post on Netlify, before and after Netlify Forms takes it.

const artist = "painter@studio.example";
/** The site's prerendered page of a message not sent, as the build writes its slot. */
const unsentTemplate = `<!doctype html><html><body><main><h1>Not sent</h1><div id="${inquiryAnswerSlot}" data-to="${artist}"></div></main></body></html>`;
const fetchFile = async (path: string) =>
  path === `/${inquiryUnsentPage.file}` ? new Response(unsentTemplate) : new Response("", { status: 404 });
const inquiry = {
  "form-name": inquiryForm.name,
  name: "Ada Collector",
  email: "ada@collector.example",
  message: "Is the blue one still free?",
  work: "",
  room: "",
};
const post = () =>
  new Request(new URL(inquiryForm.action, "https://painter.example"), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(inquiry),
  });

test("the edge function stands at the form's address, for its posts alone", () => {
  expect(config).toMatchObject({ path: inquiryForm.action, method: "POST", onError: "bypass" });
});

test("while Netlify Forms does not take the form, the visitor reads her message and the artist's e-mail link, not 'not found'", async () => {
  const answer = await inquiryAnswer(
    post(),
    async () => new Response("Page not found", { status: 404 }),
    fetchFile,
  );
  expect(answer.status).toBe(503);
  const { document } = new JSDOM(await answer.text()).window;
  const slot = document.getElementById(inquiryAnswerSlot);
  expect(slot?.textContent).toContain(inquiry.message);
  const link = slot?.querySelector<HTMLAnchorElement>('a[href^="mailto:"]');
  expect(decodeURIComponent(link?.getAttribute("href") ?? "")).toContain(`mailto:${artist}`);
  expect(decodeURIComponent(link?.getAttribute("href") ?? "")).toContain(inquiry.message);
});

test("once Netlify Forms takes it, its answer is the visitor's, untouched, and it read the whole post", async () => {
  let read = "";
  const answer = await inquiryAnswer(
    post(),
    async () => {
      read = await post().text();
      return new Response(null, { status: 303, headers: { location: inquirySentPage.path } });
    },
    fetchFile,
  );
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe(inquirySentPage.path);
  expect(new URLSearchParams(read).get("message")).toBe(inquiry.message);
});
