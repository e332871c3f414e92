// The inquiry form as a visitor sends it, in the browser: on a 375 px phone with no script at all,
// from a work's page to the thank-you page, with what npm start kept; and the browser's own
// checks stopping a form that is not complete before anything is sent. The form's markup is
// e2e/built/inquiry.test.ts's, each server's answers e2e/http.spec.ts's.
import { DatabaseSync } from "node:sqlite";
import { expect, forSale, once, test, workPath } from "./fixtures";
import { inquiriesFile } from "./servers";

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

    const db = new DatabaseSync(inquiriesFile, { readOnly: true });
    const kept = db.prepare("SELECT name, email, work FROM inquiries WHERE message = ?").all(message);
    db.close();
    expect(kept).toEqual([
      { name: "Anna Lee", email: "anna@example.com", work: expect.stringContaining(`"${work?.title}"`) },
    ]);
  });
});
