import { preinit, preload } from "react-dom";
import type { Picture } from "../../pipeline/content-types";
import { cn } from "../lib/cn";
import { type ImageLayout, imageSizes } from "../lib/image-sizes";

/**
 * How a photograph is drawn: as a 4:5 thumbnail filling its column (the
 * lists), or whole, in its own proportions, never cut (every view that is
 * there to show the painting); or whole inside a box placed for it (the
 * painting on a wall), with the `sizes` of the whole view beside it, so that
 * the browser takes the file it already has.
 */
const shapes = {
  // Above its placeholder.
  thumbnail: "relative aspect-4/5 w-full object-cover",
  whole: "painting-whole object-cover",
  placed: "size-full object-contain",
} as const;
type Shape = keyof typeof shapes;

/** The `sizes` of a picture drawn in `layout` with `shape`. */
const sizesOf = (picture: Picture, layout: ImageLayout, shape: Shape) =>
  imageSizes(layout, shape === "thumbnail" ? undefined : picture.img.w / picture.img.h);

/**
 * What a `<link rel="preload">` needs to fetch the very file `<ResponsiveImage>`
 * will pick with the same `sizes`. AVIF only: the `type` makes a browser
 * without AVIF skip it and find its WebP or JPEG in the page as usual.
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
 * In the browser, on a sign that a photograph is about to be shown whole (the viewer's next
 * work, a card the pointer rests on): its file, and the stylesheet that shapes it, fetched ahead.
 */
export function prepareWhole(picture: Picture, layout: ImageLayout) {
  preloadImage(picture, layout, "whole");
  if (picture.styles) preinit(picture.styles, { as: "style", precedence: "photographs" });
}

/**
 * The stylesheet with the rules of a photograph shown whole (its proportions and its colours,
 * pipeline/stylesheet.ts), just before it in the page: the browser draws what comes before it
 * (the top bar, the heading) without waiting for it, and what comes after once it has arrived,
 * so the page's first paint waits for the site's stylesheet alone.
 */
export function PictureStyles({ picture }: { picture: Picture }) {
  return picture.styles ? <link rel="stylesheet" href={picture.styles} /> : null;
}

/**
 * A photograph's colours from top to bottom, drawn behind its thumbnail until it arrives. An SVG's
 * colours are attributes, which the CSP allows, where a style attribute would be refused; the
 * gradient's id is the photograph's class, the same for each thumbnail of it.
 */
function Placeholder({ picture }: { picture: Picture }) {
  const id = `${picture.photoClass}-colours`;
  const last = picture.colours.length - 1;
  return (
    <svg aria-hidden="true" className="absolute inset-0 size-full">
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
 * The AVIF and WebP files of a photograph, in the order a browser should try
 * them: the first children of a `<picture>` whose `<img>` offers the JPEGs.
 */
export function ModernSources({ picture, sizes }: { picture: Picture; sizes: string }) {
  const { avif, webp } = picture.sources;
  return (
    <>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
    </>
  );
}

/**
 * A photograph in the sizes and formats the build made of it (AVIF, then
 * WebP, then JPEG), drawn in `layout` with `shape`. Its width and height
 * attributes reserve its place before it arrives, and its `sizes` tell the
 * browser how wide it is drawn, so it downloads the smallest file that stays sharp.
 */
export function ResponsiveImage({
  picture,
  alt,
  layout,
  shape,
  priority = false,
  className,
}: {
  picture: Picture;
  alt: string;
  layout: ImageLayout;
  shape: Shape;
  /** The largest image of the first screen: preloaded, fetched first, never lazily. */
  priority?: boolean;
  className?: string;
}) {
  const sizes = sizesOf(picture, layout, shape);
  if (priority) preloadImage(picture, layout, shape, "high");
  const image = (
    <picture>
      <ModernSources picture={picture} sizes={sizes} />
      <img
        src={picture.img.src}
        srcSet={picture.sources.jpeg}
        sizes={sizes}
        width={picture.img.w}
        height={picture.img.h}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={cn(shapes[shape], picture.photoClass, className)}
      />
    </picture>
  );
  // A thumbnail is 4:5 whatever its photograph: its colours are all it needs of it.
  if (shape === "thumbnail")
    return (
      <span className="relative block">
        <Placeholder picture={picture} />
        {image}
      </span>
    );
  return (
    <>
      <PictureStyles picture={picture} />
      {image}
    </>
  );
}
