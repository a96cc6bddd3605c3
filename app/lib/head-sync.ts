import type { MetaDescriptor } from "react-router";

/** The head element a descriptor stands for, found by its key attribute (name, property, rel). */
interface HeadElement {
  selector: string;
  tag: "meta" | "link";
  attributes: [string, string][];
}

function headElementOf(descriptor: MetaDescriptor): HeadElement | null {
  const entries = Object.entries(descriptor).filter(([name]) => name !== "tagName");
  const attributes = entries.map(([name, value]): [string, string] => [name, String(value)]);
  if ("name" in descriptor)
    return { selector: `meta[name="${descriptor.name}"]`, tag: "meta", attributes };
  if ("property" in descriptor)
    return { selector: `meta[property="${descriptor.property}"]`, tag: "meta", attributes };
  if ("tagName" in descriptor && descriptor.tagName === "link")
    return { selector: `link[rel="${String(descriptor.rel)}"]`, tag: "link", attributes };
  // The title is set on its own; JSON-LD is not kept in step (no page changed in place has any).
  return null;
}

/**
 * Moves the document's head from what `shown` describes to what `next` does (React Router's
 * meta descriptors, as the server renders them): the title, each meta tag by name or property and
 * each link by rel, created where missing and removed where `next` no longer has it (a canonical
 * link swapped for robots noindex). One element per key: no page changed in place repeats one.
 */
export function syncHead(shown: readonly MetaDescriptor[], next: readonly MetaDescriptor[]): void {
  const kept = new Set<string>();
  for (const descriptor of next) {
    // A link's title attribute (the feed's) is no document title.
    if ("title" in descriptor && !("tagName" in descriptor))
      document.title = String(descriptor.title);
    const wanted = headElementOf(descriptor);
    if (!wanted) continue;
    kept.add(wanted.selector);
    const element =
      document.head.querySelector(wanted.selector) ??
      document.head.appendChild(document.createElement(wanted.tag));
    for (const [name, value] of wanted.attributes) element.setAttribute(name, value);
  }
  for (const descriptor of shown) {
    const gone = headElementOf(descriptor);
    if (gone && !kept.has(gone.selector)) document.head.querySelector(gone.selector)?.remove();
  }
}
