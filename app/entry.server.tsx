import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { ClientEntry } from "./components/islands-script";

/**
 * `page` as HTML in document order, once all of it is rendered. Every page is rendered at build
 * time (react-router.config.ts), so nothing is gained by streaming: React's default writes a
 * page's Suspense parts past its 12,800th byte out of order, with scripts that move them into
 * place in the visitor's browser: scripts that run on every page, for nothing, and that the CSP
 * must allow.
 */
export async function renderWhole(page: ReactNode, onError: (error: unknown) => void) {
  const stream = await renderToReadableStream(page, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError,
  });
  await stream.allReady;
  return stream;
}

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  let failed = false;
  const entry = {
    module: context.manifest.entry.module,
    hmrRuntime: context.manifest.hmr?.runtime,
    spaFallback: context.isSpaMode,
  };
  const app = (
    <ClientEntry.Provider value={entry}>
      <ServerRouter context={context} url={request.url} />
    </ClientEntry.Provider>
  );
  const page = await renderWhole(app, (error) => {
    failed = true;
    console.error(error);
  });
  headers.set("Content-Type", "text/html");
  return new Response(page, { headers, status: failed ? 500 : status });
}
