import { type KeyboardEvent, useRef } from "react";
import type { View } from "../../pipeline/content-types";
import { proportionsOf, ResponsiveImage } from "./responsive-image";
import { useSwipe } from "./use-swipe";

/**
 * A work's photographs, small, in a row under the one shown: a click shows
 * one; the arrow keys move along the row (and not to another work); a swipe
 * along it shows the next or the previous.
 */
export function ViewPicker({
  views,
  current,
  title,
  onChoose,
}: {
  views: readonly View[];
  current: number;
  title: string;
  onChoose: (index: number) => void;
}) {
  const row = useRef<HTMLFieldSetElement>(null);
  const choose = (index: number) => {
    if (index < 0 || index >= views.length) return;
    onChoose(index);
    row.current?.querySelectorAll("button")[index]?.focus();
  };
  const swipe = useSwipe((direction) => choose(current + (direction === "next" ? 1 : -1)));
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // The row's own: the dialog's arrow keys move to another work.
    event.stopPropagation();
    event.preventDefault();
    choose(current + step);
  };
  return (
    <fieldset
      ref={row}
      aria-label={`Photographs of ${title}`}
      onKeyDown={onKeyDown}
      {...swipe}
      className="painting-width mt-3 flex touch-pan-y flex-wrap gap-2"
    >
      {views.map((view, index) => (
        <button
          // The photographs of one work never change order.
          // biome-ignore lint/suspicious/noArrayIndexKey: a view is its place in the row
          key={index}
          type="button"
          aria-label={`Photograph ${index + 1} of ${views.length}: ${view.alt}`}
          aria-current={index === current || undefined}
          onClick={() => choose(index)}
          className="min-h-11 min-w-11 border border-transparent p-0.5 aria-current:border-ink"
        >
          <span className="block h-14 aspect-(--ratio)" style={proportionsOf(view.picture)}>
            <ResponsiveImage picture={view.picture} alt="" layout={[["", "10rem"]]} shape="placed" />
          </span>
        </button>
      ))}
    </fieldset>
  );
}
