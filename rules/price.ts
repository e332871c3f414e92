// A work's price: an amount in Australian dollars, or words ("Price on request").

/** The specification's words for a work whose price is not shown. */
export const priceOnRequest = "Price on request";

/** "4800", "4,800", "AUD 4,800", "A$4,800.50", "4800 AUD": an amount in dollars. */
const amountPattern = /^(?:AUD ?|A?\$ ?)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{2})?(?: ?AUD)?$/i;

/** The amount that `text` writes, or null when it is words. */
export function amountOf(text: string): number | null {
  const match = amountPattern.exec(text.trim());
  if (!match) return null;
  const [, dollars = "", cents = ""] = match;
  return Number(`${dollars.replaceAll(",", "")}${cents}`);
}

/**
 * A price as the site shows it: an amount always in one format, "AUD 4,800"
 * (with cents only when it has some: "AUD 4,800.50"); words as written.
 * Written out by hand, not by Intl, so the build and every browser agree to the character.
 */
export function priceText(price: number | string): string {
  if (typeof price === "string") return price;
  const [dollars = "", cents] = price.toFixed(2).split(".");
  return `AUD ${dollars.replace(/\B(?=(\d{3})+$)/g, ",")}${cents === "00" ? "" : `.${cents}`}`;
}
