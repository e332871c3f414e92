// How the build names the files it makes (photographs, faces, share images): their name, and a
// hash of their bytes, for caches to keep them for good. Six characters of the bundler's base64
// (36 bits) tell a site's few thousand files apart as well as its default eight, and every page
// names dozens of photographs: a 120-work list page is 280-350 bytes lighter, compressed.

/** The characters of a built file's hash, before its extension: `instrument-serif-CJg1SK.woff2`. */
export const assetHashLength = 6;

/** The bundler's pattern for those files' names. */
export const assetFileNames = `assets/[name]-[hash:${assetHashLength}][extname]`;

/** A built file's address without its hash and extension: `/assets/instrument-serif`. */
export const withoutHash = (address: string) =>
  address.replace(new RegExp(`-[\\w-]{${assetHashLength}}\\.[^./]+$`), "");
