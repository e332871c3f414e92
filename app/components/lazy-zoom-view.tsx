import { type ComponentProps, lazy, Suspense } from "react";
import type { ZoomView as Zoom } from "./zoom-view";

// The zoom and its viewer (OpenSeadragon) are a chunk of their own, fetched only when a visitor
// asks for a closer look: never with a page, nor on its first intent.
const ZoomView = lazy(() => import("./zoom-view").then((module) => ({ default: module.ZoomView })));

/** zoom-view.tsx's ZoomView, drawn once its chunk has arrived. */
export function LazyZoomView(props: ComponentProps<typeof Zoom>) {
  return (
    <Suspense fallback={null}>
      <ZoomView {...props} />
    </Suspense>
  );
}
