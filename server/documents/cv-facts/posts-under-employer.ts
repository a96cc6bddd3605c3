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
