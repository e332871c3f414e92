// A viewing room's beacon in a browser (app/lib/room-seen.ts): nothing is posted before the guest
// opens a work, then one post when she opens it in the viewer and one when she zooms it, once per
// work and kind; and her own browser, once it has opened her editor, carries the mark that keeps
// her visits uncounted. What the hosts record of each is the HTTP suite's; the page's line, the
// built files'.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { editorPage } from "../rules/pages";
import { artistCookie } from "../rules/visits";
import { content, expect, gotoHydrated, rooms, test, workCard } from "./fixtures";
import { buildDir } from "./servers";

const open = rooms.find((room) => !room.closed && room.works.length > 0);

test("a room's page posts what its guest looked at closely only after she did it, once each", async ({
  page,
}) => {
  test.skip(
    !open || content.site.roomVisits === false,
    "the content under test has no open room that records",
  );
  if (!open) return;
  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith(`${open.path}/seen`)) {
      posted.push(request.postData() ?? "");
    }
  });
  await gotoHydrated(page, open.path);
  await page.mouse.wheel(0, 400);
  // Hydrated and scrolled, she has opened nothing: nothing is sent.
  expect(posted).toEqual([]);
  const [first] = open.works;
  const id = first?.work.id ?? 0;
  await workCard(page, first?.work.title ?? "").click();
  const dialog = page.getByRole("dialog", { name: first?.work.title ?? "" });
  await expect(dialog).toBeVisible();
  await expect.poll(() => posted).toEqual([`kind=viewer&work=${id}`]);
  await dialog.getByRole("button", { name: "Look closer" }).click();
  await expect.poll(() => posted).toEqual([`kind=viewer&work=${id}`, `kind=zoom&work=${id}`]);
  // Closed and opened again, the same work is not told twice.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await workCard(page, first?.work.title ?? "").click();
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(300);
  expect(posted).toHaveLength(2);
});

test.describe("her own visits", () => {
  // The editor's page asks GitHub for its sign-in, which this machine cannot reach.
  test.use({ expectedConsoleErrors: /ERR_NAME_NOT_RESOLVED/ });

  test("her browser, once it has opened her editor, sends its mark to the rooms and to no other page", async ({
    page,
  }) => {
    test.skip(
      !open || !existsSync(join(buildDir, "client", editorPage.file)),
      "the build under test has no open room or no editor",
    );
    if (!open) return;
    const mark = `${artistCookie.name}=${artistCookie.value}`;
    /** The Cookie header of each page the browser asks for, by its path. */
    const cookies = new Map<string, string>();
    page.on("request", async (request) => {
      if (request.resourceType() === "document") {
        cookies.set(new URL(request.url()).pathname, (await request.allHeaders()).cookie ?? "");
      }
    });
    await page.goto(open.path);
    expect(cookies.get(open.path)).not.toContain(mark);
    await page.goto(editorPage.path);
    await page.goto(open.path);
    await page.goto("/");
    await expect.poll(() => cookies.get(open.path)).toContain(mark);
    // Each page's headers are read after its request: wait for Home's too.
    await expect.poll(() => cookies.has("/")).toBe(true);
    expect(cookies.get("/")).not.toContain(mark);
  });
});
