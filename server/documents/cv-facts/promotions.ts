import type { CvRole } from "../facts";
import { titleWord } from "./roles";

/**
 * Promotions at one employer ("joined Kenya Power as a graduate trainee in 2015, promoted to
 * engineer in 2018, now senior engineer"): the posts of one job, not jobs of their own nor
 * duties. A CV shows them as one entry headed by the post held now, with the time at the
 * employer and each earlier post with the year it began.
 */

/** One post the client held at an employer, told after the job itself. */
export type Step = {
  title: string;
  /** The year the post began, "" when not told. */
  year: string;
  /** "Began as an accounts clerk": the post the client joined in. */
  first: boolean;
  /** "Now senior engineer", "I am the manager there": the post held now. */
  now: boolean;
  /** " of Comprehensive Care Centre (CCC)": the unit the post is in charge of, "" when none. */
  unit: string;
};

/**
 * "Clinical Officer In-Charge wa Comprehensive Care Centre (CCC)": a post too long to be a
 * title alone is the title and the unit it runs ("wa": of); the unit stays on the post's line.
 */
function postAndUnit(post: string): { title: string; unit: string } {
  // "Credit Officer at the Othaya branch": the branch, office or unit the post was held in.
  const held =
    /\s(?:at|in)\s(?=the\s\p{Lu}[\p{L}'-]*(?:\s\p{Lu}[\p{L}'-]*){0,3}\s(?:branch|office|station|unit|department|ward|outlet|region)$)/u.exec(
      post,
    );
  if (held) return { title: post.slice(0, held.index), unit: post.slice(held.index) };
  // "Personal Assistant to the Group CEO": the post, then whom it serves.
  const to = /\sto\s(?=the\s\p{Lu})/u.exec(post);
  if (to && post.split(/\s+/).length > 4)
    return { title: post.slice(0, to.index), unit: post.slice(to.index) };
  const at = /\s(?:of|wa)\s(?=(?:the\s)?\p{Lu})/u.exec(post);
  if (post.split(/\s+/).length <= 5 || !at) return { title: post, unit: "" };
  return { title: post.slice(0, at.index), unit: ` of ${post.slice(at.index + at[0].length)}` };
}

const yearAtStart = /^(?:(?:in|by|since|from)\s)?((?:19|20)\d\d),?\s+/i;
const yearAtEnd = /,?\s+(?:in|since|from|by)\s((?:19|20)\d\d)$/i;
const promoted =
  /^(?:i\s)?(?:(?:was|got|had\sbeen|have\sbeen|'ve\sbeen|been)\s)?(?:promoted|elevated|upgraded|moved\sup|rose|rising|risen|became)\s(?:up\s)?(?:to\s)?(?:the\s(?:position|post|rank|role)\sof\s)?/i;
const began = /^(?:i\s)?(?:began|started)\s(?:out\s|off\s)?as\s/i;
const nowHeld =
  /^(?:(?:now|currently|today),?\s)?(?:i(?:'m|\sam)\s(?:now\s|currently\s)?|i(?:'ve|\shave)\sbeen\s)?/i;

/**
 * The post one piece of a sentence tells: "promoted to engineer in 2018", "In 2016 I was
 * promoted to customer service officer", "began as an accounts clerk", "now senior engineer",
 * "since 2020 I am the branch manager there". Null for anything else ("promoted the brand").
 */
export function promotionStep(piece: string): Step | null {
  let text = piece
    .trim()
    .replace(/[.!]+$/, "")
    .replace(/^(?:(?:and|then|later|so|but)\s+)+/i, "");
  let year = "";
  const leading = yearAtStart.exec(text);
  if (leading) {
    year = leading[1]!;
    text = text.slice(leading[0].length);
  }
  const trailing = yearAtEnd.exec(text);
  if (trailing) {
    year ||= trailing[1]!;
    text = text.slice(0, trailing.index);
  }
  const there = /\s(?:there|here)$/i.test(text);
  text = text.replace(/\s(?:there|here)$/i, "");
  const rise = promoted.exec(text);
  const start = began.exec(text);
  // "Since 2022 I am SACCO Manager": a post held from that year on is the one held now.
  const heldSince = /^since\s/i.test(leading?.[0] ?? "") && /^i(?:'m|\sam)\s/i.test(text);
  const said =
    heldSince || /^(?:now|currently|today)\b|^i(?:'m|\sam)\s(?:now|currently)\b/i.test(text);
  // "I am the branch manager there": a post held now at the employer just named.
  const current = !rise && !start && (said || (there && /^i(?:'m|\s)/i.test(text)));
  if (!rise && !start && !current) return null;
  const { title, unit } = postAndUnit(
    text
      .slice((rise ?? start)?.[0].length ?? nowHeld.exec(text)?.[0].length ?? 0)
      .replace(/^(?:an?|the)\s/i, ""),
  );
  const words = title.split(/\s+/);
  if (!titleWord.test(title) || /\d/.test(title) || words.length > 5) return null;
  // "Became a nurse at Mater" names its employer: a job of its own, read as one.
  if (/\s(?:at|with|for|in)\s/i.test(title)) return null;
  return { title, year, first: start !== null, now: current, unit };
}

/** "graduate trainee" -> "Graduate Trainee"; "ICT officer" keeps its capitals; "of" stays small. */
export function titleCase(title: string): string {
  return title
    .split(/\s+/)
    .map((w) =>
      /^(?:of|and|for|in|the)$/i.test(w) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join(" ");
}

const years = (period: string) => period.match(/\b(?:19|20)\d\d\b/g) ?? [];

/**
 * Whether a step may belong to a job: a post held now only in a job that runs to the present,
 * a dated post only inside the job's years.
 */
export function stepFits(role: CvRole, step: Step): boolean {
  const [start, end] = [years(role.period)[0], years(role.period)[1]];
  const ongoing = role.period === "" || /present$/i.test(role.period) || end === undefined;
  if (step.now && !ongoing) return false;
  if (step.year === "") return true;
  return (start === undefined || step.year >= start) && (ongoing || step.year <= end!);
}

/**
 * The job with its posts: headed by the post held last, its period the whole time at the
 * employer, and a line for each post (newest first) above what was done there.
 */
export function withSteps(role: CvRole, steps: Step[]): CvRole {
  const start = years(role.period)[0] ?? "";
  const joined = steps.find((s) => s.first);
  const first = {
    title: joined?.title || role.title,
    year: joined?.year || start,
    unit: joined?.unit ?? "",
  };
  const later = steps
    .filter((s) => !s.first)
    .map((s, i) => ({ ...s, i }))
    // Dated posts in the order of their years; an undated one keeps its place, "now" comes last.
    .sort((a, b) =>
      a.now !== b.now
        ? a.now
          ? 1
          : -1
        : a.year && b.year
          ? a.year.localeCompare(b.year)
          : a.i - b.i,
    );
  const posts = [first, ...later].filter((p) => p.title !== "");
  if (posts.length === 0) return role;
  // "I have worked at X since 2011. I began as an accounts clerk": one post, the job's title.
  if (posts.length === 1) return { ...role, title: role.title || titleCase(posts[0]!.title) };
  const lines = posts.map(
    (p, i) =>
      `${i === 0 ? "Joined as" : "Promoted to"} ${titleCase(p.title)}${p.unit}${p.year ? ` in ${p.year}` : ""}`,
  );
  const since = first.year || later.find((p) => p.year)?.year || "";
  const period =
    role.period === "" || /^\d{4}$/.test(role.period)
      ? since && later.some((p) => p.now)
        ? `${since} – Present`
        : role.period
      : role.period;
  return {
    ...role,
    title: titleCase(posts.at(-1)!.title),
    period,
    bullets: [...lines.reverse(), ...role.bullets],
  };
}

/**
 * A clause cut where a new post may be told: "I joined KenGen as a trainee in 2014, promoted to
 * engineer in 2017, now senior engineer" is the job and two posts. Each piece keeps the words
 * that joined it to the one before, so the pieces that tell no post are joined back as written
 * ("Kenya Power and Lighting" is never cut). A post is none where the words after it go on to
 * name its employer ("Currently a Relationship Manager, SME Banking at Equity Bank" is a job).
 */
export function stepPieces(clause: string): { joint: string; text: string; step: Step | null }[] {
  const parts = clause.split(/(,\s+(?:and\s+)?|\s+and\s+)/i);
  const pieces: { joint: string; text: string; step: Step | null }[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const next = parts[i + 2] ?? "";
    const namesEmployer = /\s(?:at|with)\s\p{Lu}/u.test(next) && !/^i\b/i.test(next);
    const step = namesEmployer ? null : promotionStep(parts[i]!);
    pieces.push({ joint: parts[i - 1] ?? "", text: parts[i]!, step });
  }
  return pieces;
}
