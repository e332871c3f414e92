// A prerendered page carries its content as JSON blocks (deploy/emit.ts, withContentAsData), not
// as React Router's stream: made while the page was parsed, that stream and its encoder were one
// more script before the first paint. The router's first step makes it from the blocks instead.

/** The class of a page's content blocks, in the order React Router wrote them. */
export const contentChunkClass = "stream-chunk";

/** The page's content, as React Router's stream of it: each block's string, in order, as UTF-8. */
export function contentStream(page: ParentNode): ReadableStream<Uint8Array> {
  const blocks = page.querySelectorAll<HTMLScriptElement>(`script.${contentChunkClass}`);
  const chunks = Array.from(blocks, (block) => JSON.parse(block.text) as string);
  return new ReadableStream<string>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  }).pipeThrough(new TextEncoderStream());
}
