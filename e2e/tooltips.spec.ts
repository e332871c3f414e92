// The tooltips of the icon-only controls: their delays by hover and by keyboard.
import type { Page } from "@playwright/test";
import { content, expect, gotoHydrated, literally, once, test } from "./fixtures";

/** Stops the page's clock, so that only runFor moves time on. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 60_000);
}

test.describe("tooltips on icon-only controls", once, () => {
  test.skip(({ isMobile }) => isMobile, "phones have no hover");

  test("show after 700 ms of hover, and at once on the next icon within 300 ms", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await pauseClock(page);
    const footer = page.getByRole("contentinfo");
    const email = footer.getByRole("link", { name: /^Email/ });
    const social = footer.getByRole("link", {
      name: new RegExp(literally(content.site.artist.social.label)),
    });
    const emailTip = footer.getByText("Email", { exact: true });
    const socialTip = footer.getByText(content.site.artist.social.label, { exact: true });

    await email.hover();
    await page.clock.runFor(600);
    await expect(emailTip).toBeHidden();
    await page.clock.runFor(150);
    await expect(emailTip).toBeVisible();

    await social.hover();
    await expect(emailTip).toBeHidden();
    await expect(socialTip).toBeVisible();

    // Away for longer than the skip delay: the wait starts over.
    await page.mouse.move(0, 0);
    await page.clock.runFor(400);
    await email.hover();
    await page.clock.runFor(300);
    await expect(emailTip).toBeHidden();
    await page.clock.runFor(450);
    await expect(emailTip).toBeVisible();
  });

  test("show on keyboard focus after 700 ms and hide on Escape", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await pauseClock(page);
    const hero = page.getByRole("region", { name: content.site.artist.name });
    const social = hero.getByRole("link", { name: new RegExp(literally(content.site.artist.social.label)) });
    const tip = hero.getByText(content.site.artist.social.label, { exact: true });
    await hero.getByRole("link", { name: "Available Works" }).focus();
    await page.keyboard.press("Tab");
    await expect(social).toBeFocused();
    await page.clock.runFor(650);
    await expect(tip).toBeHidden();
    await page.clock.runFor(100);
    await expect(tip).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(tip).toBeHidden();
  });
});
