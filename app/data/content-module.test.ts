import { expect, test } from "vitest";
import { contentOf } from "./content-module";

// A module's data names its files by their place; the app gets each photograph's sources and each
// share image's address there, and the rest as written.

const photo = (format: string, width: number) => ({
  sources: { [format]: `/assets/a-${width}.${format} ${width}w` },
  img: { src: `/assets/a-${width}.${format}`, w: width, h: width * 2 },
});

test("a photograph's modern formats and its JPEG make one picture, with its colours", () => {
  const files = [photo("avif", 360), photo("jpeg", 720)];
  const data = [
    {
      id: 1,
      title: "Sea",
      picture: {
        modern: { file: 0 },
        fallback: { file: 1 },
        colours: ["#000000", "#808080", "#ffffff"],
      },
    },
  ];
  expect(contentOf<"gallery">({ files, data })).toEqual([
    {
      id: 1,
      title: "Sea",
      picture: {
        sources: { avif: "/assets/a-360.avif 360w", jpeg: "/assets/a-720.jpeg 720w" },
        img: { src: "/assets/a-720.jpeg", w: 720, h: 1440 },
        colours: ["#000000", "#808080", "#ffffff"],
      },
    },
  ]);
});

test("a share image's address is its file's, and data without files is as written", () => {
  const files = ["/assets/share-home.jpg"];
  const image = { alt: "The artist beside a painting", width: 1200, height: 630 };
  expect(contentOf<"share">({ files, data: { home: { src: { file: 0 }, ...image } } })).toEqual({
    home: { src: "/assets/share-home.jpg", ...image },
  });
  const site = { siteUrl: "https://www.example.com", gallery: { perPage: 12 }, words: ["a", "b"] };
  expect(contentOf<"site">({ files: [], data: site })).toEqual(site);
});

test("a picture whose files are missing is an error, not a page without its photograph", () => {
  const data = { picture: { modern: { file: 0 }, fallback: { file: 1 }, colours: [] } };
  expect(() => contentOf<"home">({ files: [], data })).toThrow(/files are missing/);
});
