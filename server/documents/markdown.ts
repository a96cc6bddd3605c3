import { lexer, marked, type Token } from "marked";
import sanitizeHtml from "sanitize-html";
import { DOCUMENT_HTML_TAGS } from "../../contract/document-html";
import { decodeEntities } from "../html-text";

/**
 * The small Markdown subset documents use (headers, bold, italic, bullets), as a
 * block model every exporter (PDF, Word, HTML) walks the same way.
 */
export type InlineRun = { text: string; bold: boolean; italic: boolean };
export type Block =
  | { kind: "heading"; level: number; runs: InlineRun[] }
  | { kind: "paragraph"; runs: InlineRun[] }
  | { kind: "list"; ordered: boolean; items: InlineRun[][] }
  | { kind: "rule" };

function runsOf(tokens: Token[] | undefined, bold = false, italic = false): InlineRun[] {
  const runs: InlineRun[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case "strong":
        runs.push(...runsOf(token.tokens, true, italic));
        break;
      case "em":
        runs.push(...runsOf(token.tokens, bold, true));
        break;
      case "br":
        runs.push({ text: "\n", bold, italic });
        break;
      case "link":
      case "del":
        runs.push(...runsOf(token.tokens, bold, italic));
        break;
      case "html":
        // Raw HTML in a document is shown as nothing, never as markup.
        break;
      default: {
        const nested = "tokens" in token ? (token.tokens as Token[] | undefined) : undefined;
        if (nested && nested.length > 0) runs.push(...runsOf(nested, bold, italic));
        else if ("text" in token && typeof token.text === "string")
          runs.push({ text: decodeEntities(token.text), bold, italic });
      }
    }
  }
  return mergeRuns(runs);
}

function mergeRuns(runs: InlineRun[]): InlineRun[] {
  const merged: InlineRun[] = [];
  for (const run of runs) {
    const last = merged.at(-1);
    if (last && last.bold === run.bold && last.italic === run.italic) last.text += run.text;
    else if (run.text !== "") merged.push({ ...run });
  }
  return merged;
}

/** Parses Markdown into blocks; unknown constructs degrade to their plain text. */
export function parseMarkdown(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const token of lexer(markdown)) {
    switch (token.type) {
      case "heading":
        blocks.push({ kind: "heading", level: token.depth, runs: runsOf(token.tokens) });
        break;
      case "paragraph":
        blocks.push({ kind: "paragraph", runs: runsOf(token.tokens) });
        break;
      case "list":
        blocks.push({
          kind: "list",
          ordered: token.ordered,
          items: (token.items as Token[]).map((item) =>
            runsOf("tokens" in item ? (item.tokens as Token[]) : []),
          ),
        });
        break;
      case "hr":
        blocks.push({ kind: "rule" });
        break;
      case "space":
      case "html":
        break;
      default:
        if ("text" in token && typeof token.text === "string" && token.text.trim() !== "")
          blocks.push({
            kind: "paragraph",
            runs: [{ text: token.text, bold: false, italic: false }],
          });
    }
  }
  return blocks;
}

export const plainText = (runs: InlineRun[]) => runs.map((r) => r.text).join("");

/** Text without markup, whitespace collapsed: for card snippets and search. */
export function stripMarkdown(markdown: string): string {
  return parseMarkdown(markdown)
    .map((block) => {
      if (block.kind === "list") return block.items.map(plainText).join(" ");
      if (block.kind === "rule") return "";
      return plainText(block.runs);
    })
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

const allowedHtml: sanitizeHtml.IOptions = {
  allowedTags: DOCUMENT_HTML_TAGS,
  allowedAttributes: {},
};

/** Markdown to sanitised HTML (the panel's preview and the HTML export). */
export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, allowedHtml);
}
