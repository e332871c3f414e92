import * as roomsModule from "virtual:content/rooms";
import { data } from "react-router";
import { contentOf } from "./content-module";

/** The viewing rooms as they are on the day of the build: read by their pages' loader alone. */
const rooms = contentOf<"rooms">(roomsModule);

/** The room at /rooms/`key`. No such room is a 404. */
export function roomAt(key: string) {
  const room = rooms.find((one) => one.key === key);
  if (!room) throw data(null, { status: 404 });
  return room;
}
