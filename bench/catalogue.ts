// A generated catalogue for the benchmark: a career's worth of works made from content/'s own
// photographs, so that a page's cost can be measured at 120 or 400 works as at the sample's 16.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { parse, stringify } from "yaml";

/** The shape of a generated catalogue. */
export type CatalogueShape = {
  /** How many works, in the gallery and for sale. */
  works: number;
  /** The share of them in the gallery; the rest are for sale. */
  inGallery: number;
  /** The longer side of every photograph, in pixels. */
  size: number;
  /** Every `viewsEvery`th work has one more photograph (a detail). */
  viewsEvery: number;
};

/** The key of the generated catalogue's viewing room: random letters, as the editor makes them. */
export const benchRoomKey = "k2v7xq9mzt4wr8pj3nd6hc5yfa";

/** For sale: mostly available, some reserved, some sold; prices as amounts and as words. */
const statuses = ["available", "available", "reserved", "available", "sold"] as const;

/**
 * Photograph `index` of a catalogue: painting `source` of the sample, mirrored or not, its colours
 * turned round the wheel by an angle of its own and its brightness shifted, at `size` pixels on its
 * longer side. Each is a distinct file: no two works share an image or its cached encodings.
 */
async function photograph(source: string, file: string, index: number, size: number) {
  let image = sharp(source).autoOrient();
  if (index % 2 === 1) image = image.flop();
  await image
    .modulate({ hue: (index * 47) % 360, brightness: 0.9 + (index % 5) * 0.05 })
    .resize(size, size, { fit: "inside" })
    .jpeg({ quality: 85 })
    .toFile(file);
}

/**
 * Writes a catalogue of `shape.works` works into `dir`, from the sample in `sample` (content/):
 * its site.yaml and cv.yaml, its portrait, and a works.yaml whose works each have a photograph of
 * their own (and a detail, every `viewsEvery`th), titled, dated and sized after the sample's, in
 * six series; the CV gains an exhibition with a page for every 24 works; a viewing room offers twelve
 * of those for sale.
 */
export async function makeCatalogue(sample: string, dir: string, shape: CatalogueShape) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "images", "works"), { recursive: true });
  const works = parse(readFileSync(path.join(sample, "works.yaml"), "utf8")) as {
    gallery: { title: string; medium: string; dimensions: string; image: string }[];
    available: { title: string; medium: string; dimensions: string; image: string }[];
  };
  const models = [...works.gallery, ...works.available];
  const inGallery = Math.round(shape.works * shape.inGallery);
  const jobs: Promise<void>[] = [];
  const made = Array.from({ length: shape.works }, (_, index) => {
    const id = index + 1;
    const model = models[index % models.length] ?? models[0];
    if (!model) throw new Error(`${sample}/works.yaml has no works`);
    const image = `works/${id}.jpg`;
    const source = path.join(sample, "images", model.image);
    jobs.push(photograph(source, path.join(dir, "images", image), index, shape.size));
    const detail = id % shape.viewsEvery === 0 ? `works/${id}-detail.jpg` : null;
    if (detail)
      jobs.push(photograph(source, path.join(dir, "images", detail), index + shape.works, shape.size));
    const views = detail ? [{ image: detail, alt: `A detail of the surface of number ${id}` }] : undefined;
    return {
      id,
      title: `${model.title} ${Math.floor(index / models.length) + 1}`,
      year: String(2026 - (index % 12)),
      medium: model.medium,
      dimensions: model.dimensions,
      image,
      // Two works in three in one of six series, each series as long as a sixth of them.
      ...(index % 3 !== 2 && { series: `Series ${(index % 6) + 1}` }),
      ...(views && { views }),
    };
  });
  await Promise.all(jobs);
  const forSale = made.slice(inGallery).map((work, index) => ({
    ...work,
    price: index % 3 === 0 ? "Price on request" : 2400 + index * 100,
    status: statuses[index % statuses.length] ?? "available",
  }));
  writeFileSync(
    path.join(dir, "works.yaml"),
    stringify({ gallery: made.slice(0, inGallery), available: forSale }),
  );

  // A viewing room of twelve works for sale, each at a room's price, open for years.
  const roomWorks = forSale.slice(0, 12).map((work, index) => ({ id: work.id, price: 2000 + index * 150 }));
  writeFileSync(
    path.join(dir, "rooms.yaml"),
    stringify([
      {
        title: "A first look",
        for: "A collector",
        key: benchRoomKey,
        text: ["The paintings of the year, before they go to the gallery."],
        works: roomWorks,
        closes: "2099-12-31",
      },
    ]),
  );

  // The sample's words, with its featured and recent works among the new gallery's.
  const site = parse(readFileSync(path.join(sample, "site.yaml"), "utf8"));
  // Left to its default (on), so that a revision from before the switch builds the same catalogue.
  delete site.roomVisits;
  site.home.featuredWork = 1;
  site.home.recentWorks = [1, 2, 3].filter((id) => id <= inGallery);
  writeFileSync(path.join(dir, "site.yaml"), stringify(site));
  // The sample's CV, with an exhibition a year of twelve works (the details as its installation
  // photographs) and a paragraph, besides the sample's own lines.
  const cv = parse(readFileSync(path.join(sample, "cv.yaml"), "utf8"));
  const shows = Array.from({ length: Math.ceil(shape.works / 24) }, (_, index) => {
    const shown = made.slice(index * 24, index * 24 + 12);
    const views = shown.flatMap((work) => work.views ?? []).slice(0, 3);
    return {
      year: String(2026 - index),
      title: `Exhibition ${index + 1}`,
      kind: "Solo exhibition",
      venue: "A gallery, Sydney",
      opens: `${2026 - index}-03-12`,
      closes: `${2026 - index}-04-05`,
      text: ["Paintings of the year, hung in two rooms."],
      works: shown.map((work) => work.id),
      ...(views.length > 0 && { views }),
    };
  });
  cv.exhibitions = [...shows, ...cv.exhibitions];
  writeFileSync(path.join(dir, "cv.yaml"), stringify(cv));
  for (const name of readdirSync(path.join(sample, "images"))) {
    if (name !== "works") copyFileSync(path.join(sample, "images", name), path.join(dir, "images", name));
  }
}

/**
 * Adds one painting to the gallery of the catalogue in `dir`, as the artist does in the editor: a
 * new photograph (made from its first work's) and its entry at the end of works.yaml.
 */
export async function addPainting(dir: string) {
  const file = path.join(dir, "works.yaml");
  const works = parse(readFileSync(file, "utf8")) as {
    gallery: { id: number; image: string }[];
    available: { id: number }[];
  };
  const [model] = works.gallery;
  if (!model) throw new Error(`${file} has no gallery works`);
  const id = Math.max(...[...works.gallery, ...works.available].map((work) => work.id)) + 1;
  const image = `works/${id}-new.jpg`;
  await photograph(path.join(dir, "images", model.image), path.join(dir, "images", image), id, 2400);
  works.gallery.push({ ...model, id, image, title: "A New Painting" } as (typeof works.gallery)[number]);
  writeFileSync(file, stringify(works));
}
