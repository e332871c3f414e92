import { expect, test } from "vitest";
import { closingDayOf, roomAnswer } from "./room-closing";

const page = (closes?: string) =>
  `<!DOCTYPE html><html><body><main id="main" class="page-container"${closes ? ` data-closes="${closes}"` : ""}><h1>For Anna</h1></main></body></html>`;
const closedPage = "<!DOCTYPE html><html><body><main><h1>This room has closed</h1></main></body></html>";

/** A host's files: each path's body, the rooms' closed page with its header. */
function host(files: Record<string, string>) {
  const asked: string[] = [];
  const fetchFile = async (path: string) => {
    asked.push(path);
    const body = { ...files, "/rooms/404": closedPage }[path];
    return body === undefined
      ? new Response("not found", { status: 404 })
      : new Response(body, { status: 200, headers: { "X-Robots-Tag": "noindex" } });
  };
  return { fetchFile, asked };
}
const at = (path: string) => new URL(path, "https://site.example");
const key = "zmkxqu4u5w7a27tw4b32oycd3l";

test("the day a room's page says it closes", () => {
  expect(closingDayOf(page("2026-12-20"))).toBe("2026-12-20");
  expect(closingDayOf(page())).toBeUndefined();
  expect(closingDayOf('<main data-closes="soon">')).toBeUndefined();
});

test("a room's page is the host's until its closing day, then gone (410) with the closed page", async () => {
  const { fetchFile } = host({ [`/rooms/${key}`]: page("2026-12-20") });
  const answer = () => new Response(page("2026-12-20"), { status: 200 });
  const before = await roomAnswer(at(`/rooms/${key}`), answer(), fetchFile, "2026-12-19");
  expect([before.status, await before.text()]).toEqual([200, page("2026-12-20")]);
  const on = await roomAnswer(at(`/rooms/${key}`), answer(), fetchFile, "2026-12-20");
  expect([on.status, await on.text(), on.headers.get("x-robots-tag")]).toEqual([410, closedPage, "noindex"]);
});

test("its list (PDF) goes with its page, read from the page", async () => {
  const { fetchFile, asked } = host({ [`/rooms/${key}`]: page("2026-12-20") });
  const pdf = () => new Response("%PDF-1.7", { status: 200 });
  expect((await roomAnswer(at(`/rooms/${key}.pdf`), pdf(), fetchFile, "2026-12-19")).status).toBe(200);
  expect((await roomAnswer(at(`/rooms/${key}.pdf`), pdf(), fetchFile, "2027-01-01")).status).toBe(410);
  expect(asked).toContain(`/rooms/${key}`);
  // Through Netlify's edge, the page itself already answers 410.
  const gone = async () => new Response(closedPage, { status: 410 });
  expect((await roomAnswer(at(`/rooms/${key}.pdf`), pdf(), gone, "2026-12-19")).status).toBe(410);
});

test("a room without a closing day, any other address and any other answer are left as they were", async () => {
  const { fetchFile, asked } = host({});
  const same = async (path: string, answer: Response) =>
    (await roomAnswer(at(path), answer, fetchFile, "2099-01-01")) === answer;
  expect(await same(`/rooms/${key}`, new Response(page(), { status: 200 }))).toBe(true);
  expect(await same(`/rooms/${key}`, new Response("gone", { status: 404 }))).toBe(true);
  expect(await same("/rooms/404", new Response(closedPage, { status: 200 }))).toBe(true);
  expect(await same(`/rooms/${key}/photo.jpg`, new Response("", { status: 200 }))).toBe(true);
  expect(await same("/gallery", new Response(page("2020-01-01"), { status: 200 }))).toBe(true);
  expect(asked).toEqual([]);
});
