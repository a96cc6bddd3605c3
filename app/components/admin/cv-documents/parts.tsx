import type { ComponentProps, CSSProperties } from "react";
import { documentCssVariables } from "../../../../contract/document-design";
import { markdownToHtml } from "../../../lib/markdown";

/** The preview reads the document design (fonts, sizes, colours) through CSS variables. */
const designVariables = documentCssVariables as CSSProperties;

/** Sanitised rendering of a document's Markdown (the same renderer everywhere in the panel). */
export function MarkdownView({ markdown, ...props }: { markdown: string } & ComponentProps<"div">) {
  return (
    <div
      {...props}
      style={designVariables}
      className={`document-prose max-w-none font-(family-name:--doc-font) text-(length:--doc-size) leading-(--doc-line) text-(color:--doc-text) [&_h1]:text-(length:--doc-h1-size) [&_h1]:font-bold [&_h2]:mt-4 [&_h2]:text-(length:--doc-h2-size) [&_h2]:font-bold [&_h2]:text-(color:--doc-h2) [&_h3]:mt-2 [&_h3]:text-(length:--doc-h3-size) [&_h3]:font-bold [&_li]:ml-5 [&_li]:list-disc [&_p]:my-2 ${props.className ?? ""}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify with an allow-list in markdownToHtml
      dangerouslySetInnerHTML={{ __html: markdownToHtml(markdown) }}
    />
  );
}

export type PersonalInfoLike = { name: string; email: string; phone: string; address: string };

/** The preview's name header with email, phone and address lines. */
export function NameHeader({ info }: { info: PersonalInfoLike }) {
  if (!info.name && !info.email && !info.phone && !info.address) return null;
  return (
    <header
      style={designVariables}
      className="border-b border-(--doc-rule) pb-2 font-(family-name:--doc-font) leading-(--doc-line)"
    >
      {info.name ? (
        <p className="mb-(--doc-name-gap) text-(length:--doc-name-size) font-bold text-(color:--doc-text)">
          {info.name}
        </p>
      ) : null}
      {[info.email, info.phone, info.address].filter(Boolean).map((line) => (
        <p key={line} className="text-(length:--doc-contact-size) text-(color:--doc-contact)">
          {line}
        </p>
      ))}
    </header>
  );
}
