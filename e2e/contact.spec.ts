import { content, expect, test } from "./fixtures";

const { site } = content;

test("Contact invites an e-mail and shows the address", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get In Touch");
  await expect(page.getByRole("main")).toContainText(site.contact.invitation);
  const button = page.getByRole("main").getByRole("link", { name: site.artist.email });
  await expect(button).toHaveAttribute("href", `mailto:${site.artist.email}`);
  await expect(page.getByRole("contentinfo")).toContainText(
    `© ${new Date().getFullYear()} ${site.artist.name}`,
  );
});
