/**
 * The address-friendly form of a title: "Low Tide, Blackwattle Bay" becomes
 * "low-tide-blackwattle-bay". Accents are dropped (é → e), "&" is read as
 * "and", and anything else that is not a letter or digit separates words.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
