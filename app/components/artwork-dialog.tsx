import { useEffect, useId, useRef } from "react";
import type { Artwork } from "../content/schema";
import { artworkAlt, isForSale } from "../lib/artwork";
import { buttonClass } from "../lib/button";
import { CloseIcon } from "./icons";
import { InquireButton } from "./inquire-button";
import { ResponsiveImage } from "./responsive-image";
import { StatusBadge } from "./status-badge";
import { Tooltip } from "./tooltip";

/**
 * The large view of one work, in the platform's modal <dialog>: it traps
 * focus, makes the page behind inert, closes on Escape and gives focus back
 * to the control that opened it. A click on the backdrop closes it too.
 */
export function ArtworkDialog({
  work,
  imageSizes,
  onClose,
}: {
  work: Artwork | null;
  /** How wide the photograph is drawn, for `<ResponsiveImage sizes>`. */
  imageSizes: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const detailsId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (work && !dialog.open) dialog.showModal();
    if (!work && dialog.open) dialog.close();
  }, [work]);

  return (
    // The content fills the dialog, so the dialog element itself is hit only on its backdrop.
    // A press that starts inside (selecting text, say) and ends outside does not close it.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape, natively
    <dialog
      ref={ref}
      // Named and described by the work's title and details, which exist only while one is open.
      aria-labelledby={work ? titleId : undefined}
      aria-describedby={work ? detailsId : undefined}
      onClose={onClose}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="artwork-dialog m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-6xl overflow-y-auto bg-paper p-0 text-ink"
    >
      {work && (
        <div className="p-4 sm:p-6 md:p-10">
          {/* First in the dialog, so showModal() focuses it and the dialog opens at its top. */}
          <div className="-mt-2 -mr-2 flex justify-end sm:-mt-3 sm:-mr-3 md:-mt-7 md:-mr-7">
            <Tooltip label="Close" align="end">
              <button
                type="button"
                aria-label="Close"
                onClick={() => ref.current?.close()}
                className={buttonClass("icon")}
              >
                <CloseIcon />
              </button>
            </Tooltip>
          </div>
          <div className="mt-2 grid gap-6 md:mt-0 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:gap-10">
            <ResponsiveImage
              picture={work.picture}
              alt={artworkAlt(work)}
              sizes={imageSizes}
              priority
              className="mx-auto max-w-[min(100%,62dvh)]"
            />
            <div className="flex flex-col gap-6 md:pt-10">
              <div className="flex items-start justify-between gap-4">
                <h2 id={titleId} className="font-serif text-3xl leading-tight md:text-4xl">
                  {work.title}
                </h2>
                <StatusBadge work={work} />
              </div>
              <dl id={detailsId} className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
                <dt className="text-stone">Year</dt>
                <dd>{work.year}</dd>
                <dt className="text-stone">Medium</dt>
                <dd>{work.medium}</dd>
                <dt className="text-stone">Dimensions</dt>
                <dd>{work.dimensions}</dd>
                {isForSale(work) && (
                  <>
                    <dt className="text-stone">Price</dt>
                    <dd>{work.price}</dd>
                  </>
                )}
              </dl>
              {isForSale(work) && (
                <InquireButton work={work} label="Inquire About This Work" className="self-start" />
              )}
            </div>
          </div>
        </div>
      )}
    </dialog>
  );
}
