import { site } from "virtual:content/site";

/** Title and description of a page; the title ends with the artist's name. */
export function pageMeta(title: string | null, description: string) {
  const name = site.artist.name;
  return [
    { title: title ? `${title} | ${name}` : `${name} | Abstract Painter, ${site.artist.city}` },
    { name: "description", content: description },
  ];
}
