import { content, expect, gotoHydrated, literally, test, workCard } from "./fixtures";

const { site, cv, works } = content;
const social = new RegExp(literally(site.artist.social.label));
const recentWorks = site.home.recentWorks.map((id) => works.gallery.find((work) => work.id === id));

// Home's sections, each as site.yaml and cv.yaml have it, read on one load of the page.
test("Home shows the hero, About, Recent Works, the CV, Get In Touch and the footer of the content", async ({
  page,
}) => {
  await page.goto("/");

  await test.step("the hero shows the artist's name in capitals and the main actions", async () => {
    const name = page.getByRole("heading", { level: 1 });
    expect(await name.innerText()).toBe(site.artist.name.toUpperCase());
    await expect(page.getByRole("link", { name: "View Gallery" })).toHaveAttribute("href", "/gallery");
    await expect(page.getByRole("main").getByRole("link", { name: "Available Works" })).toHaveAttribute(
      "href",
      "/available",
    );
    const hero = page.getByRole("region", { name: site.artist.name });
    await expect(hero.getByRole("link", { name: social })).toHaveAttribute("href", site.artist.social.url);
  });

  await test.step("About has the paragraphs of the biography and the portrait", async () => {
    const about = page.getByRole("region", { name: "About" });
    await expect(about.locator("p")).toHaveText(site.home.biography.map((text) => text.replace(/\s+/g, " ")));
    await expect(about.getByRole("img", { name: site.artist.portrait.alt })).toBeVisible();
  });

  await test.step("Recent Works shows the works chosen in site.yaml, in order", async () => {
    const recent = page.getByRole("region", { name: "Recent Works" });
    await expect(recent.getByRole("heading", { level: 3 })).toHaveText(
      recentWorks.map((work) => work?.title ?? ""),
    );
    await expect(recent.getByRole("img")).toHaveCount(recentWorks.length);
  });

  await test.step("the CV lists education, exhibitions and collections, each entry in full", async () => {
    const section = page.getByRole("region", { name: "CV" });
    // A list with no entries is left out.
    const lists = [
      [
        "Education",
        cv.education.map((entry) => [entry.years, `${entry.qualification}, ${entry.institution}`]),
      ],
      [
        "Selected Exhibitions",
        cv.exhibitions.map((show) => [`${show.year} · ${show.kind}`, `${show.title}, ${show.venue}`]),
      ],
      ["Collections", cv.collections.map((collection) => [collection])],
    ] as const;
    const shown = lists.filter(([, entries]) => entries.length > 0);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(shown.map(([title]) => title));
    for (const [index, [, entries]] of shown.entries()) {
      const items = section.getByRole("list").nth(index).getByRole("listitem");
      await expect(items).toHaveCount(entries.length);
      for (const [item, parts] of entries.entries()) {
        for (const part of parts) await expect(items.nth(item)).toContainText(part);
      }
    }
  });

  await test.step("Get In Touch is the #contact anchor with e-mail and social buttons", async () => {
    const contact = page.locator("section#contact");
    await expect(contact.getByRole("heading", { level: 2 })).toHaveText("Get In Touch");
    await expect(contact).toContainText(site.contact.invitation);
    await expect(contact.getByRole("link", { name: site.artist.email })).toHaveAttribute(
      "href",
      `mailto:${site.artist.email}`,
    );
    await expect(contact.getByRole("link", { name: social })).toHaveAttribute("target", "_blank");
  });

  await test.step("the footer has e-mail and social icons and the owner name of site.yaml", async () => {
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByRole("link", { name: `Email ${site.artist.email} (opens your e-mail app)` }),
    ).toHaveAttribute("href", `mailto:${site.artist.email}`);
    await expect(footer.getByRole("link", { name: social })).toHaveAttribute("href", site.artist.social.url);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.homeFooterName}`);
  });
});

test("a recent work opens in the detail dialog, and Recent Works leads to the gallery", async ({ page }) => {
  await gotoHydrated(page, "/");
  const recent = page.getByRole("region", { name: "Recent Works" });
  const [first] = recentWorks;
  await workCard(recent, first?.title ?? "").click();
  await expect(page.getByRole("dialog", { name: first?.title })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await recent.getByRole("link", { name: "Explore Full Gallery" }).click();
  await expect(page).toHaveURL("/gallery");
});

test.describe("in a later year than the build", () => {
  test("the footer shows the visitor's year", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-04T10:00:00+11:00"));
    await gotoHydrated(page, "/");
    await expect(page.getByRole("contentinfo")).toContainText(`© 2031 ${site.homeFooterName}`);
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("contentinfo")).toContainText(`© 2031 ${site.artist.name}`);
  });
});
