import { content, expect, gotoHydrated, test, workCard } from "./fixtures";

const { site, cv, works } = content;

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("the hero shows the artist's name in capitals and the main actions", async ({ page }) => {
  const name = page.getByRole("heading", { level: 1 });
  expect(await name.innerText()).toBe(site.artist.name.toUpperCase());
  await expect(page.getByRole("link", { name: "View Gallery" })).toHaveAttribute("href", "/gallery");
  await expect(page.getByRole("main").getByRole("link", { name: "Available Works" })).toHaveAttribute(
    "href",
    "/available",
  );
  const hero = page.getByRole("region", { name: site.artist.name });
  await expect(hero.getByRole("link", { name: /Instagram/ })).toHaveAttribute("href", site.artist.social.url);
});

test("About has three paragraphs of biography and the portrait", async ({ page }) => {
  const about = page.getByRole("region", { name: "About" });
  await expect(about.locator("p")).toHaveText(site.home.biography.map((text) => text.replace(/\s+/g, " ")));
  await expect(about.getByRole("img", { name: site.artist.portrait.alt })).toBeVisible();
});

test("Recent Works shows artworks 1, 3 and 4 and leads to the gallery", async ({ page }) => {
  const recent = page.getByRole("region", { name: "Recent Works" });
  const titles = [1, 3, 4].map((id) => works.gallery.find((work) => work.id === id)?.title ?? "");
  await expect(recent.getByRole("heading", { level: 3 })).toHaveText(titles);
  await expect(recent.getByRole("img")).toHaveCount(3);
  await recent.getByRole("link", { name: "Explore Full Gallery" }).click();
  await expect(page).toHaveURL("/gallery");
});

test("a recent work opens in the detail dialog", async ({ page }) => {
  await gotoHydrated(page, "/");
  const first = works.gallery[0];
  await workCard(page.getByRole("region", { name: "Recent Works" }), first?.title ?? "").click();
  await expect(page.getByRole("dialog", { name: first?.title })).toBeVisible();
});

test("the CV lists education, five exhibitions and collections", async ({ page }) => {
  const section = page.getByRole("region", { name: "CV" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "Education",
    "Selected Exhibitions",
    "Collections",
  ]);
  await expect(section.getByText("2023-2025")).toBeVisible();
  await expect(section.getByText(/Bachelor of Fine Arts/)).toBeVisible();

  const exhibitions = section.getByRole("list").nth(1).getByRole("listitem");
  await expect(exhibitions).toHaveCount(5);
  for (const item of await exhibitions.all()) {
    await expect(item).toContainText(/202[45]/);
    await expect(item).toContainText(/Sydney|Newtown/);
  }
  await expect(section.getByText("Private collections in Australia and internationally")).toBeVisible();
  expect(cv.exhibitions).toHaveLength(5);
});

test("Get In Touch is the #contact anchor with e-mail and social buttons", async ({ page }) => {
  const contact = page.locator("section#contact");
  await expect(contact.getByRole("heading", { level: 2 })).toHaveText("Get In Touch");
  await expect(contact).toContainText(/available works, commissions or exhibitions/);
  await expect(contact.getByRole("link", { name: site.artist.email })).toHaveAttribute(
    "href",
    `mailto:${site.artist.email}`,
  );
  await expect(contact.getByRole("link", { name: /Instagram/ })).toHaveAttribute("target", "_blank");
});

test("the footer has e-mail and social icons and the placeholder owner name", async ({ page }) => {
  const footer = page.getByRole("contentinfo");
  await expect(
    footer.getByRole("link", { name: `Email ${site.artist.email} (opens your e-mail app)` }),
  ).toHaveAttribute("href", `mailto:${site.artist.email}`);
  await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute(
    "href",
    site.artist.social.url,
  );
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Your Name`);
});

test.describe("in a later year than the build", () => {
  test("the footer shows the visitor's year", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-04T10:00:00+11:00"));
    await gotoHydrated(page, "/");
    await expect(page.getByRole("contentinfo")).toContainText("© 2031 Your Name");
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("contentinfo")).toContainText(`© 2031 ${site.artist.name}`);
  });
});
