// A viewing room in a browser: its viewer moves through the room's works alone, each with the
// room's price and an Inquire e-mail that names the room; a card's Inquire, with script and
// without, showing the form about that work and the room (sent without, keeping both); axe on an open room's page, and on a
// closed room's address (410, the page of a closed room). What each room says, and that no file
// names it, is read from the built files (e2e/built/rooms.test.ts); its headers are the HTTP suite's.
import { DatabaseSync } from "node:sqlite";
import {
  anyWidth,
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
import { inquiriesFile } from "./servers";

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
    await expect(form.getByText(`in the viewing room "${open.title}"`)).toContainText(
      `About "${second.work.title}"`,
    );
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

// The last work for sale in a room of more than one, so that the form shown is the work's, not the first's.
const asking = rooms
  .filter((room) => !room.closed)
  .flatMap((room) =>
    room.works.filter(({ state }) => state === "available").map(({ work }) => ({ room, work })),
  )
  .at(-1);
for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with the page's script" : "without script", anyWidth, () => {
    test.use({ javaScriptEnabled });
    test("a card's Inquire shows the form about that work and the room, in place of the room's own", async ({
      page,
    }) => {
      test.skip(!asking, "the content under test has no open room with a work for sale");
      if (!asking) return;
      const { room, work } = asking;
      const about = `"${work.title}" (${work.year})${work.ref ? `, no. ${work.ref}` : ""}`;
      if (javaScriptEnabled) await gotoHydrated(page, room.path);
      else await page.goto(room.path);
      await page.getByRole("link", { name: new RegExp(`^Inquire ?: ${literally(work.title)}$`) }).click();
      await expect(page).toHaveURL(new RegExp(`#inquire-${literally(work.slug)}$`));
      const section = page.locator("section#inquire");
      // One form in sight, the work's: the room's own, with its choice of works, is out of the way.
      const form = section.locator("form").filter({ visible: true });
      await expect(form).toHaveCount(1);
      await expect(section.getByRole("combobox", { name: "Work" })).toBeHidden();
      await expect(form.getByText(`About ${about}, in the viewing room "${room.title}"`)).toBeVisible();
      await expect(form.getByRole("textbox", { name: "Your name" })).toBeInViewport();
      await expect(form.locator('input[name="work"]')).toHaveValue(about);
      await expect(form.locator('input[name="room"]')).toHaveValue(room.title);

      if (!javaScriptEnabled) {
        // Sent once, as the plain form posts it (the script sends the same fields): one of the five
        // inquiries an address may send in ten minutes (hosting/server.ts), which inquiry.spec.ts's spend.
        const message = `About this one (${Date.now()})`;
        await form.getByRole("textbox", { name: "Your name" }).fill("Anna Lee");
        await form.getByRole("textbox", { name: "Your e-mail" }).fill("anna@example.com");
        await form.getByRole("textbox", { name: "Message" }).fill(message);
        await form.getByRole("button", { name: "Send" }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you");
        const db = new DatabaseSync(inquiriesFile, { readOnly: true, timeout: 5_000 });
        try {
          expect(db.prepare("SELECT work, room FROM inquiries WHERE message = ?").all(message)).toEqual([
            { work: about, room: room.title },
          ]);
        } finally {
          db.close();
        }
        await page.goBack();
      }
      // "Ask about another work" gives the room's own form back.
      // Only the shown one of the works' links is in the accessibility tree.
      await section.getByRole("link", { name: "Ask about another work, or all of them" }).click();
      await expect(page).toHaveURL(/#inquire$/);
      await expect(section.getByRole("combobox", { name: "Work" })).toBeVisible();
      await expect(section.locator("form").filter({ visible: true })).toHaveCount(1);
    });
  });
}
