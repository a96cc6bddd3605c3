import type { IslandsPage } from "./page";

/**
 * The inline script that loads the island entry once the page has loaded. Until then the page is
 * its server HTML, which works alone (links, the no-JS menu, form posts): the entry's 60 KB would
 * otherwise share a phone's bandwidth with the stylesheet, fonts and the largest image, and
 * delay the first and the largest paint (measured: LCP 1.8 x the no-JS twin's with the entry
 * fetched as the page parsed).
 */
export function islandLoaderScript(entryUrl: string): string {
  const load = `function(){import(${JSON.stringify(entryUrl).replace(/</g, "\\u003c")})}`;
  return `(function(l){document.readyState==="complete"?l():addEventListener("load",l,{once:true})})(${load})`;
}

/** The scripts of a page of islands (ADR 023): the loader of the island entry, nothing else. */
export function IslandScripts({ page, nonce }: { page: IslandsPage; nonce: string | undefined }) {
  return (
    <>
      {page.devRuntimeUrl ? <script type="module" src={page.devRuntimeUrl} nonce={nonce} /> : null}
      <script
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script around the build's own URL, escaped.
        dangerouslySetInnerHTML={{ __html: islandLoaderScript(page.entryUrl) }}
      />
    </>
  );
}
