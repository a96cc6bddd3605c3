import { escapeHtml } from "../../html-text";

/** Tiny helpers for building and reshaping post HTML in the drafting engines. */

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface Block {
  /** Top-level tag name, or "text" for loose text. */
  tag: string;
  html: string;
}

const BLOCK_PATTERN =
  /<(h[1-6]|p|ul|ol|blockquote|pre|table|figure)\b[^>]*>[\s\S]*?<\/\1>|<(img|hr)\b[^>]*\/?>/gi;

/** Splits post HTML into top-level blocks; plain text is split into paragraphs on blank lines. */
export function toBlocks(html: string): Block[] {
  if (!/<[a-z][\s\S]*>/i.test(html)) {
    return html
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => ({ tag: "p", html: `<p>${escapeHtml(p).replace(/\n/g, " ")}</p>` }));
  }
  const blocks: Block[] = [];
  let last = 0;
  for (const match of html.matchAll(BLOCK_PATTERN)) {
    const between = html.slice(last, match.index).trim();
    if (between) blocks.push({ tag: "p", html: `<p>${between}</p>` });
    blocks.push({ tag: (match[1] ?? match[2] ?? "p").toLowerCase(), html: match[0] });
    last = match.index + match[0].length;
  }
  const tail = html.slice(last).trim();
  if (tail) blocks.push({ tag: "p", html: `<p>${tail}</p>` });
  return blocks;
}

export function fromBlocks(blocks: Block[]): string {
  return blocks.map((b) => b.html).join("\n");
}

export function innerText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Applies `fn` to the text between tags only, never to tag names or attributes. */
export function mapText(html: string, fn: (text: string) => string): string {
  return html
    .split(/(<[^>]+>)/)
    .map((part) => (part.startsWith("<") ? part : fn(part)))
    .join("");
}

export function sentences(text: string): string[] {
  return (
    text
      .match(/[^.!?]+[.!?]+(\s|$)|[^.!?]+$/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? []
  );
}
