import { preload } from "react-dom";
import type { Picture } from "../content/schema";
import { cn } from "../lib/cn";

/**
 * What a `<link rel="preload">` needs to fetch the very file `<ResponsiveImage>`
 * will pick with the same `sizes`. AVIF only: the `type` makes a browser
 * without AVIF skip it and find its WebP or JPEG in the page as usual.
 */
export function imagePreload(picture: Picture, sizes: string) {
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
 * Starts fetching a photograph that is about to be shown. Called while
 * rendering a prerendered page, React writes it as a `<link rel="preload">`
 * into the page's `<head>`, so the fetch starts before the page is parsed.
 */
export const preloadImage = (picture: Picture, sizes: string, fetchPriority?: "high") => {
  const { href, ...options } = imagePreload(picture, sizes);
  preload(href, { ...options, fetchPriority });
};

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
 * WebP, then JPEG). `sizes` tells the browser how wide it is drawn, so it
 * downloads the smallest file that stays sharp.
 */
export function ResponsiveImage({
  picture,
  alt,
  sizes,
  priority = false,
  className,
}: {
  picture: Picture;
  alt: string;
  sizes: string;
  /** The largest image of the first screen: preloaded, fetched first, never lazily. */
  priority?: boolean;
  className?: string;
}) {
  if (priority) preloadImage(picture, sizes, "high");
  return (
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
        className={cn("aspect-4/5 w-full object-cover", picture.placeholder, className)}
      />
    </picture>
  );
}
