import { expect, test } from "vitest";
import { netlifyInquiriesLine } from "./netlify-inquiries";

test("on Netlify, the build says in one line what to switch on, how to publish again, and the e-mail notification", () => {
  const [line, ...more] = netlifyInquiriesLine({ NETLIFY: "true" });
  expect(more).toEqual([]);
  expect(line).toContain("Forms > Enable form detection");
  expect(line).toContain("Deploys > Trigger deploy > Deploy site");
  expect(line).toContain("e-mail notification");
});

test("elsewhere it says nothing", () => {
  expect(netlifyInquiriesLine({})).toEqual([]);
  expect(netlifyInquiriesLine({ CF_PAGES: "1" })).toEqual([]);
});
