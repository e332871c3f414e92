import { data } from "react-router";
import { siteCatalogue } from "./catalogue.server";
import { pictured, roomShareImage } from "./photographs.server";

/**
 * The room at /rooms/`key`, open on the day of the build, with its works at its prices and its
 * share image: read by its page's loader alone. No such room, or a closed one, is a 404.
 */
export function roomAt(key: string) {
  const room = siteCatalogue().rooms.find((one) => one.key === key && one.open);
  if (!room) throw data(null, { status: 404 });
  return { ...room, works: room.works.map((work) => pictured(work)), share: roomShareImage(room.key) };
}
