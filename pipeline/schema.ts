import { z } from "zod";
import { exhibitionSlug } from "../rules/exhibitions.ts";
import { timeZones } from "../rules/her-day.ts";
import { priceOnRequest } from "../rules/price.ts";
import { focusMessage, focusPattern } from "../rules/proportions.ts";
import { randomRoomKey, roomKeyPattern } from "../rules/rooms.ts";
import { slugify } from "../rules/slug.ts";
import {
  amountOrWords,
  check,
  day,
  dimensions,
  editor,
  httpsAddress,
  id,
  imageFile,
  longest,
  matching,
  orMissing,
  page,
  perPage,
  price,
  siteUrl,
  slug,
  text,
  workId,
  year,
  yearMessage,
  yearPattern,
} from "./fields.ts";

// The shape of the files in content/. The build validates them with these
// schemas (pipeline/load.ts), and the editor at /admin is made from them
// (admin/config.ts): each field's label, hint and checks are written here
// once, for both. The app imports only the types, so no validation code
// reaches the browser. The messages are the artist's: they say what to
// write, in her words.

/** Photographs, each with what it shows: a work's other views, an exhibition's installation photographs. */
const describedPhotographs = ({
  photograph,
  input,
  description,
}: {
  /** The photograph's hint. */
  photograph: string;
  /** Where the editor puts the photograph (admin/config.ts). */
  input: "photograph" | "installation";
  /** The description's hint. */
  description: string;
}) =>
  z.array(
    z.strictObject({
      image: imageFile.meta(editor({ title: "Photograph", description: photograph, input })),
      alt: text(longest.sentence).meta(editor({ title: "Description", description })),
    }),
  );

const workSchema = z.strictObject({
  id: id.meta(
    editor({
      title: "Number",
      description: "The work's own number, given by the editor when it is added; it never changes.",
      input: "id",
    }),
  ),
  title: text(longest.title).meta(editor({ title: "Title" })),
  year: year.meta(
    editor({
      title: "Year",
      description: "The year it was finished, e.g. 2025.",
      check: check(yearPattern, yearMessage),
    }),
  ),
  medium: text(longest.sentence).meta(
    editor({ title: "Medium", description: "e.g. Oil and oil stick on canvas." }),
  ),
  // Search engines read the height and width from it (app/lib/meta.ts).
  dimensions: dimensions.meta(
    editor({
      title: "Dimensions",
      description: "Height x width and a unit (cm, mm or in), e.g. 160 x 110 cm.",
    }),
  ),
  image: imageFile.meta(
    editor({
      title: "Photograph",
      description:
        "A JPEG, PNG or WebP photograph of the whole painting, at least 2000 pixels wide if you can: drop it here. Shown whole everywhere; the lists show a 4:5 part of it.",
      input: "photograph",
    }),
  ),
  // What the lists' 4:5 thumbnail shows of a photograph of other proportions; the middle unless given.
  focus: matching(focusPattern, focusMessage)
    .meta(
      editor({
        title: "Part shown in the lists",
        description:
          "For a photograph that is not 4:5: which part the lists show. top, bottom, left, right or center, two of them (left top), or two percentages across and down (30% 20%). Empty: the middle.",
      }),
    )
    .optional(),
  views: describedPhotographs({
    photograph: "A detail, an edge, the back, or the work hanging in a room: JPEG, PNG or WebP.",
    input: "photograph",
    description:
      "What this photograph shows, for those who cannot see it, e.g. Detail of the lower left corner.",
  })
    .meta(
      editor({
        title: "More photographs",
        description:
          "Other views of the work, shown after the main photograph on its page and in the viewer; the lists show the main one alone.",
      }),
    )
    .optional(),
  // Its record, as a catalogue raisonné keeps it: shown on its page (the inventory number in the
  // viewer and the price lists too), read by nothing else.
  ref: text(longest.name)
    .meta(
      editor({
        title: "Inventory number",
        description: "Your own number for the work, e.g. ME-2025-014; give each work its own.",
      }),
    )
    .optional(),
  signed: text(longest.sentence)
    .meta(editor({ title: "Signed", description: "Where and how, e.g. Signed and dated verso." }))
    .optional(),
  framed: dimensions
    .meta(
      editor({
        title: "Framed size",
        description: "Height x width (x depth) and a unit, framed, e.g. 164 x 114 x 5 cm.",
      }),
    )
    .optional(),
  provenance: z
    .array(
      text(longest.sentence).meta(
        editor({ title: "Owner", description: "e.g. Private collection, Sydney (2025)." }),
      ),
    )
    .meta(editor({ title: "Provenance", description: "Its owners, the first first: e.g. The artist." }))
    .optional(),
  literature: z
    .array(
      z.strictObject({
        text: text(longest.sentence).meta(
          editor({
            title: "Reference",
            description: "Author, 'Title', publication, number, year, page.",
          }),
        ),
        link: httpsAddress
          .meta(editor({ title: "Address", description: "Its https:// address, if it is online." }))
          .optional(),
      }),
    )
    .meta(editor({ title: "Literature", description: "Where the work is written about or reproduced." }))
    .optional(),
  // The work's address is /works/<slug>, made from the title unless given here
  // (to keep a work's old address after renaming it, say).
  series: text(longest.name)
    .meta(
      editor({
        title: "Series",
        description:
          "The body of work it belongs to, e.g. Harbour. The works of one series are shown together on a page of their own, and the Gallery offers each series. Empty: none.",
      }),
    )
    .optional(),
  slug: slug
    .meta(
      editor({
        title: "Address",
        description:
          "The page's address is /works/ and this; empty, it is made from the title. After a title changes, put the old address here to keep links to it working.",
      }),
    )
    .optional(),
});

const availableWorkSchema = workSchema.extend({
  price: price.meta(
    editor({
      title: "Price",
      description: `For a work for sale: in Australian dollars, e.g. 4800 (shown as AUD 4,800), or text. Empty: ${priceOnRequest}.`,
    }),
  ),
  status: z
    .enum(["available", "reserved", "sold"], { error: orMissing("must be available, reserved or sold") })
    .meta(
      editor({
        title: "Status",
        description:
          "For a work for sale: a reserved work shows a Reserved badge and cannot be inquired about; a sold one shows Sold, without its price. Empty: available.",
      }),
    ),
});

/** A work's address: its slug, or one made from its title, or (for a title in another script) its id. */
const withSlug = <Work extends { id: number; title: string; slug?: string | undefined }>(work: Work) => ({
  ...work,
  slug: work.slug ?? (slugify(work.title) || `work-${work.id}`),
});

export const worksSchema = z
  .strictObject({
    gallery: z
      .array(workSchema.transform(withSlug))
      .default([])
      .meta(
        editor({
          title: "Gallery",
          description:
            "The works on the Gallery page, in this order. Empty: the Gallery page leaves the menu and the sitemap.",
        }),
      ),
    available: z
      .array(availableWorkSchema.transform(withSlug))
      .default([])
      .meta(
        editor({
          title: "Available works",
          description:
            "The works for sale on the Available Works page, in this order. Empty: the Available Works page leaves the menu and the sitemap.",
        }),
      ),
  })
  // In the editor, the two lists are one (admin/works.ts): this is its label and hint.
  .meta(
    editor({
      title: "Works",
      description:
        "Every work, each shown in the Gallery or for sale in Available works; each page shows its own in this order.",
    }),
  );

const repositoryMessage = "must be the GitHub repository's owner and name, e.g. jane-doe/portfolio";

/** The privacy page's words when site.yaml gives none: true on every host. */
const privacyWords = [
  "When you write through a form on this site, your name, your e-mail address and your message go to the artist alone, so that she can answer you. They are kept where this site is hosted until she deletes them, and they are never shared, sold or added to a mailing list.",
  "This site sets no cookies and runs no analytics or advertising: nothing follows you from page to page. Like every web server, the one that sends these pages may note each request (an address and a time) in a log it keeps for a short while.",
  "To have what you wrote deleted, write to the address on the Contact page.",
];

export const siteSchema = z.strictObject({
  // The shipped sample says false: until she says her site is ready, each page says it is being set
  // up and no search engine is given it. Left out, a site is ready (the editor writes it in).
  ready: z
    .boolean({ error: "must be true or false" })
    .default(true)
    .meta(
      editor({
        title: "My site is ready",
        description:
          "Until this is on, every page says the site is being set up and search engines are asked to leave it out. Replace the sample first: your name, e-mail and portrait (The artist, below), your biography (Home page) and your paintings (Works).",
      }),
    ),
  siteUrl: siteUrl
    .meta(
      editor({
        title: "Site address",
        description:
          "The https:// address of the home page once published, e.g. https://www.jane-doe.com. Search engines and link previews use it. Empty on Netlify: the site's Netlify address is used.",
      }),
    )
    .optional(),
  artist: z
    .strictObject({
      name: text(longest.name).meta(editor({ title: "Name" })),
      role: text(longest.name).meta(
        editor({
          title: "Role",
          description: "How search engines and link previews describe you, e.g. Abstract Painter.",
        }),
      ),
      email: z
        .email("must be an e-mail address, e.g. studio@example.com")
        .meta(editor({ title: "E-mail", description: "Where inquiries are sent." })),
      city: text(longest.name).meta(editor({ title: "City" })),
      social: z
        .strictObject({
          label: text(longest.name).meta(
            editor({ title: "Name of the site", description: "e.g. Instagram." }),
          ),
          url: httpsAddress.meta(
            editor({ title: "Address", description: "The https:// address of your profile." }),
          ),
        })
        .meta(editor({ title: "Social profile" })),
      portrait: z
        .strictObject({
          image: imageFile.meta(editor({ title: "Photograph", input: "portrait" })),
          alt: text(longest.sentence).meta(
            editor({
              title: "Description",
              description: "What the photograph shows, for those who cannot see it.",
            }),
          ),
        })
        .meta(editor({ title: "Portrait", description: "The photograph of you on the home page." })),
    })
    .meta(editor({ title: "The artist" })),
  // Left out, UTC (the build says so): the days rooms and exhibitions name are hers.
  timeZone: z
    .enum(timeZones as [string, ...string[]], {
      error: orMissing(
        "must be a time zone as the editor lists them, e.g. Australia/Sydney or Europe/London",
      ),
    })
    .meta(
      editor({
        title: "Time zone",
        description:
          "Where you live, e.g. Australia/Sydney: a room is open through the whole of its closing day there, and the lists (PDF) are dated by your day.",
      }),
    )
    .optional(),
  // Left out, the line names her (The artist's name): no sample name stays under hers.
  homeFooterName: text(longest.name)
    .meta(
      editor({
        title: "Name in the copyright line",
        description: "At the foot of the home page, if not your name (The artist, above). Empty: your name.",
      }),
    )
    .optional(),
  home: page
    .extend({
      tagline: text(longest.sentence).meta(
        editor({ title: "Tagline", description: "The line under your name at the top of the home page." }),
      ),
      biography: z
        .array(text(longest.paragraph).meta(editor({ title: "Paragraph", input: "paragraph" })))
        .default([])
        .meta(
          editor({
            title: "Biography",
            description: "One entry per paragraph. Empty: the About section shows your portrait alone.",
          }),
        ),
      // Optional: with the gallery emptied, the editor has none of its works to offer.
      featuredWork: workId
        .meta(
          editor({
            title: "Featured work",
            description: "The painting beside your name, from the gallery. Empty: your newest painting.",
            input: "work",
          }),
        )
        .optional(),
      recentWorks: z
        .array(workId)
        .max(3, "must list at most three works of the gallery by id, e.g. [1, 3, 4]")
        .default([])
        .meta(
          editor({
            title: "Recent works",
            description:
              "Up to three works of the gallery, shown under Recent Works. Empty: your newest paintings.",
            input: "works",
          }),
        ),
    })
    .meta(editor({ title: "Home page" })),
  gallery: page
    .extend({
      intro: text(longest.paragraph).meta(editor({ title: "Introduction", input: "paragraph" })),
      perPage: perPage("Gallery"),
    })
    .meta(editor({ title: "Gallery page" })),
  available: page
    .extend({
      intro: text(longest.paragraph).meta(editor({ title: "Introduction", input: "paragraph" })),
      perPage: perPage("Available Works"),
      soldWorks: z
        .enum(["available", "gallery"], { error: orMissing("must be available or gallery") })
        .default("available")
        .meta(
          editor({
            title: "Sold works",
            description:
              "Where sold works are shown: available (on this page, after the others) or gallery (on the Gallery page, after its works). Empty: available.",
          }),
        ),
    })
    .meta(editor({ title: "Available Works page" })),
  contact: page
    .extend({ invitation: text(longest.paragraph).meta(editor({ title: "Invitation", input: "paragraph" })) })
    .meta(editor({ title: "Contact page" })),
  // Left out, words true on every host: the footer links the page from every page of the site.
  privacy: page
    .extend({
      text: z
        .array(text(longest.paragraph).meta(editor({ title: "Paragraph", input: "paragraph" })))
        // Empty, the site's own words: every footer links the page, and it must say something true.
        .transform((paragraphs) => (paragraphs.length > 0 ? paragraphs : privacyWords))
        .default(privacyWords)
        .meta(
          editor({
            title: "Text",
            description: "One entry per paragraph. Empty: the site's own words, true on every host.",
          }),
        ),
    })
    .default({
      description:
        "What this site keeps of what you write to the artist, and where: no cookies, no analytics.",
      text: privacyWords,
    })
    .meta(
      editor({
        title: "Privacy page",
        description: "What the site keeps of what visitors write, linked from every page's footer.",
      }),
    ),
  // Left out, the footer: Texts and press is linked there only when texts.yaml has texts.
  textsLink: z
    .enum(["footer", "menu"])
    .optional()
    .meta(
      editor({
        title: "Texts and press link",
        description:
          "Where the Texts and press page is linked, once you have added a text: footer (when left empty) or menu.",
      }),
    ),
  // Left out, on: a room's page and the privacy page say so to its guest (rules/visits.ts).
  roomVisits: z
    .boolean({ error: "must be true or false" })
    .default(true)
    .meta(
      editor({
        title: "See who opens my rooms",
        description:
          "When this is on, you can see when each viewing room was opened, on a phone or a computer, which works were looked at closely and whether its price list was downloaded. The room's page and the Privacy page tell your guest so. No name, address or cookie is kept.",
      }),
    ),
  editor: z
    .strictObject({
      // Left out, the host's (pipeline/host.ts: Netlify's own, the workflow's SITE_REPOSITORY).
      repository: matching(/^[\w.-]+\/[\w.-]+$/, repositoryMessage)
        .meta(
          editor({
            title: "GitHub repository",
            description:
              "Its owner and name, e.g. jane-doe/portfolio. Empty on Netlify: the site's own. Elsewhere, without it the published site has no editor.",
          }),
        )
        .optional(),
      branch: text(longest.name)
        .meta(
          editor({
            title: "Branch",
            description:
              "The branch the host publishes. Empty: on Netlify the one it publishes, elsewhere main.",
          }),
        )
        .optional(),
      signIn: httpsAddress
        .meta(
          editor({
            title: "Sign-in helper",
            description:
              "The address of your own sign-in helper (docs/hosting.md). Empty: sign in with GitHub through Netlify, or with a GitHub token.",
          }),
        )
        .optional(),
      // A choice, not a tick box: the editor writes an unticked box as "false", a line she never
      // wrote, where it leaves an empty choice out.
      publish: z
        .enum(["as drafts", "at once"])
        .meta(
          editor({
            title: "Publishing a save",
            description:
              "as drafts (when empty): each save is a draft, with a preview of the site, that goes live when you press Publish. at once: each save goes live a few minutes later.",
          }),
        )
        .optional(),
    })
    .meta(
      editor({
        title: "Editing on the published site",
        description:
          "The editor at /admin of the published site. On Netlify it is there with none of this: it saves to the site's own repository, each save a draft until published. Elsewhere, give the repository.",
      }),
    )
    .optional(),
});

export const cvSchema = z.strictObject({
  education: z
    .array(
      z.strictObject({
        years: text(longest.name).meta(editor({ title: "Years", description: "e.g. 2023-2025." })),
        qualification: text(longest.title).meta(editor({ title: "Qualification" })),
        institution: text(longest.title).meta(editor({ title: "Institution" })),
      }),
    )
    .default([])
    .meta(editor({ title: "Education" })),
  exhibitions: z
    .array(
      z
        .strictObject({
          year: year.meta(editor({ title: "Year", check: check(yearPattern, yearMessage) })),
          title: text(longest.title).meta(editor({ title: "Title" })),
          kind: text(longest.name).meta(
            editor({ title: "Kind", description: "e.g. Solo exhibition, Group exhibition." }),
          ),
          venue: text(longest.title).meta(editor({ title: "Venue" })),
          opens: day
            .meta(editor({ title: "Opening day", description: "e.g. 2025-03-12.", input: "day" }))
            .optional(),
          closes: day
            .meta(editor({ title: "Closing day", description: "e.g. 2025-04-05.", input: "day" }))
            .optional(),
          text: z
            .array(text(longest.paragraph).meta(editor({ title: "Paragraph", input: "paragraph" })))
            .meta(
              editor({
                title: "About the exhibition",
                description:
                  "One entry per paragraph. With text, works or photographs, the exhibition has a page.",
              }),
            )
            .optional(),
          works: z
            .array(workId)
            .meta(
              editor({
                title: "Works shown",
                description: "The works that hung in it, from the gallery or for sale.",
                input: "anyWorks",
              }),
            )
            .optional(),
          views: describedPhotographs({
            photograph: "A photograph of the exhibition as it hung: JPEG, PNG or WebP.",
            input: "installation",
            description: "What this photograph shows, e.g. The east wall with three paintings.",
          })
            .meta(editor({ title: "Installation photographs", description: "Shown whole, in this order." }))
            .optional(),
          link: httpsAddress
            .meta(
              editor({
                title: "Venue's page",
                description: "The https:// address of the venue's page for it.",
              }),
            )
            .optional(),
          // Its page's address is /exhibitions/<slug>, made from the title unless given here.
          slug: slug
            .meta(
              editor({
                title: "Address",
                description:
                  "The page's address is /exhibitions/ and this; empty, it is made from the title. Give one when two exhibitions share a title.",
              }),
            )
            .optional(),
        })
        .transform((exhibition) => ({ ...exhibition, slug: exhibitionSlug(exhibition) })),
    )
    .default([])
    .meta(editor({ title: "Exhibitions", description: "Most recent first." })),
  collections: z
    .array(text(longest.sentence).meta(editor({ title: "Collection" })))
    .default([])
    .meta(editor({ title: "Collections", description: "Collections that hold your work." })),
});

/**
 * A room's key: made once when the room is added (the editor makes it), never changed. How hard it
 * is to guess is checked with the other rooms' (pipeline/checks.ts), so that one message names
 * every room whose key is weak.
 */
const roomKeyMessage = "must be lower-case letters and digits alone";
const roomKey = z
  .string({
    error: (issue) =>
      `${issue.input === undefined ? "is missing" : "must be text"}: give the room a key of its own, e.g. ${randomRoomKey()} (made at random: copy it)`,
  })
  .trim()
  .refine((key) => roomKeyPattern.test(key), {
    error: () => `${roomKeyMessage}, e.g. ${randomRoomKey()} (made at random: copy it)`,
  })
  .meta({ check: check(roomKeyPattern, roomKeyMessage) });

/**
 * A work of a room: written as its id, or its id and a price for this room alone; read as
 * `{ id, price? }` either way.
 */
const roomWork = z
  .union([
    workId,
    z.strictObject({
      id: workId,
      price: amountOrWords
        .meta(
          editor({
            title: "Price in this room",
            description: "As a work's price is written: 4800, or text.",
          }),
        )
        .optional(),
    }),
  ])
  .transform((entry) => (typeof entry === "number" ? { id: entry } : entry));

/**
 * content/rooms.yaml, which a site may leave out: the viewing rooms, each a page at an address
 * only the people it is sent to have, /rooms/<key>.
 */
export const roomsSchema = z.array(
  z.strictObject({
    title: text(longest.title).meta(editor({ title: "Title", description: "e.g. New paintings for Anna." })),
    for: text(longest.name)
      .meta(editor({ title: "Prepared for", description: "Shown as Prepared for …" }))
      .optional(),
    key: roomKey.meta(
      editor({
        title: "Private address",
        description:
          "The room's address, to copy and send: made when the room is added, it never changes. No other page links it.",
        input: "roomKey",
      }),
    ),
    text: z
      .array(text(longest.paragraph).meta(editor({ title: "Paragraph", input: "paragraph" })))
      .meta(editor({ title: "Words", description: "One entry per paragraph." }))
      .optional(),
    works: z
      .array(roomWork)
      .default([])
      .meta(
        editor({
          title: "Works",
          description:
            "In the room's order, from the gallery or for sale; a price here is for this room alone. Empty: the room shows its words alone.",
          input: "roomWorks",
        }),
      ),
    closes: day
      .meta(
        editor({
          title: "Closing day",
          description:
            "e.g. 2026-12-20: the last day the room is open. It closes at the end of that day in your time zone (Artist and pages, Time zone).",
          input: "day",
        }),
      )
      .optional(),
  }),
);

/** rooms.yaml as the editor has it: its list of rooms under one field (admin/format.ts). */
export const roomsFileSchema = z.strictObject({
  rooms: roomsSchema.meta(
    editor({
      title: "Viewing rooms",
      description: "Each is a page at an address only the people it is sent to have; no other page links it.",
    }),
  ),
});

/** Each content file as validated, before the build resolves it (pipeline/load.ts). */
export type SiteOutput = z.output<typeof siteSchema>;
export type CvOutput = z.output<typeof cvSchema>;
export type WorksOutput = z.output<typeof worksSchema>;
export type RoomsOutput = z.output<typeof roomsSchema>;
