// The pictures of the artist's guide (docs/artist-guide.md, in docs/guide/), in the order
// e2e/guide.spec.ts takes them: one list, which the spec and the guide's test both read.
export const guidePictures = [
  "sign-in",
  "files",
  "works",
  "photograph",
  "new-painting",
  "order",
  "status",
  "exhibition",
  "viewing-room",
  "save",
  "site-on-a-phone",
] as const;

export type GuidePicture = (typeof guidePictures)[number];
