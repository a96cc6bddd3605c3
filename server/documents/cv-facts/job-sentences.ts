import { employerName, splitPeriod, titleWord } from "./roles";

/**
 * Two jobs told in one sentence: "I worked at Naivas as a cashier from 2015 to 2018 and then at
 * Quickmart as a supervisor until now", "I was a clerk at A (2011 – 2014) and later a billing
 * officer at B", "a nurse at A for 3 years then moved to B as a ward manager". Each is read as a
 * clause of its own, so each becomes its own job on the CV instead of one job with the other as
 * its bullet.
 */

/**
 * Where a first job's time ends ("2018", "to date", "3 years") and the words that join the next:
 * "and", "then", "later", "before that", a comma.
 */
const jobJoint =
  /\b((?:19|20)\d\d|now|date|present|years?)\)?(,\s*(?:and\s+)?|\s+and\s+|\s+)((?:then|later|after that|before that|thereafter|now),?\s+)?/gi;

/**
 * How the next job opens: "at B", "as Y at B", "a Y at B", "I am with B", "moved to B as Y",
 * "I joined B as Y".
 */
const nextJobOpening =
  /^(?:(at|with|for)|(as)|(an?|the)|(?:i\s)?(?:moved to|went to|switched to|joined)|(i(?:'m|'ve)?))\s/i;

/** The next part names an employer: "at Quickmart", "with Easy Coach", "joined Carrefour". */
const namesEmployer = /\b(?:at|with|for|to|joined)\s(?:the\s)?\p{Lu}/u;

/** "until 2016", "to date": a closing date with no start of its own. */
const closingOnly = /\b(?:until|till|up to|to)\s(?=(?:19|20)\d\d\b|now\b|date\b|present\b)/i;

/**
 * "moved to B as Y in 2019", "then joined B as Y": the move is when the job started, told or
 * (after a first job that ended in a year) that year.
 */
function movedTo(rest: string, endYear: string): string {
  const dated = /\b(?:19|20)\d\d\b/.test(rest);
  const told = rest.replace(
    /\bin\s(?=(?:19|20)\d\d\b)/i,
    closingOnly.test(rest) ? "from " : "since ",
  );
  return `I worked at ${told}${!dated && endYear ? ` since ${endYear}` : ""}`;
}

/** The words before a part's employer: "finance officer" of "finance officer at Oxfam". */
const beforeEmployer = (text: string) => text.split(/\s(?:at|with|for)\s/i)[0]!;

/** "finance officer", "a billing officer": a post, short and with no number. */
const isPost = (text: string) =>
  titleWord.test(text) && !/\d/.test(text) && text.split(/\s+/).length <= 6;

/** The second job told with the subject a job's reader knows: "I worked at B as Y", "I was Y at B". */
function toldAsJob(first: string, rest: string, endYear: string): string | null {
  const opening = nextJobOpening.exec(rest);
  if (!opening) {
    // "... and finance officer at Oxfam (2016 – 2020)": a bare post, as a form's text writes it.
    if (namesEmployer.test(rest) && isPost(beforeEmployer(rest))) return `I was ${rest}`;
    // "Worked at A 2010 – 2015 then Mater Hospital 2015 – 2020": the next employer, named alone.
    if (/^\p{Lu}/u.test(rest) && /^(?:i\s)?worked\s(?:at|with|for)\s/i.test(first))
      return `I worked at ${rest}`;
    return null;
  }
  if (!namesEmployer.test(rest)) return null;
  const [, employerWord, as, article, subject] = opening;
  if (subject) return rest;
  if (article) return isPost(beforeEmployer(rest)) ? `I was ${rest}` : null;
  if (as) return `I worked ${rest}`;
  if (!employerWord) return movedTo(rest.slice(opening[0].length), endYear);
  // "... and before that with Easy Coach": the same post, so the first job's words before its
  // employer ("I'm a driver") say what it was; "I cooked at A ... and at B": the same verb.
  const firstPost = /^(.+?)\s(?:at|with|for)\s/i.exec(first)?.[1] ?? "";
  const samePost = titleWord.test(firstPost) || /^i\s[a-z]+$/i.test(firstPost);
  const post = samePost && !/\sas\s/i.test(rest) ? firstPost : "I worked";
  return `${post.replace(/^i(?:'m| am)\b/i, "I was")} ${rest}`;
}

/** The second job as a clause of its own; null when the words after the joint tell no job. */
function nextJob(first: string, rest: string, endYear: string): string | null {
  const told = toldAsJob(first, rest, endYear);
  if (!told) return null;
  const hasStart = /\b(?:since|from|in)\s(?:19|20)\d\d\b/i.test(told);
  // "... to 2018 and then at B until now": B started when the first job ended.
  return endYear && !hasStart
    ? told.replace(closingOnly, (until) => `from ${endYear} ${until}`)
    : told;
}

/** ", and 2020 to date at Airtel as ...": the next job told with its dates first. */
const datedJoint =
  /,\s*and\s+((?:since\s|from\s)?(?:19|20)\d\d(?:\s(?:to|until|till|-|–)\s(?:(?:19|20)\d\d|date|now|present))?)\s(?=(?:at|with|for|as)\s)/i;

/** A span that opens a job of a list: "2018-2021", "2021 to date", "2016 – 2018". */
const openingSpan =
  /^(?:[\p{L} ]{2,20}:\s)?((?:19|20)\d\d)\s?(?:-|–|to|until|till)\s?((?:19|20)\d\d|date|now|present)\s(?=\S)/iu;

/**
 * "Jobs: 2021 to date senior QS at A, 2018-2021 QS at B, 2016-2018 assistant at C": a list of
 * jobs, each opening with its dates, told as the sentences the job reader knows ("I was senior
 * QS at A, 2021 to date"). Null when the clause is no such list.
 */
function datedList(clause: string): string[] | null {
  const items = clause.split(
    /,\s(?=(?:19|20)\d\d\s?(?:-|–|to|until|till)\s?(?:(?:19|20)\d\d|date|now|present)\s)/i,
  );
  if (items.length < 2) return null;
  const told = items.map((item) => {
    const span = openingSpan.exec(item.trim());
    const rest = span ? item.trim().slice(span[0].length).replace(/[.]$/, "") : "";
    if (!span || !namesEmployer.test(rest) || !isPost(beforeEmployer(rest))) return null;
    return `I was ${/^(?:an?|the)\s/i.test(rest) ? "" : "a "}${rest}, ${span[1]} to ${span[2]}`;
  });
  return told.every((t) => t !== null) ? (told as string[]) : null;
}

/** "Before that", "and before that", "then": the lead of a past job told after the last one. */
const pastLead = /^(?:and\s)?(?:before that|after that|then|previously|earlier|prior to that),?\s/i;

/**
 * "before that Nation Media Group county correspondent Nakuru 2018 to 2022": the employer named
 * first, then the post in plain words, the place and the years; told as "I was a county
 * correspondent at Nation Media Group in Nakuru, 2018 to 2022". Null when it is not that.
 */
function employerFirst(clause: string): string | null {
  const lead = pastLead.exec(clause.trim());
  if (!lead) return null;
  const { name, rest } = employerName(clause.trim().slice(lead[0].length));
  if (name === "" || /^the$/i.test(name)) return null;
  const { text, period } = splitPeriod(rest.trim().replace(/[.]$/, ""));
  if (period === "" || !/^\d{4}/.test(period)) return null;
  const words = text.split(/\s+/).filter(Boolean);
  let postEnd = 0;
  while (postEnd < words.length && /^\p{Ll}/u.test(words[postEnd]!)) postEnd++;
  const post = words.slice(0, postEnd).join(" ");
  const place = words.slice(postEnd).join(" ");
  // The words between the employer and the place are the post, whatever its noun
  // ("county correspondent"): a few plain words, not a preposition's phrase.
  const postWords = post.split(/\s+/);
  const plainPost =
    post !== "" &&
    postWords.length <= 4 &&
    !/\d/.test(post) &&
    !/^(?:in|at|with|for|as|on|the|a|an|and|to|from|since|until)$/i.test(postWords[0]!);
  if (!plainPost || (place !== "" && !/^\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*)?$/u.test(place)))
    return null;
  return `I was a ${post} at ${name}${place ? ` in ${place}` : ""}, ${period.replace("–", "to")}`;
}

export function splitJobs(clause: string): string[] {
  const listed = datedList(clause);
  if (listed) return listed;
  const named = employerFirst(clause);
  if (named) return [named];
  const dated = datedJoint.exec(clause);
  if (dated) {
    const first = clause.slice(0, dated.index);
    const rest = `${clause.slice(dated.index + dated[0].length)}, ${dated[1]}`;
    const next = nextJob(first, rest, "");
    if (next) return [...splitJobs(first), ...splitJobs(next)];
  }
  for (const joint of clause.matchAll(jobJoint)) {
    const [whole, time, join, then] = joint;
    // A bare space joins nothing: "for 3 years at KCB" is one job.
    if (!then && !/[,]|\band\b/i.test(join!)) continue;
    const first = clause.slice(0, joint.index + time!.length + (whole.includes(")") ? 1 : 0));
    const rest = clause.slice(joint.index + whole.length);
    const endYear = /^\d{4}$/.test(time!) ? time! : "";
    const next = nextJob(first, rest, endYear);
    if (next) return [first, ...splitJobs(next)];
  }
  // "a receptionist at Sarova Stanley and a cashier at Naivas": two posts, each with its
  // employer, joined with no dates between them.
  for (const joint of clause.matchAll(undatedJoint)) {
    const first = clause.slice(0, joint.index);
    const rest = clause.slice(joint.index + joint[0].length);
    if (!namesEmployer.test(first) || !titleWord.test(beforeEmployer(first))) continue;
    const next = toldAsJob(first, rest, "");
    if (next) return [first, ...splitJobs(next)];
  }
  return [clause];
}

/** ", and a cashier at ...", " then the head chef at ...": the next post, told with its article. */
const undatedJoint = /,?\s(?:and\s|then\s|and then\s)(?=(?:an?|the)\s)/gi;
