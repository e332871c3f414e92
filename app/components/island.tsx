import { type ComponentProps, type ComponentType, createElement } from "react";
import { type IslandName, islands } from "../islands";

/** `value` as JSON inside a <script>: no "</script>" or "<!--" can end or change it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

type IslandProps = { [Name in IslandName]: ComponentProps<(typeof islands)[Name]> };

/**
 * One of the `islands`, rendered into the page with its props beside it as data, so that
 * entry.client.tsx can hydrate it with the very same props. Its box is the component's own
 * (`display: contents`): marking it changes nothing in the layout.
 */
export function Island<Name extends IslandName>({ name, props }: { name: Name; props: IslandProps[Name] }) {
  // Its props are checked above, against `name`; TypeScript cannot follow the pair further.
  const component = islands[name] as ComponentType<object>;
  return (
    <>
      <div data-island={name} className="contents">
        {createElement(component, props)}
      </div>
      <script
        type="application/json"
        data-island-props=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON made safe by scriptJson, never run
        dangerouslySetInnerHTML={{ __html: scriptJson(props) }}
      />
    </>
  );
}
