// A viewing room in a browser: its viewer moves through the room's works alone, each with the
// room's price and an Inquire e-mail that names the room; axe on an open room's page, and on a
// closed room's address (410, the page of a closed room). What each room says, and that no file
// names it, is read from the built files (e2e/built/rooms.test.ts); its headers are the HTTP suite's.
import {
  expect,
  expectNoViolations,
  gotoHydrated,
  hydrate,
  inquiryHref,
  literally,
  rooms,
  shownPrice,
  test,
  workCard,
} from "./fixtures";

for (const room of rooms.filter((one) => !one.closed)) {
  test(`${room.title}: its page has no axe violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, room.path);
    await expectNoViolations(page);
  });
}

test.describe("a closed room", () => {
  // The browser reports the page's own status, 410 Gone.
  test.use({ expectedConsoleErrors: /410/ });
  const closed = rooms.find((room) => room.closed);
  test("its address is gone, saying the room has closed with the artist's e-mail, and has no axe violations", async ({
    page,
  }) => {
    test.skip(!closed, "the content under test has no closed room");
    await page.emulateMedia({ reducedMotion: "reduce" });
    const response = await page.goto(closed?.path ?? "");
    expect(response?.status()).toBe(410);
    await hydrate(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This room has closed");
    await expect(page.getByRole("main").getByRole("link", { name: /e-?mail/i })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(closed?.title ?? "");
    await expectNoViolations(page);
  });
});

const open = rooms.find((room) => !room.closed && room.works.length > 1);
test("a room's viewer moves through its works, with the room's prices, and Inquire names the room", async ({
  page,
}) => {
  test.skip(!open, "the content under test has no open room of two works or more");
  if (!open) return;
  const [first, second] = open.works;
  if (!first || !second) return;
  await gotoHydrated(page, open.path);
  await workCard(page, first.work.title).click();
  const dialog = page.getByRole("dialog", { name: first.work.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`1 of ${open.works.length}`);
  await expect(dialog.getByRole("button", { name: "Previous work" })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await dialog.getByRole("button", { name: "Next work" }).click();
  const next = page.getByRole("dialog", { name: second.work.title });
  await expect(next).toContainText(`2 of ${open.works.length}`);
  const price = second.roomPrice ?? ("price" in second.work ? second.work.price : undefined);
  if (second.state !== "sold" && second.state !== "not for sale") {
    await expect(next).toContainText(shownPrice(price));
  }
  // Its inventory number, where it has one, as on its page.
  if (second.work.ref) await expect(next).toContainText(`Inventory number${second.work.ref}`);
  if (second.state === "available") {
    // Its form names the work and the room.
    await next.locator("summary", { hasText: "Inquire About This Work" }).click();
    const form = next.locator("form");
    await expect(form.locator('input[name="room"]')).toHaveValue(open.title);
    await expect(form.locator('input[name="work"]')).toHaveValue(
      new RegExp(`^${literally(`"${second.work.title}" (${second.work.year})`)}`),
    );
    await expect(form.getByRole("link", { name: /opens your e-mail app/ })).toHaveAttribute(
      "href",
      inquiryHref(second.work, open.title),
    );
  }
  // Back closes the viewer and leaves the visitor in the room.
  await page.goBack();
  await expect(next).toBeHidden();
  await expect(page).toHaveURL(open.path);
});
