import { cvFaqs } from "../../../content/faqs";
import { resourcePages } from "../../../content/resources";
import { type SampleCv, sampleCvs, sampleCvsMeta } from "../../../content/sample-cvs";
import { type Service, services } from "../../../content/services";
import { decodeEntities, escapeHtml } from "../../html-text";
import { slugify } from "../text";
import { innerText, toBlocks } from "./html";
import { isStopWord } from "./stop-words";
import { bodiesNamedIn } from "./topic";

/**
 * What the site already says, as material for an offline draft: the sections of its published
 * posts, its resource pages and its CV questions. Each passage is the site's own vetted text and
 * links back to where it is published, so a draft can carry it without inventing a claim.
 */

/** A published post of the blog (its content is the sanitised HTML the public sees). */
interface SitePost {
  title: string;
  slug: string;
  content: string;
  /** The post's tags: what its author says it is about ("scams" for a post on fake adverts). */
  tags?: readonly string[] | null;
}

/** What the site publishes besides its fixed pages: the blog's posts. */
export interface SiteLibrary {
  posts: readonly SitePost[];
}

export interface Passage {
  heading: string;
  /** The body as HTML blocks, ready to place under the heading. */
  html: string;
  source: { href: string; label: string };
  /** Stems of the heading, the body and the source's title, for matching a subject. */
  stems: Set<string>;
  /** Stems of the heading and the source's title: what the section and its page are about. */
  topic: Set<string>;
  /** Stems of the source's title alone. */
  page: Set<string>;
}

/** Words that name no subject on this site (every page is about work in Kenya), ordinals, praise. */
const GENERIC = new Set(
  "kenya kenyan nairobi job work career guide tip way step thing professional first second next new best good great top right".split(
    " ",
  ),
);

/** Content stems of a text: "Recruitment agencies" -> recruitment, agency; "CVs" -> cv. */
function stemsOf(text: string): string[] {
  return text
    .split(/[^A-Za-z0-9+#'-]+/)
    .map((raw) => raw.replace(/'s$/i, "").replace(/^['-]+|['-]+$/g, ""))
    .filter((w) => (w.length >= 3 || /^[A-Z0-9]{2}$/.test(w)) && !isStopWord(w))
    .map((w) =>
      w
        .toLowerCase()
        .replace(/ies$/, "y")
        .replace(/([^s])s$/, "$1"),
    )
    .filter((w) => !GENERIC.has(w));
}

/** `about`: the source's title, and its tags when it has them. */
/** True when the text names a content word of the phrase ("scan each CV" speaks of "first CV"). */
export function speaksOf(text: string, phrase: string): boolean {
  const said = new Set(stemsOf(text));
  return stemsOf(phrase).some((stem) => said.has(stem));
}

const passage = (
  heading: string,
  html: string,
  source: Passage["source"],
  body: string,
  about = source.label,
) => ({
  heading,
  html,
  source,
  stems: new Set(stemsOf(`${heading} ${body} ${about}`)),
  topic: new Set(stemsOf(`${heading} ${about}`)),
  page: new Set(stemsOf(about)),
});

/** A post's own framing ("this guide shows") and its calls to action do not travel. */
const SELF_REFERENCE = /\bthis (?:guide|checklist|post|article)\b|<a\s/i;

/** The sections of a post under its h2 headings; its introduction frames that post only. */
function postPassages(post: SitePost): Passage[] {
  const source = { href: `/blog/${post.slug}`, label: post.title };
  const about = [post.title, ...(post.tags ?? [])].join(", ");
  const found: Passage[] = [];
  let heading: string | null = null;
  let body: string[] = [];
  const close = () => {
    if (heading && body.length > 0) {
      found.push(passage(heading, body.join("\n"), source, innerText(body.join(" ")), about));
    }
    body = [];
  };
  for (const block of toBlocks(post.content)) {
    if (block.tag === "h2") {
      close();
      heading = decodeEntities(innerText(block.html)).replace(/^\d+\.\s+/, "");
    } else if (heading && /^(?:p|ul|ol)$/.test(block.tag) && !SELF_REFERENCE.test(block.html)) {
      body.push(block.html);
    }
  }
  close();
  return found;
}

const e = escapeHtml;
const list = (points: readonly string[]) =>
  `<ul>${points.map((p) => `<li>${e(p.charAt(0).toUpperCase() + p.slice(1))}</li>`).join("")}</ul>`;

/** The fixed pages' passages: resource sections (the page's intro leads its first) and CV FAQs. */
const pagePassages: Passage[] = [
  ...resourcePages.flatMap((page) =>
    page.sections.map((section, i) => {
      const lead = i === 0 ? `<p>${e(page.intro)}</p>\n` : "";
      return passage(
        section.heading,
        `${lead}${list(section.points)}`,
        { href: `/resources/${page.slug}`, label: page.title },
        `${i === 0 ? page.intro : ""} ${section.points.join(" ")}`,
      );
    }),
  ),
  ...cvFaqs.map((faq) =>
    passage(
      faq.question,
      `<p>${e(faq.answer)}</p>`,
      { href: "/services/cv-writing", label: "CV writing: questions clients ask" },
      faq.answer,
    ),
  ),
  ...sampleCvs.map(samplePassage),
];

/**
 * A sample CV of the site as an example: its profile, quoted, and the writer's notes on what
 * makes it work ("What makes a graduate CV work"). The page says they are real CVs,
 * anonymised with the clients' permission.
 */
function samplePassage(cv: SampleCv): Passage {
  const kind = cv.label.replace(/\s+CV\b.*$/, "").toLowerCase();
  const article = /^[aeiou]/.test(kind) ? "an" : "a";
  return passage(
    `What makes ${article} ${kind} CV work`,
    `<p>The profile of ${article} ${kind} CV we wrote, anonymised with the client's permission: "${e(cv.profile)}"</p>\n${list(cv.notes)}`,
    { href: "/sample-cvs", label: sampleCvsMeta.title },
    `${cv.headline} ${cv.profile} ${cv.notes.join(" ")}`,
  );
}

/** At most this many sections come from one source: a draft is no copy of another page. */
const PER_SOURCE = 2;

/** Everything the site says that a draft titled `title` may draw on; never its own post. */
export function siteMaterial(title: string, library: SiteLibrary): Passage[] {
  const own = (p: SitePost) =>
    p.slug === slugify(title) || p.title.trim().toLowerCase() === title.trim().toLowerCase();
  return [...library.posts.filter((p) => !own(p)).flatMap(postPassages), ...pagePassages];
}

/** A stem in at most this share of the site's passages names a subject on its own. */
const DISTINCT = 0.4;

/**
 * The passages of `pool` on a subject (its phrases, the keyword first), best first, not yet
 * `taken`. A passage speaks to a phrase when it holds at least two of the phrase's stems and
 * half of them, all of them ("housing levy") or one in its heading or its page's title; or when
 * its page's title holds a stem of the keyword that few passages hold ("salary", not
 * "service"): an interview heading in a post on scams is no match, and a title's secondary word
 * ("after an interview") brings in no interview material on its own. Stems of different phrases never add up (a
 * line naming LinkedIn and CPA in a CV template is not about LinkedIn for accountants). Rarer
 * stems weigh more. At most two per source and one per heading, counting those already taken.
 */
export function passagesOn(subject: string[], pool: Passage[], taken: Set<Passage>): Passage[] {
  // A body named by its initials is matched by its full name too ("NEA registration" speaks
  // to a passage on the National Employment Authority), as a phrase of its own.
  const phrases = [...subject, ...subject.flatMap(bodiesNamedIn)]
    .map((phrase) => [...new Set(stemsOf(phrase))])
    .filter((s) => s.length);
  const wanted = [...new Set(phrases.flat())];
  const shares = new Map(
    wanted.map((stem) => [stem, pool.filter((p) => p.stems.has(stem)).length / pool.length]),
  );
  const share = (stem: string) => shares.get(stem) ?? 0;
  const weight = (stem: string) => -Math.log(share(stem) || 1 / pool.length);
  const speaksTo = (p: Passage, stems: string[], i: number) => {
    const hits = stems.filter((s) => p.stems.has(s));
    const named = i === 0 && hits.some((s) => p.page.has(s) && share(s) <= DISTINCT);
    const covered =
      hits.length >= Math.max(2, Math.ceil(stems.length / 2)) &&
      (hits.length === stems.length || hits.some((s) => p.topic.has(s)));
    return named || covered;
  };
  const scored = pool
    .filter((p) => !taken.has(p) && phrases.some((stems, i) => speaksTo(p, stems, i)))
    .map((p) => ({
      p,
      score: wanted.filter((s) => p.stems.has(s)).reduce((n, s) => n + weight(s), 0),
    }))
    .sort((a, b) => b.score - a.score);
  const perSource = new Map<string, number>();
  const headings = new Set<string>();
  for (const p of taken) {
    perSource.set(p.source.href, (perSource.get(p.source.href) ?? 0) + 1);
    headings.add(p.heading.toLowerCase());
  }
  return scored.flatMap(({ p }) => {
    const count = perSource.get(p.source.href) ?? 0;
    const key = p.heading.toLowerCase();
    if (count >= PER_SOURCE || headings.has(key)) return [];
    perSource.set(p.source.href, count + 1);
    headings.add(key);
    return [p];
  });
}

/**
 * A passage as a section of the draft, under its own heading. The first section from a source
 * links to it; a second from the same source comes later in the draft (passages are dropped
 * last first) and does not repeat the line.
 */
export function renderPassage(p: Passage, level: "h2" | "h3", linked: Set<string>): string {
  const heading = `<${level}>${escapeHtml(p.heading)}</${level}>\n${p.html}`;
  if (linked.has(p.source.href)) return heading;
  linked.add(p.source.href);
  return `${heading}\n<p>More on this: <a href="${p.source.href}">${escapeHtml(p.source.label)}</a>.</p>`;
}

/** The service whose words the subject uses ("LinkedIn headline" -> LinkedIn Optimization). */
export function serviceOn(subject: string[]): Service | undefined {
  const words = (text: string) =>
    ` ${text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim()} `;
  const text = words(subject.join(" "));
  return services.find((s) =>
    [...s.keywords, ...s.synonyms].some((k) => {
      const key = words(k).trimEnd();
      return text.includes(`${key} `) || text.includes(`${key}s `);
    }),
  );
}
