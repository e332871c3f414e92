import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { isExampleAddress } from "../pipeline/host.ts";

// What of the sample would still go live under her name, for the editor's first screen: her
// content compared with the sample's marks (admin/sample-marks.json, made from content/ while it
// is the sample by `npm run sample:marks`), a short hash of each value, so no sample words are
// kept twice.

/** The values of site.yaml and works.yaml the first screen names while they are the sample's. */
export type Her = {
  site: {
    siteUrl: string;
    artist: { name: string; email: string; portrait: { image: string } };
    home: { tagline: string; biography: readonly string[] };
  };
  /** Every work, of both lists. */
  works: readonly { image: string }[];
};

/** Each part of the sample as its values' hashes, in the words the first screen names it by. */
export type SampleMarks = Record<(typeof parts)[number], string[]>;

const parts = ["name", "e-mail", "portrait", "biography", "tagline", "works"] as const;

const mark = (value: string) => createHash("sha256").update(value).digest("hex").slice(0, 16);

function valuesOf({ site, works }: Her): Record<keyof SampleMarks, readonly string[]> {
  return {
    name: [site.artist.name],
    "e-mail": [site.artist.email],
    portrait: [site.artist.portrait.image],
    biography: site.home.biography,
    tagline: [site.home.tagline],
    works: works.map((work) => work.image),
  };
}

/** The sample's marks, from content/ while it is the sample. */
export function sampleMarksOf(sample: Her): SampleMarks {
  const values = valuesOf(sample);
  return Object.fromEntries(parts.map((part) => [part, values[part].map(mark)])) as SampleMarks;
}

/**
 * What of hers is still the sample's, in the first screen's words: each part any of whose values
 * (a paragraph, a work's photograph) is one of the sample's, and her site's address while it has
 * none but an example's.
 */
export function stillTheSample(marks: SampleMarks, her: Her): string[] {
  const values = valuesOf(her);
  const kept = parts.filter((part) => values[part].some((value) => marks[part].includes(mark(value))));
  return isExampleAddress(her.site.siteUrl) ? [...kept, "address"] : kept;
}

/** The sample's marks as kept beside this file. */
export const sampleMarks = (): SampleMarks =>
  JSON.parse(readFileSync(new URL("sample-marks.json", import.meta.url), "utf8")) as SampleMarks;

/** The first screen's word on her site: whether it is ready, and what of the sample it still shows. */
export const sampleOf = (her: Her & { site: { ready: boolean } }) => ({
  ready: her.site.ready,
  still: stillTheSample(sampleMarks(), her),
});
