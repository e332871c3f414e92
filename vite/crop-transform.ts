import { autoOrient, type TransformFactory } from "vite-imagetools";

// The lists' thumbnails are cut from their photograph at build time: a
// directive of our own for vite-imagetools, `extract=<left>_<top>_<width>_<height>`
// (in pixels of the photograph turned upright), applied before it is resized.

/** `extract`: the part of the photograph to keep. */
const extract: TransformFactory<{ extract: string }> = ({ extract: region }) => {
  const numbers = region?.split("_").map(Number) ?? [];
  if (numbers.length !== 4 || !numbers.every((n) => Number.isInteger(n) && n >= 0)) return undefined;
  const [left = 0, top = 0, width = 0, height = 0] = numbers;
  return (state, image) => {
    // resize reads the size it starts from here.
    state.info.width = width;
    state.info.height = height;
    return image.extract({ left, top, width, height });
  };
};

/** vite-imagetools' transforms with `extract` right after the photograph is turned upright (EXIF). */
export function withExtract(builtins: TransformFactory[]): TransformFactory[] {
  const upright = builtins.indexOf(autoOrient);
  if (upright === -1) throw new Error("vite-imagetools no longer has autoOrient among its transforms");
  return [...builtins.slice(0, upright + 1), extract as TransformFactory, ...builtins.slice(upright + 1)];
}
