import { homeStats } from "../../../content/stats";
import type { GeneratedBlog } from "../../../contract/blog";
import { categoryImage } from "../../../contract/blog";
import { decodeEntities, escapeHtml } from "../../html-text";
import { truncateWords } from "../text";
import { type AdviceItem, audiences, banks, type CategoryBank } from "./banks";
import { asObject, parseBrief } from "./brief";
import { capitalise } from "./html";
import {
  type Passage,
  passagesOn,
  renderPassage,
  type SiteLibrary,
  serviceOn,
  siteMaterial,
  speaksOf,
} from "./material";
import { applyModifications } from "./modify";
import { isSubjectPhrase } from "./noun-phrases";
import {
  DEPTH_OUTLINES,
  furtherPrompts,
  KEYWORD_OUTLINES,
  type Readers,
  sectionPrompts,
} from "./outline-prompts";
import { readersSentence } from "./readers";
import { adviceOn, OUTLINE_MARKER, OutlineSection, standalone, wordCount } from "./sections";

export interface DraftRequest {
  title: string;
  category: string;
  additionalInstructions: string;
}

function bankFor(category: string): CategoryBank {
  return banks[category] ?? (banks["Career Tips"] as CategoryBank);
}

function fitMeta(text: string): string {
  // Yoast rates 120-156 characters as good; 160 is the stored limit.
  return text.length <= 156 ? text : truncateWords(text, 156);
}

/** "A, B and C"; semicolons when an item has its own "and" or comma ("a profile, not an objective"). */
function listOf(items: string[]): string {
  if (items.length <= 1) return items.join("");
  const inner = items.some((item) => /\sand\s|,/.test(item));
  const head = items.slice(0, -1).join(inner ? "; " : ", ");
  return `${head}${inner ? ";" : ""} and ${items.at(-1)}`;
}

/** The draft's h2 headings over prose, other than its own "Keyword: ..." frame. */
function proseHeadings(content: string, Kp: string): string[] {
  return [...content.matchAll(/<h2>([^<]*)<\/h2>\n(?!<p><strong>)/g)]
    .map((m) => decodeEntities(m[1] ?? ""))
    .filter((h) => !h.startsWith(`${Kp}:`));
}

/** "A rewritten headline" -> "a rewritten headline"; an acronym keeps its capitals. */
const lowerFirst = (text: string) =>
  /^[A-Z](?:[a-z]|\s)/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

const helped = homeStats.find((s) => /professionals helped/i.test(s.label))?.number;

/** A section of the draft: its parts in page order, some of them optional filler. */
interface Part {
  render(): string;
  /** Optional parts are left out, last first, to keep the draft within the asked length. */
  optional: boolean;
  outline?: OutlineSection;
}

const fixed = (html: string, optional = false): Part => ({ render: () => html, optional });
const outlined = (outline: OutlineSection): Part => ({
  render: () => outline.render(),
  optional: false,
  outline,
});

/**
 * The offline drafting engine: deterministic, no network. It honours the brief: every topic
 * named gets its own section, the focus keyword (a noun phrase of the title) opens the first
 * paragraph and a heading, and the length lands in the range asked. Prose comes only from
 * vetted advice, templates whose slots take noun phrases and what the site already publishes
 * on the subject (its posts in `library`, its resource pages, its FAQs), linked to its source;
 * a topic with none of these becomes a marked outline for the author, never invented claims.
 */
export function generateOfflineDraft(
  request: DraftRequest,
  library: SiteLibrary = { posts: [] },
): GeneratedBlog {
  const brief = parseBrief(request.title, request.additionalInstructions);
  // What an outline's prompts name: the subject with the article the brief gives it ("a
  // mentor"), else as an object reads; "it" under its heading when it is no noun phrase.
  const subjectOf = (topic: string) =>
    isSubjectPhrase(topic) ? (brief.asObjects.get(topic.toLowerCase()) ?? asObject(topic)) : "it";
  const kp = brief.focusKeyword;
  const Kp = capitalise(kp);
  const bank = bankFor(request.category);
  const e = escapeHtml;
  const used = new Set<AdviceItem>();
  const parts: Part[] = [];

  // The keyword sits in a label ("Topic of this guide: X"), which reads well whether it is
  // singular, plural or uncountable.
  const asWritten = brief.topicsAsWritten;
  const scope =
    asWritten.length > 1
      ? `It gives ${listOf(asWritten)} a section each, with what to know and what to do.`
      : asWritten.length === 1
        ? `It gives ${asWritten[0]} a section of its own, with what to know and what to do.`
        : "It sets out what to know and what to do.";
  // Who the post is for, when the brief says so in words the draft can carry.
  const readersLine = readersSentence(request.additionalInstructions);
  const opening = [`Topic of this guide: ${kp}.`, readersLine, scope].filter(Boolean).join(" ");
  parts.push(fixed(`<p>${e(opening)}</p>`));
  parts.push(
    fixed(
      `<img src="${categoryImage(request.category)}" alt="${e(Kp)}" width="1200" height="630">`,
    ),
  );
  // The essentials heading travels with its first paragraph, so it is never left empty; the
  // closing heading carries the keyword whatever is trimmed. The category's opening speaks of
  // the category ("Careers are built one deliberate step at a time"): under the keyword's own
  // heading only when it speaks of the keyword, else it stays part of the introduction.
  const aboutKeyword = bank.why.some((text) => speaksOf(text, kp));
  bank.why.forEach((text, i) => {
    const heading = i === 0 && aboutKeyword ? `<h2>${e(Kp)}: the essentials</h2>\n` : "";
    parts.push(fixed(`${heading}<p>${e(text)}</p>`, true));
  });

  const topicParts: { topic: string; part: Part }[] = [];
  const pool = siteMaterial(request.title, library);
  const taken = new Set<Passage>();
  const linked = new Set<string>();
  const take = (subject: string[], most: number) => {
    const found = passagesOn(subject, pool, taken).slice(0, most);
    for (const p of found) taken.add(p);
    return found;
  };
  for (const topic of brief.topics) {
    const advice = adviceOn(topic, used);
    const fromSite = advice.length === 0 ? take([topic], 2) : [];
    if (advice.length === 0 && fromSite.length === 0) {
      const outline = new OutlineSection(
        topic,
        "the brief names this topic but gives no facts for it, so these notes list what the section should say before it is published.",
        sectionPrompts(subjectOf(topic)),
      );
      const part = outlined(outline);
      parts.push(part);
      topicParts.push({ topic, part });
      continue;
    }
    for (const item of advice) used.add(item);
    const prose = [
      `<h2>${e(capitalise(topic))}</h2>`,
      ...advice.map((item) => `<p>${e(standalone(item.text))}</p>`),
      ...fromSite.map((p) => renderPassage(p, "h3", linked)),
    ].join("\n");
    const notes = new OutlineSection(
      null,
      "points this section could add before it is published.",
      furtherPrompts(subjectOf(topic)),
    );
    const part: Part = {
      render: () => [prose, notes.render()].filter(Boolean).join("\n"),
      optional: false,
      outline: notes,
    };
    parts.push(part);
    topicParts.push({ topic, part });
  }

  const usedText = new Set([...used].map((item) => item.text));
  const readers = `${request.title} ${request.additionalInstructions}`;
  for (const audience of audiences) {
    if (audience.pattern.test(readers) && !usedText.has(audience.text)) {
      parts.push(fixed(`<h2>${e(audience.heading)}</h2>\n<p>${e(audience.text)}</p>`));
    }
  }

  // What the site publishes on the subject comes before the category's general advice, which
  // is dropped first when the draft is too long.
  for (const p of take(brief.nounPhrases, Number.POSITIVE_INFINITY)) {
    parts.push(fixed(renderPassage(p, "h2", linked), true));
  }

  const steps = bank.steps.filter((step) => !used.has(step));
  // The plan's heading travels with its first step, so it is never left without steps.
  steps.forEach((step, i) => {
    const heading = i === 0 ? "<h2>A step-by-step plan</h2>\n" : "";
    parts.push(fixed(`${heading}<h3>${e(step.title)}</h3>\n<p>${e(step.text)}</p>`, true));
  });
  parts.push(
    fixed(
      `<h2>Common mistakes to avoid</h2>\n<ul>${bank.mistakes.map((m) => `<li>${e(m)}</li>`).join("")}</ul>`,
      true,
    ),
  );

  const record = helped ? ` Our consultants have helped ${helped} professionals so far.` : "";
  const service = serviceOn(brief.nounPhrases);
  const offer = service
    ? `Our <a href="${service.path}">${e(service.name)}</a> service offers ${e(lowerFirst(service.summary))} Book a free consultation today.`
    : `Explore our <a href="${bank.service.href}">${e(bank.service.label)}</a>, or book a free consultation today.`;
  parts.push(
    fixed(
      `<h2>${e(Kp)}: expert help</h2>\n<p>You do not have to do this alone.${record} ${offer}</p>`,
    ),
  );

  const tone = toneOf(request.additionalInstructions, brief.range !== null);
  const render = (included: Part[]) => {
    const html = included
      .map((p) => p.render())
      .filter(Boolean)
      .join("\n");
    return tone ? applyModifications(html, tone, request.title).content : html;
  };
  // A long post has sections the brief did not name; the engine has no vetted prose for them,
  // so they are outlines for the author, added before the close only to reach the length.
  const keywordOutlines = KEYWORD_OUTLINES.map(({ title, prompts }) => ({
    part: outlined(
      new OutlineSection(
        `${kp}: ${title}`,
        "a post of the length asked needs this section, and the engine has no vetted material for it, so these notes list what it should say.",
        prompts.map((prompt) => prompt(subjectOf(kp))),
      ),
    ),
  }));
  // Then each topic, and last the keyword, is looked at again for one kind of reader or place
  // after another: a sub-section under the topic's own section (the keyword's go before the close).
  const depth = (subject: string, angle: (typeof DEPTH_OUTLINES)[number], after?: Part): Extra => {
    const outline = new OutlineSection(
      `${subject}: ${angle.title}`,
      "notes for the author on this angle, to be replaced by their own text.",
      angle.prompts.map((prompt) => prompt(subjectOf(subject))),
      after ? "h3" : "h2",
    );
    return { after, part: outlined(outline) };
  };
  const angles = DEPTH_OUTLINES.filter(
    (angle) => !angle.readers || !offAngle(angle.readers, readers),
  );
  const extras: Extra[] = [
    ...angles.flatMap((angle) => topicParts.map(({ topic, part }) => depth(topic, angle, part))),
    ...keywordOutlines,
    ...angles.map((angle) => depth(kp, angle)),
  ];
  // Words add up part by part, each counted once per text it renders (a long draft grows its
  // outlines hundreds of times). A tone change rewrites prose, not outlines: its difference is
  // measured once on the parts as written. The note that states the count is counted too.
  const counted = new Map<string, number>();
  const countOf = (html: string) => {
    const known = counted.get(html);
    if (known !== undefined) return known;
    const n = wordCount(html);
    counted.set(html, n);
    return n;
  };
  const plainWords = (ps: Part[]) => ps.reduce((n, p) => n + countOf(p.render()), 0);
  const toneDelta = tone ? wordCount(render(parts)) - plainWords(parts) : 0;
  const words = (ps: Part[]) => plainWords(ps) + toneDelta;
  const noteWords = wordCount(countNote(0, 0, brief.range)(0).render());
  const included = fitToRange(parts, brief.range, extras, (ps) =>
    ps.some((p) => p.outline) ? words(ps) + noteWords : words(ps),
  );
  const final = (ps: Part[]) => render(withCount(ps, brief.range, render));
  if (tone) settle(included, brief.range, (ps) => wordCount(final(ps)));
  const content = final(included);

  // The excerpt and the meta description name what the draft holds: its topics, or else the
  // sections written in prose (an outline's section is still the author's to write).
  const covers =
    brief.topics.length > 0 ? brief.topics : proseHeadings(content, Kp).slice(0, 3).map(lowerFirst);
  const summary = covers.length > 0 ? listOf(covers) : "what to know and what to do";
  const excerpt = truncateWords(`${Kp}: ${summary}.`, 200);
  let metaDescription = fitMeta(`${Kp}: ${summary}.`);
  if (metaDescription.length < 120)
    metaDescription = fitMeta(`${metaDescription} Practical advice from our career consultants.`);
  // A title of verbs and a quoted question names no noun: the category is the topic's area.
  const keywords =
    brief.nounPhrases.length > 0 ? brief.nounPhrases.slice(0, 8) : [request.category.toLowerCase()];
  return { content, excerpt, metaDescription, focusKeyword: kp, keywords };
}

/**
 * The draft's length, counted honestly for the author: how many of its words are outline
 * notes to be replaced, and, past every outline the engine can write, how far it is from the
 * length asked. Only for a brief that asks for a length and a draft that has notes.
 */
function countNote(total: number, short: number, range: { min: number; max: number } | null) {
  const gap =
    range && short > 0
      ? `; the brief asks for ${range.min}-${range.max} words; the sections above need about ${short} more words of your own`
      : "";
  return (noted: number) =>
    fixed(
      `<p><strong>${OUTLINE_MARKER}</strong> of its ${total} words, about ${noted} are outline notes to replace with your own text${gap}.</p>`,
    );
}

function withCount(
  included: Part[],
  range: { min: number; max: number } | null,
  render: (parts: Part[]) => string,
): Part[] {
  const noted = included.reduce((n, p) => n + (p.outline ? wordCount(p.outline.render()) : 0), 0);
  if (!range || noted === 0) return included;
  const at = (part: Part) => [...included.slice(0, -1), part, ...included.slice(-1)];
  // A note's numbers do not change how many words it has: count with it in, then fill it.
  const plain = wordCount(render(at(countNote(0, 0, range)(noted))));
  if (plain >= range.min) return at(countNote(plain, 0, range)(noted));
  const total = wordCount(render(at(countNote(0, 1, range)(noted))));
  return at(countNote(total, range.min - total, range)(noted));
}

/**
 * A tone change rewrites prose ("you are" -> "you're"), so once parts are dropped the estimate
 * of its difference is a few words off: grow or shrink the outlines on the real count.
 */
function settle(
  included: Part[],
  range: { min: number; max: number } | null,
  count: (parts: Part[]) => number,
) {
  if (!range) return;
  const outlines = included.flatMap((p) => (p.outline ? [p.outline] : []));
  // A prompt longer than the range is wide could swing the count across it: a few steps only.
  for (let step = 0, n = count(included); step < 20 && (n < range.min || n > range.max); step++) {
    const changed =
      n < range.min
        ? outlines.some((o) => o.grow())
        : outlines.toReversed().some((o) => o.shrink());
    if (!changed) return;
    n = count(included);
  }
}

const [FOR_GRADUATES, FOR_SENIORS, FOR_CHANGERS] = audiences.map((a) => a.pattern);
const MID_CAREER = /experienced|mid-career|forties|fifties|\bat [45]0\b/i;

/**
 * True when an angle for one kind of reader does not fit the brief: the whole post is for them
 * already (career changers), or for readers at the other end of a career.
 */
function offAngle(angle: Readers, readers: string): boolean {
  const experienced = FOR_SENIORS?.test(readers) || MID_CAREER.test(readers);
  if (angle === "changers") return FOR_CHANGERS?.test(readers) ?? false;
  if (angle === "graduates") return experienced;
  return (FOR_GRADUATES?.test(readers) ?? false) && !experienced;
}

/** The tone changes the author asked for; length changes are left out when a range is set. */
function toneOf(instructions: string, hasRange: boolean): string {
  const asks = [/\b(formal)\b/i, /\b(friendly|casual|conversational)\b/i];
  if (!hasRange) asks.push(/\b(short|brief|concise)\b/i, /\b(long|detailed|in-depth|expand)\b/i);
  return asks
    .map((pattern) => instructions.match(pattern)?.[1])
    .filter(Boolean)
    .join(" and ");
}

/**
 * Drops optional parts (last first) and then outline prompts while the draft is over the
 * maximum; then grows the outlines one prompt at a time while it is under the minimum; when
 * they are full, it adds the `extras` outlines one by one before the closing part and grows
 * them in turn.
 */
/** A section added only to reach the length: after its subject's section, or before the close. */
type Extra = { part: Part; after?: Part };

function fitToRange(
  parts: Part[],
  range: { min: number; max: number } | null,
  extras: Extra[],
  count: (parts: Part[]) => number,
): Part[] {
  if (!range) return parts;
  let included = [...parts];
  for (let i = parts.length - 1; i >= 0 && count(included) > range.max; i--) {
    const part = parts[i] as Part;
    if (part.optional) included = included.filter((p) => p !== part);
  }
  // Too many topics for a short range: trim the outlines' prompts before anything else.
  const headed = included.flatMap((p) => (p.outline ? [p.outline] : []));
  let shrank = true;
  while (count(included) > range.max && shrank) {
    shrank = false;
    for (const outline of headed) {
      if (count(included) <= range.max) break;
      shrank = outline.shrink() || shrank;
    }
  }
  const grow = () => {
    const outlines = included.flatMap((p) => (p.outline ? [p.outline] : []));
    let grew = true;
    while (count(included) < range.min && grew) {
      grew = false;
      for (const outline of outlines) {
        if (count(included) >= range.min) break;
        grew = outline.grow() || grew;
      }
    }
  };
  grow();
  // The last part placed under each subject, so its sub-sections keep their order.
  const lastUnder = new Map<Part, Part>();
  for (const { part, after } of extras) {
    if (count(included) >= range.min) break;
    const anchor = after ? (lastUnder.get(after) ?? after) : undefined;
    const at = anchor ? included.indexOf(anchor) + 1 : included.length - 1;
    included.splice(at, 0, part);
    if (after) lastUnder.set(after, part);
    grow();
  }
  // An added outline may overshoot a narrow range: give back its last prompts.
  const outlines = included.flatMap((p) => (p.outline ? [p.outline] : [])).reverse();
  for (const outline of outlines) {
    let shrank = true;
    while (count(included) > range.max && shrank) shrank = outline.shrink();
  }
  return included;
}
