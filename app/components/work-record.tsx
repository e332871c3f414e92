import type { RecordField, Work } from "../../pipeline/catalogue";

type Link = { path: string };

/**
 * The rows of a work's record under its details on its page, each only where it has one: its
 * signature, framed size, series, provenance, literature and the exhibitions that list it.
 */
export function WorkRecordRows({
  record,
  series,
  exhibitions,
  texts = [],
}: {
  record: Pick<Work, RecordField> | null;
  series: (Link & { name: string }) | null;
  exhibitions: readonly (Link & { title: string; venue: string; year: string })[];
  /** The texts of Texts and press that name the work. */
  texts?: readonly (Link & { title: string; publication: string })[];
}) {
  return (
    <>
      {record?.signed && <Row term="Signed">{record.signed}</Row>}
      {record?.framed && <Row term="Framed">{record.framed}</Row>}
      {series && (
        <Row term="Series">
          <a href={series.path} className="underline underline-offset-4">
            {series.name}
          </a>
        </Row>
      )}
      {record?.provenance && (
        <Row term="Provenance">
          <ol className="flex flex-col gap-1">
            {record.provenance.map((owner, index) => (
              // An owner may come back into the list: the place tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is static
              <li key={index}>{owner}</li>
            ))}
          </ol>
        </Row>
      )}
      {record?.literature && (
        <Row term="Literature">
          <ul className="flex flex-col gap-1">
            {record.literature.map((reference) => (
              <li key={reference.text}>
                {reference.link ? (
                  <a href={reference.link} className="underline underline-offset-4">
                    {reference.text}
                  </a>
                ) : (
                  reference.text
                )}
              </li>
            ))}
          </ul>
        </Row>
      )}
      {exhibitions.length > 0 && (
        <Row term="Exhibited">
          <Links
            items={exhibitions.map(({ path, title, venue, year }) => ({
              path,
              title,
              after: `, ${venue}, ${year}`,
            }))}
          />
        </Row>
      )}
      {texts.length > 0 && (
        <Row term="Written about in">
          <Links
            items={texts.map(({ path, title, publication }) => ({ path, title, after: `, ${publication}` }))}
          />
        </Row>
      )}
    </>
  );
}

/** Pages a row names, one a line: each linked by its title, then what places it. */
function Links({ items }: { items: readonly { path: string; title: string; after: string }[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ path, title, after }) => (
        <li key={path}>
          <a href={path} className="underline underline-offset-4">
            {title}
          </a>
          {after}
        </li>
      ))}
    </ul>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-stone">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
