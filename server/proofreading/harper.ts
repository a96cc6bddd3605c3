import { Dialect, type Lint, LocalLinter, SuggestionKind } from "harper.js";
import { binary } from "harper.js/binary";
import { kenyanLexicon } from "./kenyan-lexicon";

/** One harper.js finding, as plain data that can cross a thread boundary. */
export type GrammarFinding = {
  kind: string;
  message: string;
  /** Offsets in code points (harper counts characters, not UTF-16 units). */
  start: number;
  end: number;
  excerpt: string;
  replacements: Array<{ kind: "replace" | "remove" | "insert-after"; text: string }>;
};

let linter: Promise<LocalLinter> | null = null;

/** Loaded once, lazily (~3 s, a few hundred MB): never on the request path's event loop. */
function getLinter(): Promise<LocalLinter> {
  linter ??= (async () => {
    // Kenyan CVs are written in British English.
    const l = new LocalLinter({ binary, dialect: Dialect.British });
    await l.setup();
    await l.importWords([...kenyanLexicon]);
    // A CV heading is a job line ("Nurse, Kericho County Referral Hospital (2019 - present)"),
    // not a title: title-case advice on it is noise to a consultant.
    // British usage leaves the serial comma out ("Parliament, the Senate and the Treasury").
    await l.setLintConfig({
      ...(await l.getLintConfig()),
      UseTitleCase: false,
      OxfordComma: false,
    });
    return l;
  })();
  linter.catch(() => {
    linter = null;
  });
  return linter;
}

const kindName = (k: SuggestionKind) =>
  k === SuggestionKind.Remove
    ? "remove"
    : k === SuggestionKind.InsertAfter
      ? "insert-after"
      : "replace";

function toFinding(lint: Lint, chars: string[]): GrammarFinding {
  const span = lint.span();
  return {
    kind: lint.lint_kind(),
    message: lint.message(),
    start: span.start,
    end: span.end,
    excerpt: chars.slice(span.start, span.end).join(""),
    replacements: lint
      .suggestions()
      .map((s) => ({ kind: kindName(s.kind()), text: s.get_replacement_text() })),
  };
}

export async function lintGrammar(markdown: string): Promise<GrammarFinding[]> {
  const l = await getLinter();
  const chars = Array.from(markdown);
  return (await l.lint(markdown, { language: "markdown" })).map((lint) => toFinding(lint, chars));
}

/**
 * Harper's first suggestion for each word written in lower case: a common word comes back in
 * lower case ("experiance" -> "experience"), a name keeps its capital ("diani" -> "Diana").
 */
export async function lowercaseSuggestions(words: string[]): Promise<Map<string, string>> {
  const l = await getLinter();
  const found = new Map<string, string>();
  for (const word of new Set(words)) {
    const [lint] = await l.lint(word.toLowerCase(), { language: "plaintext" });
    const first = lint?.suggestions()[0]?.get_replacement_text();
    if (first) found.set(word, first);
  }
  return found;
}

/**
 * What the dictionary makes of each word: the word itself when it knows it, else its spelling
 * candidates ("referal" -> "referral", ...), else nothing.
 */
export async function dictionaryCandidates(words: string[]): Promise<Map<string, string[]>> {
  const l = await getLinter();
  const found = new Map<string, string[]>();
  for (const word of new Set(words)) {
    const lints = await l.lint(word, { language: "plaintext" });
    const [first] = lints;
    if (!first) found.set(word, [word]);
    else if (first.lint_kind() === "Spelling")
      found.set(
        word,
        first.suggestions().map((s) => s.get_replacement_text()),
      );
  }
  return found;
}

/** Starts loading harper in the background so the first job does not wait for it. */
export function warmUpGrammar(): Promise<void> {
  return getLinter().then(() => undefined);
}
