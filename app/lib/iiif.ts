import type { Artwork, Site } from "../../pipeline/content-types";
import { absoluteUrl, workPath } from "../../rules/pages.ts";
import { manifestPath, rightsStatement, tilesPath, wholeImage, wholeImagePath } from "../../rules/zoom.ts";

// A work as museums' viewers (Mirador, the Universal Viewer) open it: a IIIF Presentation 3
// manifest of one canvas, the painting, whose image service is the work's tiles (IIIF Image API 3,
// level 0: pipeline/tiles.ts). Written at /works/<slug>/manifest.json (routes/work-manifest.ts).

/** The IIIF Presentation 3 context, also named by the <link> of a work's page to its manifest. */
export const presentationContext = "http://iiif.io/api/presentation/3/context.json";

/** A manifest's language maps: the site's words are English; a year or a name is in none. */
type LanguageMap = { en: string[] } | { none: string[] };
const en = (text: string): LanguageMap => ({ en: [text] });
const none = (text: string): LanguageMap => ({ none: [text] });

/** The work's manifest on the site `site`: its label, details, artist, rights and painting. */
export function workManifest(site: Pick<Site, "siteUrl" | "artist">, work: Artwork) {
  const url = (path: string) => absoluteUrl(site, path);
  const id = url(manifestPath(work));
  const canvas = `${url(workPath(work))}/canvas/1`;
  // The painting whole, from its tiles (open to other sites, as the site's own images are not):
  // a real file, which a viewer shows first.
  const whole = wholeImage(work.zoom);
  const image = {
    id: url(wholeImagePath(work.zoom)),
    type: "Image",
    format: "image/jpeg",
    ...whole,
  };
  return {
    "@context": presentationContext,
    id,
    type: "Manifest",
    label: en(work.title),
    metadata: [
      { label: en("Year"), value: none(work.year) },
      { label: en("Medium"), value: en(work.medium) },
      { label: en("Dimensions"), value: none(work.dimensions) },
      ...(work.ref ? [{ label: en("Inventory number"), value: none(work.ref) }] : []),
    ],
    requiredStatement: { label: en("Artist"), value: none(site.artist.name) },
    rights: rightsStatement,
    homepage: [{ id: url(workPath(work)), type: "Text", label: en(work.title), format: "text/html" }],
    thumbnail: [image],
    items: [
      {
        id: canvas,
        type: "Canvas",
        label: en(work.title),
        width: work.zoom.width,
        height: work.zoom.height,
        items: [
          {
            id: `${canvas}/page/1`,
            type: "AnnotationPage",
            items: [
              {
                id: `${canvas}/page/1/annotation/1`,
                type: "Annotation",
                motivation: "painting",
                target: canvas,
                body: {
                  ...image,
                  service: [
                    { id: url(tilesPath(work.zoom.tiles)), type: "ImageService3", profile: "level0" },
                  ],
                },
              },
            ],
          },
        ],
      },
    ],
  };
}
