// The inquiry form as a visitor sends it, in the browser: on a 375 px phone with no script at all,
// from a work's page to the thank-you page, with what npm start kept; and the browser's own
// checks stopping a form that is not complete before anything is sent. The form's markup is
// e2e/built/inquiry.test.ts's, each server's answers e2e/http.spec.ts's.
import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import { content, expect, forSale, gotoHydrated, literally, once, test, workPath } from "./fixtures";
import { inquiriesFile } from "./servers";

/** What `npm start` kept of an inquiry with this message: who wrote, about which work. */
function kept(message: string) {
  const db = new DatabaseSync(inquiriesFile, { readOnly: true, timeout: 5_000 });
  try {
    return db.prepare("SELECT name, email, work FROM inquiries WHERE message = ?").all(message);
  } finally {
    db.close();
  }
}

test.describe("without script", once, () => {
  test.skip(({ isMobile }) => !isMobile, "a phone's");
  test.use({ javaScriptEnabled: false });

  test("a work's Inquire leads to its form, which sends her message and shows the thank-you page", async ({
    page,
  }) => {
    const work = forSale[0];
    test.skip(!work, "no work for sale in this content");
    await page.goto(workPath(work ?? { slug: "" }));
    await page.getByRole("link", { name: /^Inquire About This Work/ }).click();
    await expect(page).toHaveURL(/#inquire$/);
    const form = page.locator("#inquire form");
    await expect(form.getByRole("textbox", { name: "Your name" })).toBeInViewport();

    // Not complete: the browser stops it and says which field, and nothing is sent.
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByRole("textbox", { name: "Your name" })).toBeFocused();
    expect(posts).toEqual([]);

    const message = `Is it still available? (${Date.now()})`;
    await form.getByRole("textbox", { name: "Your name" }).fill("Anna Lee");
    await form.getByRole("textbox", { name: "Your e-mail" }).fill("anna@example.com");
    await form.getByRole("textbox", { name: "Message" }).fill(message);
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/inquiry\/sent$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you");
    await expect(page.locator("main")).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath("thank-you.png") });

    expect(kept(message)).toEqual([
      { name: "Anna Lee", email: "anna@example.com", work: expect.stringContaining(`"${work?.title}"`) },
    ]);
  });
});

test.describe("with the page's script", once, () => {
  test.skip(({ isMobile }) => !isMobile, "a phone's");
  const work = forSale[0];
  test.skip(!work, "no work for sale in this content");

  /**
   * The form of the work's page, filled in, the page's script there (a first touch brought it),
   * and a person's time gone by since: sent sooner, it would be a robot's, answered as if taken.
   */
  async function filledIn(page: Page, message: string, { quickly = false } = {}) {
    await page.clock.install();
    await gotoHydrated(page, workPath(work ?? { slug: "" }));
    const form = page.locator("#inquire form");
    await form.getByRole("textbox", { name: "Your name" }).fill("Anna Lee");
    await form.getByRole("textbox", { name: "Your e-mail" }).fill("anna@example.com");
    await form.getByRole("textbox", { name: "Message" }).fill(message);
    if (!quickly) await page.clock.fastForward(20_000);
    return form;
  }

  test("the form is sent, kept, and the thank-you page shown", async ({ page }) => {
    const message = `By script (${Date.now()})`;
    const form = await filledIn(page, message);
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/inquiry\/sent$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you");
    expect(kept(message)).toHaveLength(1);
  });

  test("sent within 3 s of the script's coming, as a robot's would be, it is answered as taken and kept nowhere", async ({
    page,
  }) => {
    const message = `Quickly (${Date.now()})`;
    const form = await filledIn(page, message, { quickly: true });
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you");
    expect(kept(message)).toEqual([]);
  });

  test.describe("refused", () => {
    // The browser reports the server's 400, to the script's post and to the form's own.
    test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 400/ });
    test("a name of spaces alone, which the browser lets through, gets the server's page of what to change", async ({
      page,
    }) => {
      const message = `Spaces for a name (${Date.now()})`;
      const form = await filledIn(page, message);
      await form.getByRole("textbox", { name: "Your name" }).fill("   ");
      await form.getByRole("button", { name: "Send" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your message was not sent");
      await expect(page.getByRole("main").getByRole("listitem")).toHaveText([
        "Your name is missing: please fill it in.",
      ]);
      await expect(page.getByRole("main").getByRole("blockquote")).toHaveText(message);
    });
  });

  test.describe("on a host that cannot take it", () => {
    test.use({ expectedConsoleErrors: /Failed to load resource/ });
    test("her message stays in the form, and her mail app's e-mail holds it", async ({ page }) => {
      // A host with nothing to take the form: nginx alone, or Netlify before its form detection;
      // the browser reports the refused post in the console.
      await page.route("**/inquiry/sent", (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ status: 405, body: "Not Allowed" })
          : route.fallback(),
      );
      const message = "Is it still available?\nAnd framed?";
      const form = await filledIn(page, message);
      await form.getByRole("button", { name: "Send" }).click();
      const alert = form.getByRole("alert");
      await expect(alert).toContainText("could not take your message");
      await expect(page).toHaveURL(new RegExp(`${workPath(work ?? { slug: "" })}$`));
      await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue(message);
      const href =
        (await alert.getByRole("link", { name: "Send it from your e-mail app" }).getAttribute("href")) ?? "";
      expect(decodeURIComponent(href)).toContain(`body=${message}`);
      expect(href).toMatch(new RegExp(`^mailto:${literally(content.site.artist.email)}\\?subject=`));
    });
  });
});
