import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterEach, expect, test } from "vitest";
import {
  formNames,
  missingSteps,
  onPostBuild,
  roomOpenedFile,
  steps,
  // @ts-expect-error: a Netlify build plugin, plain JavaScript
} from "../netlify/plugins/inquiries/index.js";
import { roomOpenedForm } from "../netlify/room-visits.ts";
import { inquiryForm } from "../rules/inquiry.ts";

// The build plugin that says what is still missing for inquiries to reach the artist on Netlify,
// against a fake of Netlify's API holding a site's forms and notifications.

type Hook = { type: string; event: string; data: { email?: string }; disabled?: boolean };
const siteId = "site-1";
const email = "painter@studio.example";
let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** Netlify's API for one site, its token `token`: `forms` undefined where the token may not read them. */
async function netlifyApi({
  forms,
  hooks,
  refuseHooks = false,
}: {
  forms?: string[];
  hooks: Hook[];
  refuseHooks?: boolean;
}) {
  const asked: string[] = [];
  const api = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://api");
    asked.push(`${request.method} ${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== "Bearer token") return send(401, { message: "Access Denied" });
    if (url.pathname === `/api/v1/sites/${siteId}/forms` && forms) {
      return send(
        200,
        forms.map((name, id) => ({ id: String(id), site_id: siteId, name, paths: ["/"] })),
      );
    }
    if (url.pathname === "/api/v1/hooks" && url.searchParams.get("site_id") === siteId && !refuseHooks) {
      if (request.method === "GET") return send(200, hooks);
      let body = "";
      for await (const chunk of request) body += chunk;
      hooks.push(JSON.parse(body) as Hook);
      return send(201, { id: "hook-1", site_id: siteId, ...JSON.parse(body) });
    }
    send(403, { message: "Forbidden" });
  });
  server = api;
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  return { api: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, asked, hooks };
}

test("before form detection is on, the log says what to switch on and how to publish again, and the e-mail notification is added to her address", async () => {
  const { api, hooks } = await netlifyApi({ forms: [], hooks: [] });
  const lines = await missingSteps({ api, token: "token", siteId, email });
  expect(lines).toEqual([
    steps.detection,
    `Netlify now e-mails each inquiry and each room's first opening to ${email}.`,
  ]);
  expect(lines[0]).toContain("Forms");
  expect(lines[0]).toContain("Enable form detection");
  expect(lines[0]).toContain("Deploys > Trigger deploy > Deploy site");
  expect(hooks).toEqual([{ type: "email", event: "submission_created", data: { email } }]);
});

test("once the form is detected and she is e-mailed, the log says nothing and nothing is added", async () => {
  const { api, asked } = await netlifyApi({
    forms: [formNames.inquiry, formNames.roomOpened],
    hooks: [{ type: "email", event: "submission_created", data: { email } }],
  });
  expect(await missingSteps({ api, token: "token", siteId, email })).toEqual([]);
  expect(asked.filter((request) => request.startsWith("POST"))).toEqual([]);
});

test("where the build's token may not read or add notifications, the step is said for her to take", async () => {
  const { api } = await netlifyApi({ forms: [formNames.inquiry], hooks: [], refuseHooks: true });
  expect(await missingSteps({ api, token: "token", siteId, email })).toEqual([steps.notification(email)]);
  const refused = await missingSteps({ api, token: "another", siteId, email });
  expect(refused).toEqual([steps.detection, steps.notification(email)]);
  expect(refused[1]).toContain(email);
});

test("the hidden form room-opened is written into the published folder, as the edge function posts it and Netlify's detection reads it", async () => {
  const folder = await mkdtemp(path.join(tmpdir(), "netlify-publish-"));
  try {
    const publish = path.join(folder, "client");
    await mkdir(publish);
    await writeFile(path.join(folder, "site.json"), JSON.stringify({ inquiriesTo: email }));
    await onPostBuild({ constants: { PUBLISH_DIR: publish } });
    const { document } = new JSDOM(await readFile(path.join(publish, roomOpenedFile), "utf8")).window;
    const form = document.querySelector(`form[name="${roomOpenedForm.name}"]`);
    expect(form?.hasAttribute("data-netlify")).toBe(true);
    expect(form?.hasAttribute("hidden")).toBe(true);
    expect([...(form?.querySelectorAll("input") ?? [])].map((input) => input.name)).toEqual([
      ...roomOpenedForm.fields,
    ]);
    expect(formNames.inquiry).toBe(inquiryForm.name);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
