/**
 * "Before tech I was at Equity Bank for six years. 2015 to 2018 as a Teller in the Kericho
 * branch, then 2018 to 2021 as a Customer Service Officer in the same branch": the employer
 * told once, then each post held there with its years. Each post is its own job at that
 * employer, told as the client would tell one job: "From 2015 to 2018 I was a Teller at Equity
 * Bank, in the Kericho branch."
 */
const employerLead =
  /(?:^|(?<=[.!?]\s))[^.!?]*?\bI (?:was|worked) (?:at|with|for) ((?:the )?\p{Lu}[\w&'-]*(?: (?:of |& |and )?\p{Lu}[\w&'-]*){0,5})(?: for [^.!?]{1,30})?[.!?]\s+(?=(?:[Ff]rom )?(?:19|20)\d\d (?:to|-|–|until) (?:(?:19|20)\d\d|date|now|today) as\b)([^.!?]*(?:[.!?]|$))/gu;

const post =
  /(^|,\s*then\s+|;\s*)(?:[Ff]rom\s+)?((?:19|20)\d\d) (?:to|-|–|until) ((?:19|20)\d\d|date|now|today) as (an? |the )?(\p{Lu}[\w-]*(?: (?:of |and |& )?\p{Lu}[\w-]*){0,5})(?=\s(?:in|at|on|for)\b|,|\.|$)/gu;

export function postsUnderEmployer(text: string): string {
  return text.replace(employerLead, (_lead: string, employer: string, posts: string) =>
    posts.replace(
      post,
      (_m, sep: string, from: string, to: string, article = "", title: string) =>
        `${sep === "" ? "" : ". "}From ${from} to ${to} I was ${article}${title} at ${employer},`,
    ),
  );
}

/**
 * "I was with X, Y Hospital, from 2019 to 2025. I started as a Band 5 Staff Nurse on the unit
 * and in 2022 I became a Band 6 Senior Staff Nurse on the same unit": a promotion under the
 * employer just told, each post with the years it was held.
 */
const promotedUnder =
  /(?:^|(?<=[.!?]\s))[^.!?]*?\bI (?:was|worked) (?:at|with|for) (\p{Lu}[^.!?]*?),? from ((?:19|20)\d\d) (?:to|until) ((?:19|20)\d\d|date|now|today)[.!?]\s+I (?:started|began|joined) as (an? )?(\p{Lu}[^.!?]*?) and in ((?:19|20)\d\d),? I (?:became|was promoted to) (an? )?(\p{Lu}[^.!?]*?)([.!?]|$)/gu;

/** "Band 5 Staff Nurse on the acute medical unit": the post, then where it was held. */
function postAt(article: string, told: string, employer: string): string {
  const where = /\s(?=(?:on|in|at|for) )/.exec(told);
  const title = where ? told.slice(0, where.index) : told;
  const rest = where ? `, ${told.slice(where.index + 1)}` : "";
  return `I was ${article}${title} at ${employer}${rest}`;
}

export function promotionsUnderEmployer(text: string): string {
  return text.replace(
    promotedUnder,
    (
      _m,
      employer: string,
      from: string,
      to: string,
      a1 = "",
      first: string,
      year: string,
      a2 = "",
      second: string,
      end: string,
    ) =>
      `From ${from} to ${year} ${postAt(a1, first, employer)}. From ${year} to ${to} ${postAt(a2, second, employer)}${end}`,
  );
}

/**
 * "Before KCB I was at Equity Bank, 2013 to 2018, first as a Customer Service Officer and then a
 * Credit Officer": the employer and its years told once, then the posts in order; told as the
 * job joined in its first post, the later post reached there, and the year it ended. The lead
 * naming the next employer ("Before KCB") only places the job, which its years do in the CV.
 */
const firstThen =
  /(?:(?:Before|After) \p{Lu}[\w&'-]*(?: \p{Lu}[\w&'-]*){0,4},? )?\bI (?:was|worked) (?:at|with|for) (\p{Lu}[\w&'-]*(?: (?:of |& |and )?\p{Lu}[\w&'-]*){0,5}),? (?:from )?((?:19|20)\d\d) (?:to|-|–|until) ((?:19|20)\d\d|date|now|today),? (?:first|initially|starting) as (an? )?([^,.!?]+?),? and (?:then|later) (?:as |became |was promoted to )?(an? )?([^.!?]+)([.!?]|$)/gu;

export function firstThenPosts(text: string): string {
  return text.replace(
    firstThen,
    (
      _m,
      employer: string,
      from: string,
      to: string,
      a1 = "",
      first: string,
      a2 = "",
      later: string,
      end: string,
    ) =>
      `I joined ${employer} in ${from} as ${a1}${first}, became ${a2}${later}${/^(?:19|20)\d\d$/.test(to) ? `, and left in ${to}` : ""}${end}`,
  );
}

/**
 * "a part-time Bookkeeper for a family business, Wambui Traders": the employer told after what
 * kind of employer it is; told name first ("for Wambui Traders, a family business") so the job
 * reader finds its employer.
 */
const employerInApposition =
  /\b(at|for|with) (an? (?:\p{Ll}[\p{L}-]*\s){0,3}(?:business|company|firm|shop|school|hospital|clinic|NGO|organi[sz]ation|hotel|restaurant|agency|SACCO|factory|farm|bank|law firm|media house)), (\p{Lu}[\w&'-]*(?: (?:of |& |and )?\p{Lu}[\w&'-]*){0,5})(?=[,.!?]|$)/gu;

export const withEmployerNamedFirst = (text: string) =>
  text.replace(employerInApposition, "$1 $3, $2");
