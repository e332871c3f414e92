import { useEffect, useId, useRef } from "react";
import type { Artwork } from "../content/schema";
import { artworkAlt } from "../lib/artwork";
import { buttonClass } from "../lib/button";
import { ArtworkDetails } from "./artwork-details";
import { CloseIcon } from "./icons";
import { ResponsiveImage } from "./responsive-image";
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
            <ArtworkDetails
              work={work}
              headingLevel="h2"
              titleId={titleId}
              detailsId={detailsId}
              className="md:pt-10"
            />
          </div>
        </div>
      )}
    </dialog>
  );
}
