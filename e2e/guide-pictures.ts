// The pictures of the artist's guide (docs/artist-guide.md, in docs/guide/), in the order
// e2e/guide.spec.ts takes them: one list, which the spec and the guide's test both read.
export const guidePictures = [
  "sign-in",
  "files",
  "ready",
  "works",
  "status",
  "shown-in",
  "order",
  "photograph",
  "new-painting",
  "save",
  "draft-saved",
  "draft-preview",
  "draft-ready",
  "draft-publish",
  "exhibition",
  "inventory",
  "import",
  "viewing-room",
  "site-on-a-phone",
] as const;

export type GuidePicture = (typeof guidePictures)[number];

/** Each picture's caption in the guide (its image's alt text), by picture: `![caption](guide/name.png)`. */
export function guideCaptions(guide: string): Map<string, string> {
  return new Map(
    [...guide.matchAll(/!\[([^\]]+)\]\(guide\/([\w-]+)\.png\)/g)].map(([, caption = "", name = ""]) => [
      name,
      caption,
    ]),
  );
}
