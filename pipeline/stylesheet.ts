import { parseDimensions } from "../rules/dimensions.ts";
import { inCm, paintingPlacement, wallScene } from "../rules/wall.ts";
import type { Photograph } from "./photographs.ts";

/**
 * The rules the build appends to the site's one stylesheet (the CSP allows no style attributes):
 * photograph n's proportions (class ph-<n>, for the views that show it whole) and its colours
 * while it loads, and where each work's photograph hangs on its wall (app/components/wall-scene.tsx).
 */
export function stylesheetRules(
  images: readonly string[],
  sizes: ReadonlyMap<string, Photograph>,
  works: readonly { id: number; dimensions: string }[],
) {
  const rules = images.map((image, n) => {
    const { width = 4, height = 5, gradient = "none" } = sizes.get(image) ?? {};
    return `.ph-${n}{--ratio:${+(width / height).toFixed(5)}}img.ph-${n}{background-image:${gradient}}`;
  });
  for (const work of works) {
    const dimensions = parseDimensions(work.dimensions);
    if (dimensions) rules.push(`.wall-${work.id}{${paintingPlacement(wallScene(inCm(dimensions)))}}`);
  }
  return rules.join("\n");
}
