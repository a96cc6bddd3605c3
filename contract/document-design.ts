/**
 * The one design of a client document (CV, cover letter): the PDF, the Word file, the standalone
 * HTML and the panel's Print all read their fonts, sizes, colours and spacing from here, so the
 * four outputs look the same. Sizes and spacing are in points.
 */
export const documentDesign = {
  /** The PDF embeds Liberation Sans; Word gets Arial, which has the same metrics (LibreOffice maps one to the other). */
  font: { css: `"Liberation Sans", Arial, Helvetica, sans-serif`, word: "Arial" },
  pageMargin: 48,
  body: { size: 10.5, lineHeight: 1.4, color: "#1a1a1a" },
  /** The name block breathes: a clear gap between the name and the contact lines below it. */
  name: { size: 20, spaceAfter: 10 },
  contact: { size: 9.5, color: "#444444", spaceAfter: 2 },
  header: { rule: "#999999", paddingBottom: 8, spaceAfter: 12 },
  h1: { size: 15, color: "#1a1a1a", spaceBefore: 10, spaceAfter: 4 },
  h2: { size: 12.5, color: "#1f3a5f", spaceBefore: 12, spaceAfter: 4 },
  /** Job titles: bold body-coloured lines. */
  h3: { size: 11, color: "#1a1a1a", spaceBefore: 8, spaceAfter: 2 },
  paragraph: { spaceAfter: 6 },
  listItem: { spaceAfter: 3, indent: 14 },
  rule: { color: "#bbbbbb", space: 6 },
} as const;

const d = documentDesign;
const pt = (n: number) => `${n}pt`;

/**
 * The stylesheet of the HTML export and of Print: a `header` with `h1` and `p.contact`, then the
 * document's Markdown as HTML.
 */
export const documentCss = `
body{font-family:${d.font.css};font-size:${pt(d.body.size)};line-height:${d.body.lineHeight};color:${d.body.color};max-width:48rem;margin:2.5rem auto;padding:0 1.5rem}
header{border-bottom:1px solid ${d.header.rule};padding-bottom:${pt(d.header.paddingBottom)};margin-bottom:${pt(d.header.spaceAfter)}}
header h1{font-size:${pt(d.name.size)};font-weight:bold;color:${d.body.color};margin:0 0 ${pt(d.name.spaceAfter)}}
.contact{margin:0 0 ${pt(d.contact.spaceAfter)};color:${d.contact.color};font-size:${pt(d.contact.size)}}
h1{font-size:${pt(d.h1.size)};color:${d.h1.color};margin:${pt(d.h1.spaceBefore)} 0 ${pt(d.h1.spaceAfter)}}
h2{font-size:${pt(d.h2.size)};color:${d.h2.color};margin:${pt(d.h2.spaceBefore)} 0 ${pt(d.h2.spaceAfter)}}
h3{font-size:${pt(d.h3.size)};color:${d.h3.color};font-weight:bold;margin:${pt(d.h3.spaceBefore)} 0 ${pt(d.h3.spaceAfter)}}
h1,h2,h3{break-after:avoid}
p{margin:0 0 ${pt(d.paragraph.spaceAfter)}}
ul,ol{margin:0 0 ${pt(d.paragraph.spaceAfter)};padding-left:${pt(d.listItem.indent)}}li{margin:0 0 ${pt(d.listItem.spaceAfter)};break-inside:avoid}
hr{border:0;border-top:.5pt solid ${d.rule.color};margin:${pt(d.rule.space)} 0}
@page{size:A4;margin:${pt(d.pageMargin)}}
@media print{body{margin:0;padding:0;max-width:none}}`;

/** A standalone page in the document design; every argument is already escaped or sanitised HTML. */
export function documentPageHtml(page: { title: string; header: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title}</title>
<style>${documentCss}</style>
</head>
<body>
${page.header}
<main>${page.body}</main>
</body>
</html>
`;
}

/**
 * The design as CSS custom properties, for the panel's preview: its Tailwind classes read these,
 * so the preview shows the fonts, sizes and colours of the files the client receives.
 */
export const documentCssVariables: Record<`--doc-${string}`, string> = {
  "--doc-font": d.font.css,
  "--doc-size": pt(d.body.size),
  "--doc-line": String(d.body.lineHeight),
  "--doc-text": d.body.color,
  "--doc-name-size": pt(d.name.size),
  "--doc-name-gap": pt(d.name.spaceAfter),
  "--doc-contact-size": pt(d.contact.size),
  "--doc-contact": d.contact.color,
  "--doc-rule": d.header.rule,
  "--doc-h1-size": pt(d.h1.size),
  "--doc-h2-size": pt(d.h2.size),
  "--doc-h2": d.h2.color,
  "--doc-h3-size": pt(d.h3.size),
};
