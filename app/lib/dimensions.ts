/** A work's size as the artist writes it, height first: "160 x 110 cm", "30.5 × 20 × 4 in". */
export type Dimensions = { height: number; width: number; depth?: number; unit: "cm" | "mm" | "in" };

/** Height x width (x depth) and a unit, as parseDimensions() reads it. */
export const dimensionsPattern =
  /^(\d+(?:\.\d+)?) ?[x×] ?(\d+(?:\.\d+)?)(?: ?[x×] ?(\d+(?:\.\d+)?))? ?(cm|mm|in)$/i;

/** The numbers of a work's dimensions, or null when the text is not height x width (x depth) and a unit. */
export function parseDimensions(text: string): Dimensions | null {
  const match = dimensionsPattern.exec(text.trim());
  if (!match) return null;
  const [, height = "", width = "", depth, unit = ""] = match;
  return {
    height: Number(height),
    width: Number(width),
    ...(depth === undefined ? {} : { depth: Number(depth) }),
    unit: unit.toLowerCase() as Dimensions["unit"],
  };
}
