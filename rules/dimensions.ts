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

const perCm = { cm: 1, mm: 0.1, in: 2.54 } as const;

/** A work's height and width (and depth) in cm. */
export const inCm = ({ height, width, depth, unit }: Dimensions) => ({
  height: height * perCm[unit],
  width: width * perCm[unit],
  ...(depth === undefined ? {} : { depth: depth * perCm[unit] }),
});

/** The largest side a painting is taken to have, in cm (50 m): more is a mistake of typing or of unit. */
export const largestSide = 5000;

/** Why dimensions that read well cannot be a painting's, if they cannot: a side of 0, or one over 50 m. */
export function sizeProblem(dimensions: Dimensions): string | undefined {
  const sides = [
    dimensions.height,
    dimensions.width,
    ...(dimensions.depth === undefined ? [] : [dimensions.depth]),
  ];
  if (sides.some((side) => side === 0)) return "a side of 0 is no painting's: check the numbers";
  const { height, width } = inCm(dimensions);
  if (Math.max(height, width) > largestSide)
    return `a side of more than ${largestSide / 100} m is no painting's: check the numbers and the unit (cm, mm or in)`;
  return undefined;
}
