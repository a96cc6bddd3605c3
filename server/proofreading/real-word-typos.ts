import type { Line, Span } from "./markdown-lines";

/**
 * Typos that spell another English word, so no dictionary flags them ("manger" for manager,
 * "form 2018" for from, "pubic health"), and compounds written apart ("with in 24 hours",
 * "along side", "through out"). Each is judged only where its neighbours rule out the word as
 * written: "form" before a year, "filed" before "officer", "causal" before "workers". The wrong
 * text is the pattern's group "w"; the fix keeps its first capital.
 */
type Typo = { pattern: RegExp; right: string; why: string };

const t = (pattern: RegExp, right: string, why: string): Typo => ({ pattern, right, why });
const months =
  "January|February|March|April|May|June|July|August|September|October|November|December";

const typos: Typo[] = [
  t(
    /\b(?:branch|general|project|area|sales|office|operations|account|accounts|finance|store|stores|assistant|deputy|senior|farm|site|shop|hotel|programme|program|HR|as\s+an?|the)\s+(?<w>manger)\b/dgi,
    "manager",
    "a manger is a feeding trough",
  ),
  t(
    /\b(?<w>manger)\s+(?:of|for|at)\s+(?:the\s+)?\p{Lu}/dgu,
    "manager",
    "a manger is a feeding trough",
  ),
  t(
    new RegExp(String.raw`\b(?<w>form)\s+(?:(?:19|20)\d{2}|(?:${months})\b)`, "dgi"),
    "from",
    "a start date takes from",
  ),
  t(
    /\b(?:graduated|transferred|moved|promoted|seconded|recruited|hired|resigned|retired|travelled|relocated|away|far|apart|data|reports|feedback|funding|grant|grants|referrals|samples|applications|support)\s+(?<w>form)\s+(?:the|a|an|my|\p{Lu})/dgu,
    "from",
    "where something comes from takes from",
  ),
  // "fell form 40 to 15", "revenue form 38% to 29%": a range of figures starts with from; "Form 1
  // to 4" with no percentage and no verb of change before it is a school's forms.
  t(
    /\b(?<w>form)\s+(?:KSh\s?|KES\s?)?\d[\d,.]*%\s+to\s+\d/dgi,
    "from",
    "a range of figures starts with from",
  ),
  t(
    /\b(?:fell|rose|dropped|grew|declined|climbed|went|increased|decreased|reduced|cut|improved|moved)\s+(?<w>form)\s+(?:KSh\s?|KES\s?)?\d/dgi,
    "from",
    "a range of figures starts with from",
  ),
  t(
    /\b(?<w>whit)\s+(?:a|an|the|my|our|his|her|their|\d)/dgi,
    "with",
    "whit is a tiny amount; the preposition is with",
  ),
  t(/\b(?<w>liase)\b/dgi, "liaise", "the verb is spelt liaise"),
  t(
    /\b(?<w>filed)\s+(?:work|officers?|visits?|trips?|teams?|assistants?|coordinators?|agents?|operations|supervisors?|extension|days?|trials?|attachment|experience|practicals?)\b/dgi,
    "field",
    "work outside the office is field work; filed is put on file",
  ),
  t(
    /\bin\s+the\s+(?<w>filed)\b(?!\s+(?:returns?|reports?|documents?))/dgi,
    "field",
    "work outside the office is in the field",
  ),
  t(
    /\b(?<w>causal)\s+(?:workers?|labourers?|labour|labor|staff|employees?|employment|jobs?|basis|wear|attire|hands)\b/dgi,
    "casual",
    "temporary work is casual; causal is about causes",
  ),
  t(
    /\b(?<w>untied)\s+(?:Nations|States|Kingdom|Arab|Republic)\b/dgi,
    "united",
    "the name is United",
  ),
  t(
    /\b(?<w>pubic)\s+(?!(?:bone|hair|lice|symphysis|region|area|arch)\b)\p{L}/dgiu,
    "public",
    "public is of the people",
  ),
  t(
    /\b(?:to|will|and|would|can|could|should|must|help|helped)\s+(?<w>asses)\s+(?:the|a|an|their|whether|how|risks?|needs|progress|performance|impact|damage|students|patients|applications|bids|claims)\b/dgi,
    "assess",
    "to judge is to assess",
  ),
  t(
    /\b(?:have|has|had)\s+(?<w>sort)\s+(?:to|the|for|advice|funding|support|help)\b/dgi,
    "sought",
    "the past of to seek is sought",
  ),
  t(
    /\b(?:I|have|has|had)\s+(?<w>thought)\s+(?:mathematics|maths|physics|chemistry|biology|english|kiswahili|history|geography|business|agriculture|computer|students|pupils|learners|classes|form|grade|standard)\b/dgi,
    "taught",
    "the past of to teach is taught",
  ),
  t(/\b(?<w>martial)\s+status\b/dgi, "marital", "marriage is marital; martial is of war"),
  t(
    /\b(?:job|position|book)\s+(?<w>tittle)\b|\b(?<v>tittle)\s+deeds?\b/dgi,
    "title",
    "the word is title",
  ),
  t(
    /\b(?:which|who|it|he|she)\s+(?<w>as)\s+(?:been|grown|won|led|made|reached|become|built|held|seen|taken|given|(?!(?:expected|planned|required|agreed|stated|noted|mentioned|described|indicated|needed|instructed|directed|proposed|outlined|requested|advised)\b)\p{Ll}+ed)\b/dgu,
    "has",
    "the perfect takes has",
  ),
  t(
    /\b(?<w>quiet)\s+(?:a\s+(?:few|lot|bit|number|busy|large|big|long|challenging|demanding)|well|often|good|busy|different|difficult|easy|successful|challenging|similar|demanding|competitive|new|familiar|confident|sure|comfortable|experienced)\b/dgi,
    "quite",
    "quiet is not loud; fairly or very is quite",
  ),
  t(
    /\b(?:one|some|most|many|each|none|both|several|any|part|member|head)\s+(?<w>off)\s+(?:the|my|our|their|his|her|its|these|those|them|us)\b/dgi,
    "of",
    "a part of a whole takes of",
  ),
  t(
    /\b(?:of|with|for|to|in|at|from|by|on|serve|served|serving|meet|met|support|supported)\s+(?<w>are)\s+(?:team|company|clients|customers|staff|members|organisation|organization|department|branch|office|school|county|students|patients|partners|donors|community|farmers|hospital|business|stakeholders)\b/dgi,
    "our",
    "are is a verb; what belongs to us is our",
  ),
  t(
    /\b(?:the|a)\s+(?<w>hole)\s+(?:team|year|process|department|county|school|company|organisation|organization|project|day|week|month|staff|country|region|unit|branch|office|system)\b/dgi,
    "whole",
    "a hole is a gap; all of it is whole",
  ),
  t(/\b(?:per|every|each|last|next)\s+(?<w>weak)\b/dgi, "week", "seven days are a week"),
  t(
    /\b(?<w>preformed)\b(?!\s+(?:concrete|panels?|tubes?|shapes?|wire|moulds?|molds?|blocks?)\b)/dgi,
    "performed",
    "to carry out is to perform",
  ),
  t(
    /\b(?<w>filled)\s+(?:(?:the|all|monthly|annual|quarterly|their|his|her|my)\s+)?(?:returns|tax\s+returns|VAT|PAYE|appeals?|suits?)\b/dgi,
    "filed",
    "returns and appeals are filed",
  ),
  t(/\b(?<w>loosing)\b/dgi, "losing", "to lose is to stop having; loose is not tight"),
  t(
    /\b(?:will|would|am|is|was|are|I)\s+(?<w>defiantly)\b/dgi,
    "definitely",
    "defiantly is in defiance; surely is definitely",
  ),
];

/** Words written apart that English writes as one (or, for "every day", as one before a noun). */
const joined: Typo[] = [
  t(
    /\b(?<w>with\s+in)\s+(?:\d|the\s+(?:budget|deadline|time|first|set|agreed|stipulated|required|county|department|organisation|organization|company|hospital|team)\b|budget\b|time\b|schedule\b|a\s+(?:week|month|year|day)\b|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+few|few)\s+(?:hours|days|weeks|months|years|minutes)\b)/dgi,
    "within",
    "within is one word",
  ),
  t(/\b(?<w>along\s+side)\b/dgi, "alongside", "alongside is one word"),
  t(/\b(?<w>through\s+out)\b(?!-)/dgi, "throughout", "throughout is one word"),
  t(/\b(?<w>there\s+fore)\b/dgi, "therefore", "therefore is one word"),
  t(/\b(?<w>never\s+the\s+less)\b/dgi, "nevertheless", "nevertheless is one word"),
  t(/\b(?<w>not\s+with\s+standing)\b/dgi, "notwithstanding", "notwithstanding is one word"),
  t(/\b(?<w>with\s+out)\b(?!-)/dgi, "without", "without is one word"),
  t(/\b(?<w>can\s+not)\b(?!\s+only\b)/dgi, "cannot", "cannot is one word"),
  t(/\b(?<w>on\s+going)\b/dgi, "ongoing", "ongoing is one word"),
  t(/(?<=[.!?]\s+|^)(?<w>How\s+ever),/dg, "However", "however is one word"),
  t(
    /(?<!\b(?:to|will|would|could|may|might|can|must|should|not|shall)\s)\b(?<w>be\s+cause)\s+(?:of|I|we|the|it|they|he|she|my|our|this)\b/dgi,
    "because",
    "because is one word",
  ),
  t(/\b(?<w>any\s+one)\s+(?:who|else|interested)\b/dgi, "anyone", "anyone is one word here"),
  t(/\b(?<w>every\s+one)\s+(?:who|else)\b/dgi, "everyone", "everyone is one word here"),
  t(
    /\b(?<w>every\s+day)\s+(?:tasks|duties|operations|activities|life|running|use|basis|challenges|needs|problems|issues|routine|business)\b/dgi,
    "everyday",
    "before a noun, everyday is one word",
  ),
  t(
    /(?<!\b(?:a|the|water|feeding|drinking|pressure)\s)\b(?<w>trough)\s+(?:the|an?|my|our|their|its|his|her|this|these|those|which|whom|\d)/dgi,
    "through",
    "a trough holds water; passing along or by means of is through",
  ),
  t(
    /\b(?<w>bellow)\s+(?:the\s+|\d|average\b|target\b|budget\b|par\b|expectations?\b|standard\b)/dgi,
    "below",
    "a bellow is a roar; under is below",
  ),
  t(
    /\b(?:shown|listed|see|given|outlined|detailed|mentioned|indicated|stated|attached|named)\s+(?<w>bellow)\b/dgi,
    "below",
    "a bellow is a roar; further down is below",
  ),
  t(/\b(?<w>non)\s+of\b/dgi, "none", "not one of them is none"),
  t(
    /\b(?<w>ever)\s+(?:day|week|month|quarter|year|term|semester|shift|morning|evening|night|weekend|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/dgi,
    "every",
    "each day or week is every",
  ),
  t(
    /\b(?<w>costumer)(?:s?\s+(?:service|care|experience|satisfaction|complaints?|quer(?:y|ies)|accounts?|relations|base|feedback|retention|support|needs|data|records)\b|s?\b(?<=(?:served|handled|assisted|new|existing|walk-in|retail|corporate|key|loyal)\s+costumers?))/dgi,
    "customer",
    "a costumer makes costumes; a buyer is a customer",
  ),
  t(
    /\b(?<w>manged)\s+(?:the|an?|my|our|their|\d)\b/dgi,
    "managed",
    "mange is a skin disease; ran is managed",
  ),
  t(
    /\b(?<w>a\s+head)\s+of\s+(?:schedule|time|the\s+(?:deadline|schedule|launch|audit|season|rains|peak|exams?))\b/dgi,
    "ahead",
    "earlier than is ahead of",
  ),
  // The adjective stands before a noun; before a preposition or a stop it is "every day".
  t(
    /\b(?<w>everyday)(?=\s*(?:[.,;:!?)]|$)|\s+(?:at|in|on|for|from|to|during|before|after|until|except|and|of|with|by)\b)/dgim,
    "every day",
    "after a verb, every day is two words",
  ),
  t(
    /\b(?<w>(?:stake\s+holders?|work\s+shops?|head\s+quarters|frame\s+works?|team\s+work|data\s+bases?|book\s+keeping|web\s+sites?|out\s+reach|guide\s+lines|check\s+lists?|spread\s+sheets?|time\s+tables?|dead\s+lines?|class\s+rooms?|text\s+books?|hand\s+books?|over\s+see|over\s+saw|under\s+took|under\s+take|with\s+drawals?|short\s+list(?:ed|ing)|gear\s+box(?:es)?))\b/dgi,
    "",
    "the word is written as one",
  ),
];

export type RealWordTypo = { span: Span; word: string; fix: string; why: string };

/** "Manger" -> "Manager", "With in" -> "Within": the fix keeps the first capital. */
const sameCase = (word: string, right: string) =>
  /^\p{Lu}/u.test(word) ? right.charAt(0).toUpperCase() + right.slice(1) : right;

export function realWordTypos(prose: Line[]): RealWordTypo[] {
  const all = prose.flatMap((line) =>
    [...typos, ...joined].flatMap(({ pattern, right, why }) =>
      [...line.text.matchAll(pattern)].flatMap((m) => {
        const at = m.indices?.groups?.w ?? m.indices?.groups?.v;
        const word = m.groups?.w ?? m.groups?.v;
        if (!at || !word) return [];
        const span = { start: line.start + at[0], end: line.start + at[1] };
        // An empty `right` joins the words as written: "stake holders" -> "stakeholders".
        const fix = sameCase(word, right || word.replace(/\s+/g, ""));
        return [{ span, word, fix, why }];
      }),
    ),
  );
  return all.filter((f, i) => all.findIndex((g) => g.span.start === f.span.start) === i);
}
