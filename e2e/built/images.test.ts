// Every photograph's markup on the four pages, as built: its shape and sizes, its formats, its
// description, and the first photograph preloaded (how each is drawn is e2e/images.spec.ts's).
import { expect, test } from "vitest";
import { allWorks, pages } from "../content.ts";
import { fileOf, pageAt } from "./site.ts";

/** The widths a srcset offers. */
const widthsOf = (srcset: string) => [...srcset.matchAll(/\s(\d+)w/g)].map(([, width]) => Number(width));

test.each(pages)(
  "images on $path: thumbnails 4:5, paintings in their proportions, all sized, responsive and described",
  ({ path, works }) => {
    const images = [...pageAt(path).querySelectorAll("main img")];
    for (const img of images) {
      const alt = img.getAttribute("alt") ?? "";
      const [width, height] = [Number(img.getAttribute("width")), Number(img.getAttribute("height"))];
      expect(width * height, alt).toBeGreaterThan(0);
      // A list's thumbnail is 4:5, and so is its file (cut at build time, not by the browser).
      if (img.closest("li")) expect(Math.abs(width / height / 0.8 - 1), alt).toBeLessThanOrEqual(0.011);
      // AVIF in every size a layout needs; two JPEG sizes for the rare browser without it.
      const sources = [...(img.parentElement?.querySelectorAll("source") ?? [])];
      expect(
        sources.map((source) => source.getAttribute("type")),
        alt,
      ).toEqual(["image/avif"]);
      expect(widthsOf(sources[0]?.getAttribute("srcset") ?? "").length, alt).toBeGreaterThanOrEqual(3);
      expect(widthsOf(img.getAttribute("srcset") ?? "")).toHaveLength(2);
      expect(img.getAttribute("sizes"), alt).not.toBe("");
      // Every file named is built.
      for (const srcset of [
        img.getAttribute("srcset"),
        ...sources.map((source) => source.getAttribute("srcset")),
      ])
        for (const candidate of (srcset ?? "").split(","))
          expect(fileOf(candidate.trim().split(" ")[0] ?? "")).toBeTruthy();
      expect(alt.length).toBeGreaterThan(3);
    }
    // Each photograph of a work is described by its title and medium.
    const described = images.filter((img) =>
      allWorks.some((work) => {
        const alt = img.getAttribute("alt") ?? "";
        return alt.startsWith(work.title) && alt.includes(work.medium.slice(1));
      }),
    );
    expect(described).toHaveLength(works);
  },
);

test.each(pages.filter((page) => page.works > 0))(
  "$path preloads its first photograph, at high priority, in the sizes its picture offers",
  ({ path }) => {
    const document = pageAt(path);
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    const first = document.querySelector("main picture source[type='image/avif']");
    expect(preload?.getAttribute("fetchpriority") ?? preload?.getAttribute("fetchPriority")).toBe("high");
    expect(preload?.getAttribute("imagesrcset") ?? preload?.getAttribute("imageSrcSet")).toBe(
      first?.getAttribute("srcset"),
    );
    expect(preload?.getAttribute("imagesizes") ?? preload?.getAttribute("imageSizes")).toBe(
      first?.getAttribute("sizes"),
    );
  },
);
