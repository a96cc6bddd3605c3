import { escapeHtml } from "../../html-text";
import {
  type Block,
  capitalise,
  fromBlocks,
  innerText,
  mapText,
  sentences,
  toBlocks,
} from "./html";
import { topicFromTitle } from "./topic";

/**
 * The offline engine's modifications. Each recognises its request by keywords; several can
 * apply at once ("make it shorter and more formal"). Links, images and headings the author
 * wrote are kept.
 */
export interface ModificationResult {
  content: string;
  /** Names of the modifications applied; empty when the request was not understood. */
  applied: string[];
}

export const SUPPORTED_MODIFICATIONS =
  "shorten, expand, make formal, make friendly, add headings, add a conclusion, add a call to action";

type Modifier = (blocks: Block[], title: string) => Block[];

const contractions: [RegExp, string][] = [
  [/\bdon't\b/gi, "do not"],
  [/\bdoesn't\b/gi, "does not"],
  [/\bcan't\b/gi, "cannot"],
  [/\bwon't\b/gi, "will not"],
  [/\bisn't\b/gi, "is not"],
  [/\baren't\b/gi, "are not"],
  [/\bdidn't\b/gi, "did not"],
  [/\bshouldn't\b/gi, "should not"],
  [/\bwouldn't\b/gi, "would not"],
  [/\bcouldn't\b/gi, "could not"],
  [/\byou're\b/gi, "you are"],
  [/\byou'll\b/gi, "you will"],
  [/\byou've\b/gi, "you have"],
  [/\bit's\b/gi, "it is"],
  [/\bthat's\b/gi, "that is"],
  [/\bthere's\b/gi, "there is"],
  [/\blet's\b/gi, "let us"],
  [/\bwe're\b/gi, "we are"],
  [/\bI'm\b/g, "I am"],
];

const informalWords: [RegExp, string][] = [
  [/\bkids\b/gi, "children"],
  [/\bguys\b/gi, "everyone"],
  [/\bawesome\b/gi, "excellent"],
  [/\bgreat\b/gi, "valuable"],
  [/\bhuge\b/gi, "significant"],
  [/\blots of\b/gi, "many"],
  [/\ba lot of\b/gi, "many"],
  [/\bstuff\b/gi, "material"],
  [/\bokay\b|\bOK\b/g, "acceptable"],
  [/\bbasically,?\s*/gi, ""],
];

function keepCase(original: string, replacement: string): string {
  return original.charAt(0) === original.charAt(0).toUpperCase()
    ? capitalise(replacement)
    : replacement;
}

function replaceAll(text: string, pairs: [RegExp, string][]): string {
  let out = text;
  for (const [pattern, replacement] of pairs)
    out = out.replace(pattern, (m) => keepCase(m, replacement));
  return out;
}

const mapBlocks = (blocks: Block[], fn: (text: string) => string): Block[] =>
  blocks.map((b) => ({ ...b, html: mapText(b.html, fn) }));

const formal: Modifier = (blocks) =>
  mapBlocks(blocks, (t) => replaceAll(t, [...contractions, ...informalWords]).replace(/!+/g, "."));

/** A past participle after "have": a regular one, or a common irregular one. */
const PARTICIPLE =
  "(?:\\w+ed|been|done|made|had|got|gotten|seen|met|read|led|won|lost|built|kept|left|taught|found|written|given|taken|known|grown|shown|spent|sent|heard)\\b";

const friendly: Modifier = (blocks) => {
  const reverse: [RegExp, string][] = contractions
    .filter(([, full]) => !["let us", "it is", "that is", "there is"].includes(full))
    .map(([pattern, full]) => {
      const short = pattern.source.replace(/\\b/g, "").replace("\\'", "'");
      // Only before another word: "who you are, what" cannot become "who you're, what"; and
      // "have" only as an auxiliary: "you have little experience" stays.
      const next = full === "you have" ? PARTICIPLE : "\\w";
      return [new RegExp(`\\b${full}\\b(?=\\s+${next})`, "gi"), short] as [RegExp, string];
    });
  const out = mapBlocks(blocks, (t) => replaceAll(t, reverse));
  const firstParagraph = out.findIndex((b) => b.tag === "p");
  if (firstParagraph >= 0) {
    out.splice(firstParagraph + 1, 0, {
      tag: "p",
      html: "<p>Ready? Let's walk through it together, one simple step at a time.</p>",
    });
  }
  return out;
};

const shorten: Modifier = (blocks) =>
  blocks.map((b) => {
    if (b.tag === "p") {
      const text = sentences(innerText(b.html));
      if (text.length <= 2 || /<a\b|<img\b/i.test(b.html)) return b;
      return { ...b, html: `<p>${escapeHtml(text.slice(0, 2).join(" "))}</p>` };
    }
    if (b.tag === "ul" || b.tag === "ol") {
      const items = b.html.match(/<li\b[\s\S]*?<\/li>/gi) ?? [];
      if (items.length <= 3) return b;
      return { ...b, html: `<${b.tag}>${items.slice(0, 3).join("")}</${b.tag}>` };
    }
    return b;
  });

const expand: Modifier = (blocks, title) => {
  const topic = topicFromTitle(title || "your career").keyphrase;
  const out: Block[] = [];
  let sectionCount = 0;
  for (const block of blocks) {
    out.push(block);
    if (/^h[23]$/.test(block.tag)) {
      sectionCount += 1;
      const heading = innerText(block.html).toLowerCase();
      const extra = [
        `To put this into practice, take ten minutes today to note how "${heading}" applies to your own situation.`,
        `For example, write down one action you will take this week. Then review it with a mentor or a colleague you trust.`,
      ];
      out.push({ tag: "p", html: `<p>${escapeHtml(extra[sectionCount % 2] ?? "")}</p>` });
    }
  }
  out.push(
    { tag: "h2", html: "<h2>Key takeaways</h2>" },
    {
      tag: "ul",
      html: `<ul><li>${escapeHtml(capitalise(topic))} rewards preparation and consistency.</li><li>Small, regular actions beat one big push.</li><li>Feedback from others speeds up your progress.</li></ul>`,
    },
  );
  return out;
};

const addHeadings: Modifier = (blocks) => {
  const out: Block[] = [];
  let sinceHeading = 0;
  blocks.forEach((block, index) => {
    if (/^h[2-6]$/.test(block.tag)) sinceHeading = 0;
    else if (block.tag === "p" && index > 0 && sinceHeading >= 2) {
      const words = innerText(block.html)
        .split(" ")
        .slice(0, 6)
        .join(" ")
        .replace(/[,.;:!?]+$/, "");
      out.push({ tag: "h2", html: `<h2>${escapeHtml(capitalise(words))}</h2>` });
      sinceHeading = 0;
    }
    out.push(block);
    if (block.tag !== "img") sinceHeading += 1;
  });
  return out;
};

const addConclusion: Modifier = (blocks, title) => {
  const headings = blocks.filter((b) => b.tag === "h2").map((b) => innerText(b.html).toLowerCase());
  const covered = headings.length > 0 ? `We covered ${headings.slice(0, 3).join(", ")}.` : "";
  const topic = title ? topicFromTitle(title).keyphrase : "your career";
  return [
    ...blocks,
    { tag: "h2", html: "<h2>Conclusion</h2>" },
    {
      tag: "p",
      html: `<p>${escapeHtml(`${covered} In short, progress with ${topic} comes from steady, deliberate steps. Start with one action today.`.trim())}</p>`,
    },
  ];
};

const addCallToAction: Modifier = (blocks) => [
  ...blocks,
  {
    tag: "p",
    html: '<p><strong>Ready for the next step?</strong> Our consultants have helped over 500 professionals in Kenya. Explore our <a href="/services/cv-writing">CV writing services</a> or book a free consultation today.</p>',
  },
];

const modifiers: { name: string; pattern: RegExp; run: Modifier }[] = [
  {
    name: "shorten",
    pattern: /\b(shorten|shorter|concise|brief|trim|reduce|cut|condense|summari[sz]e)\b/i,
    run: shorten,
  },
  {
    name: "expand",
    pattern: /\b(expand|longer|lengthen|more detail|elaborate|detailed|add more|in-depth)\b/i,
    run: expand,
  },
  { name: "formal", pattern: /\b(formal|professional|serious|business-like)\b/i, run: formal },
  {
    name: "friendly",
    pattern: /\b(friendly|friendlier|casual|conversational|warm|warmer|informal)\b/i,
    run: friendly,
  },
  {
    name: "headings",
    pattern: /\b(headings?|subheadings?|sections?|structure)\b/i,
    run: addHeadings,
  },
  {
    name: "conclusion",
    pattern: /\b(conclusion|conclude|summary|wrap[- ]?up|closing)\b/i,
    run: addConclusion,
  },
  {
    name: "call to action",
    pattern: /\b(cta|call[- ]to[- ]action|contact us|book|sign[- ]?up)\b/i,
    run: addCallToAction,
  },
];

export function applyModifications(
  content: string,
  request: string,
  title: string,
): ModificationResult {
  let blocks = toBlocks(content);
  const applied: string[] = [];
  for (const modifier of modifiers) {
    // "summary" asks for a conclusion, not a shorter text, when both could match.
    if (modifier.name === "shorten" && /\bsummary\b/i.test(request) && !/\bshort/i.test(request))
      continue;
    if (modifier.pattern.test(request)) {
      blocks = modifier.run(blocks, title);
      applied.push(modifier.name);
    }
  }
  return { content: fromBlocks(blocks), applied };
}
