import type { CSSProperties } from "react";
import { preload } from "react-dom";
import type { Picture } from "../../pipeline/content-types";
import { cn } from "../lib/cn";
import { type ImageLayout, imageSizes } from "../lib/image-sizes";

/**
 * How a photograph is drawn: as a 4:5 thumbnail filling its column (the
 * lists), or whole, in its own proportions, never cut (every view that is
 * there to show the painting); or whole inside a box placed for it (the
 * painting on a wall), with the `sizes` of the whole view beside it, so that
 * the browser takes the file it already has. In each, the image lies over its
 * colours (Colours), which it hides once it has arrived.
 */
const shapes = {
  thumbnail: "relative aspect-4/5 w-full object-cover",
  // Over the box its colours' SVG gives it, in its proportions (painting-frame in app.css).
  whole: "absolute inset-0 size-full object-cover",
  placed: "relative size-full object-contain",
} as const;
type Shape = keyof typeof shapes;

/** The `sizes` of a picture drawn in `layout` with `shape`. */
const sizesOf = (picture: Picture, layout: ImageLayout, shape: Shape) =>
  imageSizes(layout, shape === "thumbnail" ? undefined : picture.img.w / picture.img.h);

/**
 * What a `<link rel="preload">` needs to fetch the very file `<ResponsiveImage>`
 * will pick with the same `sizes`. AVIF only: the `type` makes a browser
 * without AVIF skip it and find its JPEG in the page as usual.
 */
function imagePreload(picture: Picture, sizes: string) {
  const srcSet = picture.sources.avif ?? "";
  return {
    as: "image",
    type: "image/avif",
    // Ignored where imagesrcset is understood, which is everywhere AVIF is.
    href: srcSet.split(" ")[0] || picture.img.src,
    imageSrcSet: srcSet,
    imageSizes: sizes,
  } as const;
}

/**
 * Starts fetching a photograph that is about to be shown in `layout` with
 * `shape`. Called while rendering a prerendered page, React writes it as a
 * `<link rel="preload">` into the page's `<head>`, so the fetch starts before
 * the page is parsed.
 */
export function preloadImage(picture: Picture, layout: ImageLayout, shape: Shape, fetchPriority?: "high") {
  const { href, ...options } = imagePreload(picture, sizesOf(picture, layout, shape));
  preload(href, { ...options, fetchPriority });
}

/**
 * A photograph's proportions (--ratio), for what a viewer draws as wide as the painting
 * (painting-width in app.css) or in its shape. Only for what the browser renders alone, a
 * viewer opened by the visitor: React sets it through the CSSOM, which the CSP allows, where a
 * prerendered page's style attribute would be refused.
 */
export const proportionsOf = (picture: Picture) =>
  ({ "--ratio": picture.img.w / picture.img.h }) as CSSProperties;

/**
 * A photograph's colours from top to bottom, drawn in its place until it arrives: an SVG, whose
 * colours are attributes, which the CSP allows where a style attribute would be refused, so that
 * the page carries them and the site's stylesheet nothing of any photograph. Under a photograph
 * shown whole it is the box itself: its size and viewBox give it the photograph's proportions
 * before a byte of it has arrived, as wide as its column or as 75% of the screen's height allows
 * (painting-frame in app.css); under a thumbnail or a placed photograph it fills their box.
 */
function Colours({ picture, shape, name }: { picture: Picture; shape: Shape; name?: string }) {
  // One gradient to a file and shape (or to the name given), unique in a page, the same on the
  // server and in an island.
  const file = picture.img.src.replace(/^.*\//, "").replace(/\.\w+$/, "");
  const id = `colours-${shape}-${(name ?? file).replace(/[^\w-]/g, "_")}`;
  const { w, h } = picture.img;
  const last = picture.colours.length - 1;
  const box =
    shape === "whole"
      ? { width: w, height: h, viewBox: `0 0 ${w} ${h}` }
      : { className: "absolute inset-0 size-full" };
  return (
    <svg aria-hidden="true" focusable="false" {...box}>
      <linearGradient id={id} x2="0" y2="1">
        {picture.colours.map((colour, at) => (
          <stop key={colour + String(at)} offset={last > 0 ? at / last : 0} stopColor={colour} />
        ))}
      </linearGradient>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}

/**
 * The `<img>`'s JPEGs and their `sizes`, or neither: a photograph too small for a second JPEG has
 * its one file in `src` alone, and `sizes` without a `srcset` is not HTML (and chooses nothing).
 */
export const jpegSources = (picture: Picture, sizes: string) =>
  picture.sources.jpeg ? { srcSet: picture.sources.jpeg, sizes } : {};

/**
 * The AVIF files of a photograph: the first child of a `<picture>` whose `<img>` offers the
 * JPEGs, for a browser without AVIF.
 */
export function AvifSource({ picture, sizes }: { picture: Picture; sizes: string }) {
  const { avif } = picture.sources;
  return avif ? <source type="image/avif" srcSet={avif} sizes={sizes} /> : null;
}

/**
 * A photograph in the sizes and formats the build made of it (AVIF, then
 * JPEG), drawn in `layout` with `shape`, over its colours, which
 * hold its place until it arrives; its `sizes` tell the browser how wide it is
 * drawn, so it downloads the smallest file that stays sharp.
 */
export function ResponsiveImage({
  picture,
  alt,
  layout,
  shape,
  priority = false,
  className,
  name,
}: {
  picture: Picture;
  alt: string;
  layout: ImageLayout;
  shape: Shape;
  /** The largest image of the first screen: preloaded, fetched first, never lazily. */
  priority?: boolean;
  /** The image's own classes (a card's hover, say). */
  className?: string;
  /**
   * What its colours are named by in the page, for a photograph that may be shown twice in one
   * shape there (two works of a list sharing one photograph): by default, its file's name.
   */
  name?: string;
}) {
  const sizes = sizesOf(picture, layout, shape);
  if (priority) preloadImage(picture, layout, shape, "high");
  return (
    <span className={shape === "whole" ? "painting-frame" : "relative block size-full"}>
      <Colours picture={picture} shape={shape} name={name} />
      <picture>
        <AvifSource picture={picture} sizes={sizes} />
        <img
          src={picture.img.src}
          {...jpegSources(picture, sizes)}
          width={picture.img.w}
          height={picture.img.h}
          alt={alt}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className={cn(shapes[shape], className)}
        />
      </picture>
    </span>
  );
}
