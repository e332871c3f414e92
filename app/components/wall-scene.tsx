import type { Artwork } from "../../pipeline/content-types";
import { parseDimensions } from "../../rules/dimensions";
import { figureHeight, inCm, paintingPlacement, sizeInWords, wallScene } from "../../rules/wall";
import type { ImageLayout } from "../lib/image-sizes";
import { ResponsiveImage } from "./responsive-image";

/** A standing figure drawn in cm, 48 wide and 170 tall (rules/wall.ts): head, shoulders, arms, legs. */
const figurePath =
  "M24 0a11 11 0 1 1 0 22a11 11 0 1 1 0-22ZM6 30Q24 23 42 30Q47 32 47 40L47 98Q47 101 44 101L41 101L40 62L38 96L36 166Q36 170 32 170L27 170L25 104L23 104L21 170L16 170Q12 170 12 166L10 96L8 62L7 101L4 101Q1 101 1 98L1 40Q1 32 6 30ZM20 20h8v8h-8Z";

/**
 * The painting drawn to scale on a wall beside a standing figure 170 cm tall
 * and a bench (the layout is rules/wall.ts's), with its size in words. The
 * photograph is the one the view above it shows (the same `layout`, so the
 * same file): opening the disclosure downloads nothing new.
 */
export function WallScene({ work, layout }: { work: Artwork; layout: ImageLayout }) {
  const dimensions = parseDimensions(work.dimensions);
  // The build has checked every work's dimensions (pipeline/schema.ts).
  if (!dimensions) return null;
  const scene = wallScene(inCm(dimensions));
  const { figure, bench } = scene;
  return (
    <figure className="mt-3">
      <div
        role="img"
        aria-label={`${work.title} on a wall, beside a standing figure ${figureHeight} cm tall and a bench`}
        className="relative"
      >
        <svg
          viewBox={`0 0 ${scene.width} ${scene.height}`}
          className="block h-auto w-full"
          aria-hidden="true"
          focusable="false"
        >
          <rect width={scene.width} height={scene.floor} className="fill-mist" />
          <rect
            y={scene.floor}
            width={scene.width}
            height={scene.height - scene.floor}
            className="fill-rule"
          />
          <path d={figurePath} transform={`translate(${figure.x} ${figure.y})`} className="fill-stone" />
          <g className="fill-stone/70">
            <rect x={bench.x} y={bench.y} width={bench.width} height={5} />
            <rect x={bench.x + 8} y={bench.y + 5} width={5} height={bench.height - 5} />
            <rect x={bench.x + bench.width - 13} y={bench.y + 5} width={5} height={bench.height - 5} />
          </g>
        </svg>
        {/* Hung where the scene puts it, in percent of it, by an SVG box's attributes (the CSP
            allows no style attribute): no viewBox, so the shadow is the page's own size. */}
        <svg className="absolute inset-0 size-full" overflow="visible" aria-hidden="true" focusable="false">
          <foreignObject {...paintingPlacement(scene)} overflow="visible">
            <div className="size-full shadow-md">
              <ResponsiveImage picture={work.picture} alt="" layout={layout} shape="placed" />
            </div>
          </foreignObject>
        </svg>
      </div>
      <figcaption className="mt-3 text-sm text-stone">{sizeInWords(dimensions)}.</figcaption>
    </figure>
  );
}
