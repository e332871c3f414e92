import type { Artwork } from "../../pipeline/content-types";

/** A work that can still be bought: available or reserved, with a price and an Inquire button. */
export function isForSale(work: Artwork): work is Artwork<"available"> {
  return "status" in work && work.status !== "sold";
}

/** A reserved work is on hold: it shows a badge and cannot be inquired about. */
export function isReserved(work: Artwork): boolean {
  return "status" in work && work.status === "reserved";
}

/** A sold work shows "Sold", and neither its price nor an Inquire button. */
export function isSold(work: Artwork): boolean {
  return "status" in work && work.status === "sold";
}

/** Alt text of a work's photograph: its title and what it is made of. */
export function artworkAlt(work: Pick<Artwork, "title" | "medium">): string {
  return `${work.title}, ${work.medium.charAt(0).toLowerCase()}${work.medium.slice(1)}`;
}
