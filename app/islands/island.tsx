import type { ComponentType } from "react";
import { useNonce } from "../lib/nonce";
import type { IslandName, IslandProps, IslandWhen } from "./catalog";

/** Attribute of an island's root element: its name in the catalog. */
export const ISLAND_ATTRIBUTE = "data-island";

/**
 * Props as JSON safe inside a <script> element: `<` is escaped so no value can close the element
 * (`</script>`) or open a comment, whatever a visitor or an editor typed into it.
 */
export function islandPropsJson(props: object): string {
  return JSON.stringify(props).replace(/</g, "\\u003c");
}

/**
 * A part of a server-rendered page that hydrates on its own root (ADR 023): renders `component`
 * with `props` inside a root element the island entry finds by name, and the props as JSON
 * beside it. The root takes no box (display: contents), so wrapping changes no layout. Where
 * the whole page hydrates (React Router's scripts), the component hydrates with it.
 */
export function Island<N extends IslandName>({
  name,
  when,
  component: Component,
  props,
}: {
  name: N;
  when: IslandWhen;
  component: ComponentType<IslandProps[N]>;
  props: IslandProps[N];
}) {
  const nonce = useNonce();
  return (
    <>
      <div data-island={name} data-when={when} className="contents">
        <Component {...props} />
      </div>
      <script
        type="application/json"
        nonce={nonce}
        data-island-props={name}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, escaped by islandPropsJson.
        dangerouslySetInnerHTML={{ __html: islandPropsJson(props) }}
      />
    </>
  );
}
