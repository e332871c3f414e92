import type { Artwork, AvailableWork } from "../content/schema";

/** Works for sale carry a price and a status; gallery works do not. */
export function isForSale(work: Artwork): work is AvailableWork {
  return "status" in work;
}

/** A reserved work is on hold: it shows a badge and cannot be inquired about. */
export function isReserved(work: Artwork): boolean {
  return isForSale(work) && work.status === "reserved";
}

/** Alt text of a work's photograph: its title and what it is made of. */
export function artworkAlt(work: Artwork): string {
  return `${work.title}, ${work.medium.charAt(0).toLowerCase()}${work.medium.slice(1)}`;
}
