import type { Picture } from "../content/schema";
import { cn } from "../lib/cn";

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
  /** The largest image of the first screen: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
}) {
  const { avif, webp, jpeg } = picture.sources;
  return (
    <picture>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img
        src={picture.img.src}
        srcSet={jpeg}
        sizes={sizes}
        width={picture.img.w}
        height={picture.img.h}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={cn("aspect-4/5 w-full bg-mist object-cover", className)}
      />
    </picture>
  );
}
