/** Latin letters that are no accented form of another, as they are written in English. */
const latinLetters: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  ø: "o",
  œ: "oe",
  ł: "l",
  đ: "d",
  þ: "th",
  ð: "d",
};

/** The longest address part made from a title: a page's file is named after it (works/<slug>.html.br). */
export const slugLength = 80;

/**
 * The address-friendly form of a title: "Harbour at Dusk, East Side" becomes
 * "harbour-at-dusk-east-side". Accents are dropped (é → e, ø → o), "&" is read
 * as "and", and anything else that is not a letter or digit of the Latin
 * alphabet separates words: a title in another script gives "" (the work's
 * address then comes from its id, see pipeline/schema.ts). A long title's
 * address stops at its last whole word within slugLength characters.
 */
export function slugify(title: string): string {
  const whole = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[ßæøœłđþð]/g, (letter) => latinLetters[letter] ?? "")
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (whole.length <= slugLength) return whole;
  const lastWord = whole.slice(0, slugLength + 1).lastIndexOf("-");
  return whole.slice(0, lastWord > 0 ? lastWord : slugLength);
}
