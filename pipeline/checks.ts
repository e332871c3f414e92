import type { z } from "zod";
import { randomRoomKey, roomKeyWeakness } from "../rules/rooms.ts";
import { heicAdvice } from "./fields.ts";
import { type PhotoFormat, photoFormats } from "./photo-format.ts";
import type { cvSchema, RoomsOutput, SiteOutput, WorksOutput } from "./schema.ts";
import { exhibitionName, fieldName, roomName, type SourceFiles, workName } from "./source-file.ts";

// The checks across entries and files that a schema cannot make: each takes what of the three
// files passed their schemas (a file that did not is undefined, and the checks that need it
// say nothing) and returns its problems, each naming the file, line, work or exhibition and field.
// What the site can show around is not stopped for here but made one way in pipeline/left-out.ts.

/** The three files' data, each once it has passed its schema. */
export type Parsed = {
  site?: SiteOutput | undefined;
  cv?: z.output<typeof cvSchema> | undefined;
  works?: WorksOutput | undefined;
  rooms?: RoomsOutput | undefined;
};
export type Check = (parsed: Parsed, files: SourceFiles) => string[];

/** Each work of works.yaml with its list, its index there, and its name in a message. */
function worksOf(works: NonNullable<Parsed["works"]>) {
  return Object.entries(works).flatMap(([list, entries]) =>
    entries.map((work, index) => ({ work, list, index, name: workName(list, work) })),
  );
}

/** Two works of one id: the second is named, with the first. */
export const repeatedIds: Check = ({ works }, files) => {
  if (!works) return [];
  const seen = new Map<number, string>();
  return worksOf(works).flatMap(({ work, list, index, name }) => {
    const first = seen.get(work.id);
    seen.set(work.id, first ?? name);
    return first
      ? [
          `${files.works.where([list, index, "id"])}: ${name}: id: ${work.id} is also the id of ${first}: give it another`,
        ]
      : [];
  });
};

/**
 * Two works of one inventory number: a registrar's number names one work, but the site shows
 * each work with the number written, so this is a line in the build's log, not a stop.
 */
export const sharedInventoryNumbers: Check = ({ works }, files) => {
  if (!works) return [];
  const seen = new Map<string, string>();
  return worksOf(works).flatMap(({ work, list, index, name }) => {
    if (work.ref === undefined) return [];
    const first = seen.get(work.ref);
    if (!first) seen.set(work.ref, name);
    return first
      ? [
          `${files.works.where([list, index, "ref"])}: ${name}: ref: ${work.ref} is also the inventory number of ${first}: both are shown with it until you give it its own`,
        ]
      : [];
  });
};

/** Each exhibition of cv.yaml with its index and its name in a message, and `at` its fields' places. */
function exhibitionsOf(cv: NonNullable<Parsed["cv"]>, files: SourceFiles) {
  return cv.exhibitions.map((exhibition, index) => {
    const name = exhibitionName(exhibition, index);
    const at = (...path: (string | number)[]) =>
      `${files.cv.where(["exhibitions", index, ...path])}: ${name}`;
    return { exhibition, index, name, at };
  });
}

/**
 * Rooms whose keys are easy to guess (rules/rooms.ts), named in one message however many there
 * are, each with its line, its title and why, and a new key made at random for it.
 */
export const weakRoomKeys: Check = ({ rooms, site }, files) => {
  if (!rooms) return [];
  const weak = rooms.flatMap((room, index) => {
    const names = { title: room.title, guest: room.for, artist: site?.artist.name };
    const why = roomKeyWeakness(room.key, names);
    return why ? [{ index, name: roomName(room, index), why, fresh: randomRoomKey(names) }] : [];
  });
  const [first] = weak;
  if (!first) return [];
  if (weak.length === 1) {
    return [
      `${files.rooms.where([first.index, "key"])}: ${first.name}: key: is easy to guess (${first.why}): give the room a new key, e.g. ${first.fresh} (made at random: copy it, and send its guest the room's new address)`,
    ];
  }
  const line = (index: number) => `line ${files.rooms.line([index, "key"])}`;
  const each = weak.map(({ index, name, why }) => `${line(index)}, ${name} (${why})`).join("; ");
  const fresh = weak.map(({ index, fresh }) => `${fresh} on ${line(index)}`).join(", ");
  return [
    `${files.rooms.name}: ${weak.length} rooms have keys that are easy to guess: ${each}. Give each a new key, made at random for it: ${fresh} (copy them, and send each guest the room's new address)`,
  ];
};

/** Two rooms of one key would be one address, /rooms/<key>. */
export const sharedRoomKeys: Check = ({ rooms }, files) => {
  if (!rooms) return [];
  const seen = new Map<string, string>();
  return rooms.flatMap((room, index) => {
    const name = roomName(room, index);
    const first = seen.get(room.key);
    if (!first) seen.set(room.key, name);
    return first
      ? [
          `${files.rooms.where([index, "key"])}: ${name}: key: ${room.key} is also the key of ${first}: give it a key of its own`,
        ]
      : [];
  });
};

/** The checks across entries and files, in the order their problems are listed. */
export const contentChecks: readonly Check[] = [repeatedIds, weakRoomKeys, sharedRoomKeys];

/** The checks whose problems the site shows around: a line each in the build's log. */
export const contentWarnings: readonly Check[] = [sharedInventoryNumbers];

/**
 * Every photograph the files name, each with its place, e.g. `content/works.yaml, line 9:
 * gallery work 1 "Title": image`: works' and their other photographs, exhibitions'
 * installation photographs and the portrait.
 */
export function namedPhotographs({ site, cv, works }: Parsed, files: SourceFiles) {
  const named: { image: string; place: string }[] = [];
  for (const { work, list, index, name } of works ? worksOf(works) : []) {
    const photos = [
      { path: ["image"], image: work.image },
      ...(work.views ?? []).map((view, number) => ({ path: ["views", number, "image"], image: view.image })),
    ];
    for (const { path, image } of photos) {
      named.push({
        image,
        place: `${files.works.where([list, index, ...path])}: ${name}: ${fieldName(path)}`,
      });
    }
  }
  for (const { exhibition, at } of cv ? exhibitionsOf(cv, files) : []) {
    for (const [number, view] of (exhibition.views ?? []).entries()) {
      named.push({
        image: view.image,
        place: `${at("views", number, "image")}: ${fieldName(["views", number, "image"])}`,
      });
    }
  }
  if (site) {
    const path = ["artist", "portrait", "image"];
    named.push({ image: site.artist.portrait.image, place: `${files.site.where(path)}: ${fieldName(path)}` });
  }
  return named;
}

/** What is at a photograph's path inside content/images/. */
export type PhotoCheck =
  | { found: true; format: PhotoFormat | "heic" | "unknown" }
  /**
   * `nearby`: files of the same folder whose names are alike (another case, another extension);
   * `link`: the name is a link to a file elsewhere (a shortcut), which the build does not follow.
   */
  | { found: false; nearby: readonly string[]; link?: boolean };

/** Why the photograph `image` (found as `photo` says) cannot be used, if it cannot; `folder` is content/'s name. */
export function photographProblem(image: string, photo: PhotoCheck, folder: string): string | undefined {
  if (!photo.found && photo.link) {
    return `${folder}/images/${image} is a link to a file elsewhere (a shortcut or alias), which the build does not follow: put the photograph itself there`;
  }
  if (!photo.found) {
    const nearby = photo.nearby.length > 0 ? ` (there is ${photo.nearby.join(", ")}: spelt alike?)` : "";
    return `no file ${folder}/images/${image}${nearby}`;
  }
  if (photo.format === "heic") return `${image} ${heicAdvice.replace("the .jpg", "that file")}`;
  if (photo.format === "unknown") {
    const others = Object.values(photoFormats).slice(1);
    return `${image} is not a photograph the site can use: save it as JPEG (${others.join(", ")} work too)`;
  }
  return undefined;
}
