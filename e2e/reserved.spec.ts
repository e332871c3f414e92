// A reserved work's dialog: a badge that says so, and no way to inquire about it. Its card is read
// from the built files (e2e/built/lists.test.ts), and its structured data offers nothing
// (e2e/built/head.test.ts).
import { expect, gotoHydrated, listPageOf, reserved, test, workCard } from "./fixtures";

const [onHold] = reserved;
test.skip(!onHold, "the content has no reserved work (e2e/catalogue has)");

test("a reserved work's dialog shows the badge and a disabled Inquire About This Work", async ({ page }) => {
  if (!onHold) return;
  await gotoHydrated(page, listPageOf(onHold));
  await workCard(page, onHold.title).click();
  const dialog = page.getByRole("dialog", { name: onHold.title });
  await expect(dialog.getByText("Reserved", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^Inquire About This Work/ })).toBeDisabled();
  await expect(dialog.getByRole("link", { name: /^Inquire/ })).toHaveCount(0);
});
