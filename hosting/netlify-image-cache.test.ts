import path from "node:path";
import { expect, test } from "vitest";
import { imageCacheDir } from "../vite/image-cache";
// @ts-expect-error: a Netlify build plugin, plain JavaScript
import { onError, onPostBuild, onPreBuild } from "./netlify-image-cache/index.js";

/** The folders the plugin restores and saves, as Netlify runs the event `handler`. */
async function cacheCalls(handler: (options: unknown) => Promise<void>) {
  const calls: string[] = [];
  const record = async (folder: string) => void calls.push(folder);
  await handler({ utils: { cache: { restore: record, save: record } } });
  return calls;
}

test("the image cache the build writes to is inside the folder Netlify restores and saves", async () => {
  const [restored] = await cacheCalls(onPreBuild);
  const root = path.resolve("/site");
  const cache = imageCacheDir(path.join(root, "content"), root);
  expect(path.relative(path.join(root, restored ?? "."), cache)).not.toMatch(/^\.\./);
  expect(await cacheCalls(onPostBuild)).toEqual([restored]);
});

test("a build that fails (one stopped for time, with photographs made) saves the image cache, for the next to carry on", async () => {
  const [restored] = await cacheCalls(onPreBuild);
  expect(await cacheCalls(onError)).toEqual([restored]);
});
