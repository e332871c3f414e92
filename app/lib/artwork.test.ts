import { expect, test } from "vitest";
import type { Artwork } from "../../pipeline/content-types";
import { artworkAlt, isForSale, isReserved, isSold } from "./artwork";

const picture = { sources: {}, img: { src: "/a.jpg", w: 4, h: 5 }, colours: [] };
const galleryWork: Artwork<"gallery"> = {
  id: 1,
  title: "Low Tide",
  year: "2025",
  medium: "Oil on linen",
  dimensions: "60 x 50 cm",
  image: "works/01.jpg",
  slug: "low-tide",
  picture,
  zoom: { tiles: "0123456789abcdef0123", width: 4, height: 5 },
};
const forSale: Artwork<"available"> = { ...galleryWork, price: "Price on request", status: "reserved" };

test("tells works for sale from gallery works and sold ones", () => {
  expect(isForSale(galleryWork)).toBe(false);
  expect(isForSale(forSale)).toBe(true);
  expect(isForSale({ ...forSale, status: "sold" })).toBe(false);
  expect(isSold({ ...forSale, status: "sold" })).toBe(true);
  expect(isSold(forSale)).toBe(false);
  expect(isSold(galleryWork)).toBe(false);
});

test("only a work for sale can be reserved", () => {
  expect(isReserved(galleryWork)).toBe(false);
  expect(isReserved(forSale)).toBe(true);
  expect(isReserved({ ...forSale, status: "available" })).toBe(false);
});

test("alt text names the title and the medium", () => {
  expect(artworkAlt(galleryWork)).toBe("Low Tide, oil on linen");
});
