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

/**
 * The address-friendly form of a title: "Harbour at Dusk, East Side" becomes
 * "harbour-at-dusk-east-side". Accents are dropped (é → e, ø → o), "&" is read
 * as "and", and anything else that is not a letter or digit of the Latin
 * alphabet separates words: a title in another script gives "" (the work's
 * address then comes from its id, see pipeline/schema.ts).
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[ßæøœłđþð]/g, (letter) => latinLetters[letter] ?? "")
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
