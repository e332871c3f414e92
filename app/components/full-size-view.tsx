import { useEffect, useRef } from "react";
import type { View } from "../../pipeline/content-types";
import { largestWidth } from "../lib/gestures";
import { IconButton } from "./icon-button";
import { CloseIcon } from "./icons";
import { AvifSource, jpegSources } from "./responsive-image";

/**
 * A photograph at the largest size the build made of it, one image pixel to
 * one CSS pixel, in a full-screen dialog of its own over the work's dialog.
 * It pans by scrolling: a finger, the wheel, the arrow keys, or dragging with
 * the mouse. Escape or Close goes back to the work's dialog.
 */
export function FullSizeView({ title, view, onClose }: { title: string; view: View; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  /** Where the mouse was at the last step of a drag. */
  const drag = useRef<{ x: number; y: number } | null>(null);
  const { sources, img } = view.picture;
  const width = largestWidth(sources.avif ?? sources.jpeg) || img.w;
  const height = Math.round((img.h * width) / img.w);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    // Open on the middle of the painting.
    dialog.scrollTo(
      (dialog.scrollWidth - dialog.clientWidth) / 2,
      (dialog.scrollHeight - dialog.clientHeight) / 2,
    );
  }, []);

  const sizes = `${width}px`;
  return (
    <dialog
      ref={ref}
      aria-label={`${title}, full size`}
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-screen max-w-none overscroll-contain overflow-auto bg-ink p-0"
    >
      <div className="fixed top-3 right-3 z-10">
        <IconButton
          label="Close full size"
          align="end"
          onClick={() => ref.current?.close()}
          className="bg-paper"
        >
          <CloseIcon />
        </IconButton>
      </div>
      {/* As large as the painting, or the screen: centred while it is smaller. */}
      <div className="grid min-h-full min-w-max place-items-center">
        <picture>
          <AvifSource picture={view.picture} sizes={sizes} />
          <img
            src={img.src}
            {...jpegSources(view.picture, sizes)}
            width={width}
            height={height}
            alt={view.alt}
            draggable={false}
            onPointerDown={(event) => {
              if (event.pointerType !== "mouse" || event.button !== 0) return;
              event.currentTarget.setPointerCapture(event.pointerId);
              drag.current = { x: event.clientX, y: event.clientY };
            }}
            onPointerMove={(event) => {
              const last = drag.current;
              if (!last) return;
              ref.current?.scrollBy(last.x - event.clientX, last.y - event.clientY);
              drag.current = { x: event.clientX, y: event.clientY };
            }}
            onPointerUp={() => {
              drag.current = null;
            }}
            // Its colours until it arrives, as everywhere: set by React in the browser alone.
            style={{ backgroundImage: `linear-gradient(${view.picture.colours.join(",")})` }}
            className="block max-w-none cursor-grab select-none active:cursor-grabbing"
          />
        </picture>
      </div>
    </dialog>
  );
}
