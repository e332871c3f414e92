// A viewing room's beacon in a browser (app/lib/room-seen.ts): nothing is posted before the guest
// opens a work, then one post when she opens it in the viewer and one when she zooms it, once per
// work and kind. What the hosts record of it is the HTTP suite's; the page's line, the built files'.
import { content, expect, gotoHydrated, rooms, test, workCard } from "./fixtures";

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
