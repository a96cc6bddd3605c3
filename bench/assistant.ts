import { performance } from "node:perf_hooks";
import { services as contentServices } from "../content/services";
import { offlineReply } from "../server/assistant/offline-engine";
import { fieldAskedIn } from "../server/assistant/questions";
import { siteKnowledge } from "../server/assistant/site-knowledge";
import type { ChatTurn, Lead, LeadField } from "../server/assistant/types";
import {
  batch3Personas,
  freshPersonas,
  heldOutPersonas,
  type Persona,
  personas as tuned,
} from "./assistant-personas";
import { type Batch4Persona, batch4Personas } from "./assistant-personas-batch4";
import { batch5Personas } from "./assistant-personas-batch5";
import { batch6Personas } from "./assistant-personas-batch6";
import { batch7Personas } from "./assistant-personas-batch7";
import { batch8Personas } from "./assistant-personas-batch8";
import { batch9Personas } from "./assistant-personas-batch9";
import { batch10Personas } from "./assistant-personas-batch10";
import { batch11Personas } from "./assistant-personas-batch11";
import { batch12Personas } from "./assistant-personas-batch12";
import { batch13Personas } from "./assistant-personas-batch13";
import { batch14Personas } from "./assistant-personas-batch14";
import { batch15Personas } from "./assistant-personas-batch15";
import { batch16Personas } from "./assistant-personas-batch16";
import { batch17Personas } from "./assistant-personas-batch17";
import { batch18Personas } from "./assistant-personas-batch18";
import { batch19Personas } from "./assistant-personas-batch19";
import { batch20Personas } from "./assistant-personas-batch20";
import { batch21Personas } from "./assistant-personas-batch21";
import { batch22Personas } from "./assistant-personas-batch22";
import { batch23Personas } from "./assistant-personas-batch23";
import { batch24Personas } from "./assistant-personas-batch24";
import { batch25Personas } from "./assistant-personas-batch25";
import { batch26Personas } from "./assistant-personas-batch26";
import { batch27Personas } from "./assistant-personas-batch27";
import { batch28Personas } from "./assistant-personas-batch28";
import { batch29Personas } from "./assistant-personas-batch29";
import { batch30Personas } from "./assistant-personas-batch30";
import { batch31Personas } from "./assistant-personas-batch31";
import { batch32Personas } from "./assistant-personas-batch32";
import { batch33Personas } from "./assistant-personas-batch33";
import { batch34Personas } from "./assistant-personas-batch34";
import { batch35Personas } from "./assistant-personas-batch35";
import { batch36Personas } from "./assistant-personas-batch36";
import { machine, writeReadmeSection } from "./lib";

/** Batches 1-3 expect catalogue ids in `services`; batches 4 to 36 expect the services' names. */
type AnyPersona = Persona | Batch4Persona;
const sets: { label: string; list: readonly AnyPersona[] }[] = [
  { label: "tuned on", list: tuned },
  { label: "held out, batch 1", list: heldOutPersonas },
  { label: "held out, batch 2", list: freshPersonas },
  { label: "held out, batch 3", list: batch3Personas },
  { label: "held out, batch 4", list: batch4Personas },
  { label: "held out, batch 5", list: batch5Personas },
  { label: "held out, batch 6", list: batch6Personas },
  { label: "held out, batch 7", list: batch7Personas },
  { label: "held out, batch 8", list: batch8Personas },
  { label: "held out, batch 9", list: batch9Personas },
  { label: "held out, batch 10", list: batch10Personas },
  { label: "held out, batch 11", list: batch11Personas },
  { label: "held out, batch 12", list: batch12Personas },
  { label: "held out, batch 13", list: batch13Personas },
  { label: "held out, batch 14", list: batch14Personas },
  { label: "held out, batch 15", list: batch15Personas },
  { label: "held out, batch 16", list: batch16Personas },
  { label: "held out, batch 17", list: batch17Personas },
  { label: "held out, batch 18", list: batch18Personas },
  { label: "held out, batch 19", list: batch19Personas },
  { label: "held out, batch 20", list: batch20Personas },
  { label: "held out, batch 21", list: batch21Personas },
  { label: "held out, batch 22", list: batch22Personas },
  { label: "held out, batch 23", list: batch23Personas },
  { label: "held out, batch 24", list: batch24Personas },
  { label: "held out, batch 25", list: batch25Personas },
  { label: "held out, batch 26", list: batch26Personas },
  { label: "held out, batch 27", list: batch27Personas },
  { label: "held out, batch 28", list: batch28Personas },
  { label: "held out, batch 29", list: batch29Personas },
  { label: "held out, batch 30", list: batch30Personas },
  { label: "held out, batch 31", list: batch31Personas },
  { label: "held out, batch 32", list: batch32Personas },
  { label: "held out, batch 33", list: batch33Personas },
  { label: "held out, batch 34", list: batch34Personas },
  { label: "held out, batch 35", list: batch35Personas },
  { label: "held out, batch 36", list: batch36Personas },
];
const personas: AnyPersona[] = sets.flatMap((s) => s.list);
/** Batches 4 to 36 (same persona type) give the services by name. */
const namedBatches: readonly AnyPersona[] = [
  ...batch4Personas,
  ...batch5Personas,
  ...batch6Personas,
  ...batch7Personas,
  ...batch8Personas,
  ...batch9Personas,
  ...batch10Personas,
  ...batch11Personas,
  ...batch12Personas,
  ...batch13Personas,
  ...batch14Personas,
  ...batch15Personas,
  ...batch16Personas,
  ...batch17Personas,
  ...batch18Personas,
  ...batch19Personas,
  ...batch20Personas,
  ...batch21Personas,
  ...batch22Personas,
  ...batch23Personas,
  ...batch24Personas,
  ...batch25Personas,
  ...batch26Personas,
  ...batch27Personas,
  ...batch28Personas,
  ...batch29Personas,
  ...batch30Personas,
  ...batch31Personas,
  ...batch32Personas,
  ...batch33Personas,
  ...batch34Personas,
  ...batch35Personas,
  ...batch36Personas,
];
const isBatch4 = (p: AnyPersona): p is Batch4Persona => namedBatches.includes(p);

const MAX_TURNS = 6;
const REPEATS = 7;
/** The services are judged as one field: the whole list, in order. */
const coreFields: LeadField[] = ["firstName", "lastName", "phone", "email", "services"];
const options = { knowledge: siteKnowledge, brand: "Kazi Career Services" };

const same = (a: unknown, b: unknown) =>
  String(a ?? "")
    .trim()
    .toLowerCase() ===
  String(b ?? "")
    .trim()
    .toLowerCase();

/** The content service names (content/services.ts `name`) of catalogue ids, in order. */
const namesOf = (ids: readonly string[]) =>
  ids.map((id) => contentServices.find((s) => s.id === id)?.name ?? id);

/** The services the engine stored, by name, in the order stored. */
function servicesNamed(lead: Lead): string[] {
  return namesOf(lead.services ?? []);
}

/** The services a persona asked for, by name (batches 1-3 give ids, batches 4 to 17 names). */
function servicesExpected(persona: AnyPersona): string[] {
  return isBatch4(persona) ? persona.expect.services : namesOf(persona.expect.services ?? []);
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => same(x, b[i]));

/** What the persona expects for a judged field, and what the engine produced for it. */
function expectedValue(persona: AnyPersona, field: LeadField): unknown {
  if (field === "services") {
    const named = servicesExpected(persona);
    return named.length ? named : undefined;
  }
  return (persona.expect as Record<string, unknown>)[field];
}
function producedValue(lead: Lead, field: LeadField): unknown {
  if (field === "services") {
    const named = servicesNamed(lead);
    return named.length ? named : undefined;
  }
  return lead[field];
}
function sameValue(got: unknown, want: unknown): boolean {
  if (Array.isArray(got) || Array.isArray(want))
    return Array.isArray(got) && Array.isArray(want) && sameList(got.map(String), want.map(String));
  return same(got, want);
}

interface Outcome {
  persona: AnyPersona;
  handOverTurn: number | null;
  correctHandOver: boolean;
  lead: Lead;
  times: number[];
  /** The longest run of consecutive assistant turns asking the same field. */
  longestStreak: number;
  /** The field of that run, and the visitor turn it ended on. */
  streakField?: string;
}

function play(persona: AnyPersona, index: number): Outcome {
  let lead: Lead = {};
  const history: ChatTurn[] = [];
  const times: number[] = [];
  let handOverTurn: number | null = null;
  let correctHandOver = false;
  let streak = 0;
  let streakOf: string | undefined;
  let longestStreak = 0;
  let streakField: string | undefined;
  persona.says.forEach((message, turn) => {
    const input = { sessionId: `bench-${index}`, history, message, lead };
    // The engine is a pure function: each turn is timed REPEATS times for more samples, and
    // every run counts in the percentiles (a median per turn would hide the slow runs).
    let reply = offlineReply(input, options);
    for (let r = 0; r < REPEATS; r++) {
      const started = performance.now();
      reply = offlineReply(input, options);
      times.push(performance.now() - started);
    }
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.message });
    lead = reply.lead;
    // The same question asked again in a row: a turn asking nothing breaks the run.
    const asked = fieldAskedIn(reply.message);
    if (asked === undefined) {
      streak = 0;
      streakOf = undefined;
    } else {
      streak = asked === streakOf ? streak + 1 : 1;
      streakOf = asked;
      if (streak > longestStreak) {
        longestStreak = streak;
        streakField = asked;
      }
    }
    // The last hand-over offered within the limit is the link the visitor leaves with
    // (a correction after the first offer brings a fresh one).
    if (reply.handOver && turn + 1 <= MAX_TURNS) {
      handOverTurn ??= turn + 1;
      // Correct: a right contact, the right service(s), and the right name when the lead has
      // one (a missing name does not make a hand-over wrong; a wrong or invented one does).
      const expected = persona.expect;
      const contactOk =
        (expected.phone && same(lead.phone, expected.phone)) ||
        (expected.email && same(lead.email, expected.email));
      const nameOk = lead.firstName === undefined || same(lead.firstName, expected.firstName);
      const serviceOk = sameList(servicesNamed(lead), servicesExpected(persona));
      correctHandOver = nameOk && serviceOk && Boolean(contactOk);
    }
  });
  return { persona, handOverTurn, correctHandOver, lead, times, longestStreak, streakField };
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

// Warm up the JIT and libphonenumber's metadata so the first persona is not charged for it.
for (let i = 0; i < 3; i++) {
  personas.forEach((p, k) => {
    play(p, k);
  });
}
const outcomes = personas.map((p, k) => play(p, k));

/** Field precision and recall over a list of outcomes (every expected field and the core ones). */
function fieldScores(list: Outcome[]) {
  let truePositive = 0;
  let produced = 0;
  let expectedCount = 0;
  const misses: string[] = [];
  for (const o of list) {
    const expectedFields = Object.keys(o.persona.expect) as LeadField[];
    const judged = new Set<LeadField>([...expectedFields, ...coreFields]);
    for (const field of judged) {
      const got = producedValue(o.lead, field);
      const want = expectedValue(o.persona, field);
      if (want !== undefined) expectedCount++;
      if (got !== undefined) produced++;
      if (got !== undefined && want !== undefined && sameValue(got, want)) truePositive++;
      else if (got !== undefined || want !== undefined)
        misses.push(
          `${o.persona.name}: ${field} got ${JSON.stringify(got)} want ${JSON.stringify(want)}`,
        );
    }
  }
  return {
    precision: truePositive / Math.max(1, produced),
    recall: truePositive / Math.max(1, expectedCount),
    misses,
  };
}
const scores = fieldScores(outcomes);
const misses = scores.misses;
const correct = outcomes.filter((o) => o.correctHandOver).length;
const times = outcomes.flatMap((o) => o.times).sort((a, b) => a - b);
const turns = outcomes.map((o) => o.handOverTurn).filter((t): t is number => t !== null);

const figures = {
  personas: outcomes.length,
  correctHandOvers: correct,
  handOverShare: correct / outcomes.length,
  meanTurnsToHandOver: turns.reduce((a, b) => a + b, 0) / Math.max(1, turns.length),
  precision: scores.precision,
  recall: scores.recall,
  runs: times.length,
  p50: percentile(times, 50),
  p99: percentile(times, 99),
  max: times.at(-1) ?? 0,
};

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const outcomesOf = (set: (typeof sets)[number]) =>
  outcomes.filter((o) => set.list.includes(o.persona));
const perSet = sets.map((set) => {
  const mine = outcomesOf(set);
  const ok = mine.filter((o) => o.correctHandOver).length;
  return `| Correct hand-overs, ${set.label} (${mine.length}) | ${pct(ok / mine.length)} (${ok}/${mine.length}) | >= 97% |`;
});
const MAX_STREAK = 2;
const longest = (list: Outcome[]) => Math.max(0, ...list.map((o) => o.longestStreak));
const loopers = outcomes.filter((o) => o.longestStreak > MAX_STREAK);
const perSetStreak = sets.map((set) => {
  const mine = outcomesOf(set);
  const over = mine.filter((o) => o.longestStreak > MAX_STREAK).length;
  return `| Longest run of the same question in a row, ${set.label} | ${longest(mine)} (${over} personas over ${MAX_STREAK}) | <= ${MAX_STREAK} |`;
});
const perSetFields = sets.map((set) => {
  const { precision, recall } = fieldScores(outcomesOf(set));
  return `| Field precision / recall, ${set.label} | ${pct(precision)} / ${pct(recall)} | |`;
});
const ms = (x: number) => `${x.toFixed(2)} ms`;
const table = [
  "| Measure | Offline engine | Target |",
  "|---|---|---|",
  `| Personas (scripted conversations) | ${figures.personas} | >= 40 |`,
  `| Correct hand-over within ${MAX_TURNS} visitor turns | ${pct(figures.handOverShare)} (${figures.correctHandOvers}/${figures.personas}) | >= 97% |`,
  ...perSet,
  `| Longest run of the same question in a row, all personas | ${longest(outcomes)} (${loopers.length} personas over ${MAX_STREAK}) | <= ${MAX_STREAK} |`,
  ...perSetStreak,
  `| Mean visitor turns to hand-over | ${figures.meanTurnsToHandOver.toFixed(2)} | |`,
  `| Field precision | ${pct(figures.precision)} | |`,
  `| Field recall | ${pct(figures.recall)} | |`,
  ...perSetFields,
  `| Engine time per turn, p50 (${figures.runs} timed runs) | ${ms(figures.p50)} | |`,
  `| Engine time per turn, p99 | ${ms(figures.p99)} | <= 10 ms |`,
  `| Engine time per turn, max | ${ms(figures.max)} | |`,
].join("\n");

console.log(table);
const failed = outcomes.filter((o) => !o.correctHandOver);
if (failed.length) {
  console.log("\nPersonas without a correct hand-over:");
  for (const o of failed)
    console.log(
      `- ${o.persona.name} (hand-over turn ${o.handOverTurn ?? "none"}): ${JSON.stringify(o.lead)}`,
    );
}
if (loopers.length) {
  console.log(`\nPersonas asked the same question more than ${MAX_STREAK} times in a row:`);
  for (const o of loopers)
    console.log(`- ${o.persona.name}: "${o.streakField}" asked ${o.longestStreak} times in a row`);
}
if (misses.length) {
  console.log("\nField misses:");
  for (const m of misses) console.log(`- ${m}`);
}

const section = [
  "## Assistant",
  "",
  `\`npm run bench:assistant\` (bench/assistant.ts, personas in bench/assistant-personas.ts, bench/assistant-personas-batch4.ts, bench/assistant-personas-batch5.ts, bench/assistant-personas-batch6.ts, bench/assistant-personas-batch7.ts, bench/assistant-personas-batch8.ts, bench/assistant-personas-batch9.ts, bench/assistant-personas-batch10.ts, bench/assistant-personas-batch11.ts, bench/assistant-personas-batch12.ts, bench/assistant-personas-batch13.ts, bench/assistant-personas-batch14.ts, bench/assistant-personas-batch15.ts, bench/assistant-personas-batch16.ts and bench/assistant-personas-batch17.ts): ${figures.personas} scripted visitors (varied phrasing, typos, Swahili and Sheng, out-of-order answers, refusals, corrections) played through the offline engine with the stored history and lead fed back each turn, as POST /api/chat does. Engine time per turn is the offline engine's own time (extraction, retrieval, dialogue; no HTTP or database): each turn is run ${REPEATS} times and p50/p99 are taken over every one of those runs, measured on ${machine()}.`,
  "",
  table,
  "",
  'Batch 1 of the held-out personas scored 73.3% (11/15) on its first run and was then used to fix general gaps (titles before names, family words, "nme is", verbs of editing outweighing the document named). Batch 2 was written after that and scored 80.0% (12/15) on its first run. Batch 3 (17 personas) was written after batch 2\'s figure was recorded and scored **94.1% (16/17) on its first, untuned run** (all 92 personas: 95.7%, engine time p50 0.09 ms, p99 0.34 ms over 2184 timed runs). The misses of that run (two in batch 2, one in batch 3, all names) then led to general fixes: "name\'s X", the Sheng "mi ni X", "jina ni X", "contact person is X", and a bare number after "with" ("an accountant with 6 years") no longer read as an employer. The batch 2 and 3 lines above are after those fixes, so they are no longer untuned; the first-run figures are the honest estimate for new visitors.',
  "",
  "A hand-over counts as correct, in every batch, when it is offered within the first " +
    `${MAX_TURNS} visitor turns with a right phone or email, the right service(s), and the right first name when the lead has one: a missing name does not make a hand-over wrong, a wrong or invented one does. ` +
    "Every batch expects the specific services as asked, in the order asked (issue 13 item 4): batches 4 to 13 by content/services.ts name, batches 1-3 by catalogue id (their expectations, written as the six contact options before, were rewritten to the service each visitor named: LinkedIn, a cover letter, interview coaching, a CV and a cover letter); precision and recall judge the services as one list. " +
    `The longest run of the same question is the most consecutive assistant turns that ask for the same field (\`fieldAskedIn\`); a turn that asks nothing breaks the run.`,
  "",
  // Batch 4's first, untuned run (2026-11-24), hard-coded: later runs recompute the table only.
  'Batch 4 (51 personas, written on 2026-11-24 before any fix of issue 13, apart from the engine\'s code, from the kinds of visitors in issue 13: names with emoji, typos in "my name is", honorifics, three- and four-word names, two services in one ask, refusals, answers to questions not asked, one-word and 300-word replies, every way of writing a Kenyan phone number) scored **33.3% (17/51) on its first, untuned run**: the honest estimate for new visitors. On that run its longest run of the same question was 4 (13 personas over 2: emoji after full name (firstName x3); emoji after first name, swahili linkedin (firstName x3); nmae typo, all lowercase (firstName x3); naem typo, panel interview (firstName x3); mane typo, cover letter (firstName x3); sheng interview prep (firstName x3); refuses name twice, gives phone (firstName x4); refuses phone twice, gives email (phone x3); refuses name twice, then gives it (firstName x3); 300-word life story (serviceInterest x3); long answer to the name question (firstName x3); repeated letters (serviceInterest x4); Mr. and a waving emoji, company profile (firstName x3)); field precision 82.9% and recall 75.1% on batch 4 (all 143 personas on that run: 94.2% and 91.1%). Of its 34 misses, 12 reached no hand-over at all (a lost lead: the name was not understood or never given, or the service was never read), 21 were handed over with the coarse contact option ("Professional Development" for LinkedIn, "CV Writing" for a cover letter or interview coaching, one service of two) instead of the service(s) asked for, and 1 with the name "Brain" that the visitor had corrected to "Brian". The same run showed 2 tuned-on personas (out of order, question storm) asked for the service 3 times in a row. Batch 4 is not to be tuned on: the next figure needs a new batch.',
  "",
  // Batch 5's first, untuned run (2026-11-24, after services-as-asked landed), hard-coded too.
  "Batch 5 (67 personas, written on 2026-11-24 after batch 4's figure and before the fixes were measured, apart from the engine's code) scored **80.6% (54/67) on its first, untuned run**, longest question run 2.",
  "",
  // Batch 6's first run (2026-11-24, on 9ece31b), hard-coded too.
  "Batch 6 (71 personas, written on 2026-11-24 by a tester who read neither server/assistant/ nor content/, as strangers meet the product) scored **76.1% (54/71) on its first run, on 9ece31b**: longest question run 2 (0 personas over 2), field precision/recall 94.4%/87.1% (all 281 personas: 88.3%, 96.9%/93.3%). No persona was edited after the run. What the 17 visitors without a correct hand-over saw: " +
    "3 got no hand-over at all, a lost lead (a phone typed with commas, 0711,204,559; a phone with the letter O for the zero, O721 443 908; an email with (at) for the @); " +
    "1 was handed over with a wrong address (hellen dot chelimo at gmail dot com stored as chelimo@gmail.com); " +
    "4 were handed over with no service (the Swahili usaili for an interview, also taking the title Dkt. as the first name; curriculum vitea; linkdn; training for a branch's tellers, whose manager's name was not taken either); " +
    "3 with a service not asked for (a project proposal for a youth water project also got Youth Programs; editing an annual report also got Business Writing; joining the youth programme got Professional Development instead); " +
    "4 whose change was not followed (a dropped cover letter and a dropped thesis proofreading both kept, the second with Hmm Wait as the name; interview coaching added after the phone left out of the hand-over; a name corrected with sorry, John* kept as Jonh); " +
    "2 with words taken as the name (the greeting Jambo before Bw. Mutua Kilonzo; I'll take both)." +
    " After the fixes of 58f0e9b, 648a129, 1605a9c, 71dd3b7, 592ed34, cebb2d8, 6086b70, e6bcff6, 25a338e, 2d26cc5 and ee5ec32, untuned (run once on 10a79ab, personas unchanged): **83.1% (59/71)**, longest question run 2 (0 personas over 2), field precision/recall 96.1%/90.0% (all 281 personas: 93.6%). Now right: the phone with commas, the (at) and spelt-out emails, John*, interview coaching added after the phone. Still missed (12): no hand-over for O721 443 908; no service for usaili, curriculum vitea, linkdn and the tellers training; Youth Programs added to a youth water project proposal and Business Writing to editing an annual report; Professional Development for the youth programme; the dropped cover letter and thesis proofreading kept (Hmm Wait still the name); Jambo and I'll take both still taken as names." +
    " After stop 13's general fixes (90b68a8 to a95a01b: a letter O or I among a phone's digits and phones spelt in words, misspelt service words by a bounded edit distance and usaili, training for a number of staff, documents and audiences that are not a request, dropped services, greetings never a name; written from new phrasings, not from this batch's misses), untuned, run once on a95a01b: **95.8% (68/71)**, field precision/recall 98.5%/94.1%.",
  "",
  // Batch 7's first run (2026-11-24, on a95a01b, after stop 13's fixes), hard-coded too.
  "Batch 7, first run on a95a01b, after stop 13's fixes, untuned (63 personas, written on 2026-11-24 apart from the engine by another engineer while the fixes were made, run once, no persona edited after the run): **82.5% (52/63)**, longest question run 2 (0 personas over 2), field precision/recall 95.6%/89.2% (all 344 personas on that run: 94.5%; batch 4 96.1%, batch 5 95.5%, batch 6 95.8%, batches 1-3 and the tuned-on set 100%). This is the honest estimate for new visitors after stop 13. What the 11 visitors without a correct hand-over saw: 2 got no hand-over at all, a lost lead (a phone written with the international prefix 00254; an email typed with a space and a comma in it); 2 were handed over with no service (cover letter written as one misspelt word; a Swahili request to proofread a book of short stories); 2 with the wrong service (Professional Development for interview coaching before a KDF interview, and for a university student's mentorship, which is Youth Programs); 2 whose change was not followed (scrap the LinkedIn, just the CV; LinkedIn left out of three services after the phone, both kept LinkedIn); 3 with words taken as the name (Contact Person Benard Shikuku; a hospital's name in Swahili; Paying, from an aunt who named only her nephew). The engine was not changed after this run: the next figure needs a new batch. After general fixes for the classes of its misses (924c409, 3bad5f4, 7d3beea: 00 for the international +; a space before the @ and a comma for the dot; a service phrase typed as one word; Swahili sahihisha for proofreading; coaching named with another service's word as that service's, and mentoring or an attachment for a young person, a son or a daughter as Youth Programs; scrap, skip, leave out, already edited and 'my CV is fine' as dropping a service; 'contact person:' and 'I'm the <post>, <name>' as introductions; verbs after I'm, hesitations and a leading CPA never a name; 'sorry, Brian' correcting a name one typo away; a message read whole up to the 2,000-character limit, so a name or a request in the middle of a long story counts; written from new phrasings in unit tests, not from the personas' words), batches 1-7 reached 344/344 (batch 7 100%, so no longer untuned; its first-run figure above stays the honest estimate of that stage).",
  "",
  // Batch 8's first run (2026-11-24, on 5bda2cf), hard-coded too.
  "Batch 8, first run on 5bda2cf, untuned (55 personas, written on 2026-11-24 apart from the engine by another engineer while the fixes above were made; not opened before this run, run once, no persona edited and no engine code changed after it): **92.7% (51/55)**, longest question run 2 (0 personas over 2), field precision/recall 97.9%/88.8% (all 399 personas on that run: 99.0%, 395/399; every other batch 100%). This is the honest estimate for new visitors after these fixes. What the 4 visitors without a correct hand-over saw: 1 got no hand-over at all, a lost lead (an email spelt with spaces around the dot and the at); 1 was handed over with a wrong address (an email with commas for its dots lost the first part of its name: onyango@gmail.com for kennedy.onyango@gmail.com); 1 with a service not asked for and no name (a contact person written with a typo in 'person' and a colon, the name not taken, and Business Writing added to the guards' training); 1 with a word taken as the name and the wrong service (a visitor answering in one word at a time: Youth read as the first name instead of Mwangi, Professional Development stored instead of Youth Programs). The next figure needs a new batch.",
  "",
  // Batches 1-8 after stop 14's fixes (2026-11-24), batch 9 left out, hard-coded too.
  "After stop 14 fixes (not a held-out figure), on cc65689, batches 1-8 only: batch 9 (71 personas, written apart from the engine while these fixes were made) was left out of this run and not opened, so its first run stays the next honest estimate. **100.0% (399/399)** correct hand-overs, every batch 100% (batch 8, used for fixes after its first run, 55/55; it is no longer untuned), longest run of the same question 2 (0 personas over 2), field precision/recall 99.9%/97.6% (batch 4 100.0%/98.9%, batch 5 100.0%/100.0%, batch 6 100.0%/97.4%, batch 7 99.6%/95.9%, batch 8 100.0%/92.1%), mean 3.11 visitor turns to the hand-over, engine time per turn p50 0.27 ms and p99 7.12 ms over 8876 timed runs (max 379 ms, one run; load average 8.4/11.3/11.2, other helpers' work on the machine; the engine before these changes, run alternately with it at load 11-12, gave p50 0.27-0.28 ms and p99 14.1-14.6 ms against 0.26-0.31 ms and 10.3-12.9 ms after: no slower). The fixes, for classes and written from new phrasings in unit tests, not from the personas' words: a service changed after the hand-over keeps the name and the phone in the new WhatsApp summary in the widget's conversations (58d6546); emails spoken with spaced dots and ats, {at}/<at>, a local part spoken in words, commas for dots, a comma or a space for the @ before a big provider (d97d978); field labels typed with a typo (Nmae:, Contact persn:, Phne:, emial:) read by a bounded edit distance (45e2157); a one-word reply to the name question that names a service, an industry or a context word is not the name (cf04591); what a training is about is its subject, not a second service (24e7fe1); a short follow-up completing the service just asked, such as mentoring then for students (8e6ac42); mistyped introductions (mane is, myname is, my name iz) and a title before a name given unasked (cc65689).",
  "",
  // Batch 9's first run (2026-11-24, on fdc0467), hard-coded too.
  "Batch 9, first run on fdc0467, untuned (71 personas, written on 2026-11-24 by another engineer who did not read server/assistant/, while stop 14's fixes were made; not opened by whoever changed the engine, run once, no persona edited and no engine code changed after it): **84.5% (60/71)**, longest question run 2 (0 personas over 2), field precision/recall 95.3%/89.1% (all 470 personas on that run: 97.7%, 459/470; every other batch 100%; engine time per turn p50 0.20 ms, p99 2.49 ms at load 6.6). This is the honest estimate for new visitors after stop 14. What the 11 visitors without a correct hand-over saw: 1 got no hand-over at all, a lost lead (an email typed without the dot before com, oketch.bernard@gmailcom); 1 was handed over with the wrong phone (a WhatsApp number and a calls number in one line: the calls number kept); 6 with a service missing or wrong (career advice beside a CV for a teacher leaving TSC, coaching for an interview in Sheng beside a cover letter, and a KMTC student's attachment in Swahili as Youth Programs, all missing; a CV swapped for a cover letter kept both; LinkedIn declined in a long story kept; a CV mentioned in a retiring officer's career-change story added); 3 with the wrong name (the Sheng niite as the first name; a Prof. giving the surname first, then the full name; a surname in capitals before a comma and the first name). The next figure needs a new batch.",
  "",
  // Batches 1-9 after the fixes for batch 9's classes (2026-11-24), tuned, hard-coded too.
  "After the fixes for the classes behind batch 9's misses (tuned on batches 1-9, batch 9 included: **not a held-out figure**), on c9e22e0 and again on 38ea2d4 with the same figures, all 470 personas: **100.0% (470/470)** correct hand-overs, every batch 100% (batch 9 71/71), longest run of the same question 2 (0 personas over 2), field precision/recall 99.9%/97.1% (batch 9 100.0%/94.6%), mean 3.09 visitor turns to the hand-over. Engine time per turn, run alternately with the engine before these fixes (06bdb3c) at load average 16-18 (other helpers' work on the machine): p50 0.14/0.14 ms before against 0.15/0.16 ms after, p99 27.4/11.8 ms before against 18.9/16.3 ms after: the same range, the p99 set by the machine's load (2.97 ms for the engine before, run alone at the start of this work). The fixes, for classes and written from new phrasings in unit tests, not from the personas' words: an email ending typed without its dot after a big provider (gmailcom, yahoocoke, yahooco.ke; never for another domain) and the number a WhatsApp label sits beside when a line holds two (c1325da, c9e22e0); niite, niiteni, wananiita and kuniita as introductions, a surname in capitals before a comma (NYAGAKA, Festus) as the surname, and a full name completing a title and surname given first (8beca05); services named by two nearby words (advice on what other careers, coaching ya interview, natafuta attachment), a service swapped (swap the CV for a cover letter) or settled (my CV was done already) dropped, just or only narrowing a request to what follows it (I don't have LinkedIn ... so just the CV and the cover letter), and a service the visitor only describes having (my CV is outdated, my daughter updated my CV) not added beside another request (c9e22e0); preparing for an interview or applying for internships pairs nothing, a described CV asked again (redo it, a new one) stays asked (ae10e29); Swahili forms of -tafuta and -hitaji with an attachment (d708372); instead of X and badala ya X drop X, I already have a CV and nina CV describe, ushauri wa kazi is career advice (38ea2d4). Batch 10, written apart while these fixes were made, is the next honest estimate.",
  "",
  // Batch 10's first run (2026-11-24, on 9a15a91), hard-coded too.
  "Batch 10, first run on 9a15a91, untuned (79 personas, written on 2026-11-24 by another engineer who opened nothing under server/assistant/ and read content/ for the services' names only, from issue 13 and SPEC.md; committed in its own worktree at 19:09 UTC and landed only after this run, so whoever changed the engine never saw it; run once, no persona edited and no engine code changed after it): **92.4% (73/79)**, longest question run 2 (0 personas over 2), field precision/recall 96.9%/89.4% (all 549 personas on that run: 98.9%, 543/549; every other batch 100%; engine time per turn p50 0.26 ms, p99 2.39 ms at load 1.6). This is the honest estimate for new visitors after the fixes for batch 9's classes. What the 6 visitors without a correct hand-over saw: 3 with a service missing or wrong (a nurse's long story asking for a UK CV and then 'prepare me for that too' about a video interview: CV only, handed over at once; the Swahili 'mafunzo ya interview', interview training, stored as Corporate Training; a two-day report writing workshop for 25 officers also got Business Writing); 1 whose change was not followed (the Swahili 'badala yake nifanyie cover letter', 'instead do me a cover letter', after LinkedIn: LinkedIn kept); 2 with a word taken as the name (Rtd from 'Capt. (Rtd) Peter Lekishon', with Peter Lekishon as the surname; Kevin from 'Mama Kevin', a mother named after her son). Field misses that did not break a hand-over (a missing name is not a wrong one): names not taken when the line holds something else too (an emoji and an apology after the name; 'Thank you' and an emoji before three names; 'my nme's Halima MWINYI.'; a title, the name and a request in one line for Pst., Mwalimu and Eng.), or alone ('Tobias Were', a surname that is also an English word); contact persons and companies in buyers' messages (3 contact persons, 4 companies); surnames given first ('Surname: Otieno. Other names: Beryl Akinyi' stored without Otieno; 'Mutua is my surname, first name is Dennis' without Mutua); 'aka Brayo' kept in the surname. The next figure needs a new batch.",
  "",
  // After the fixes for batch 10's classes (614a4dd and before), tuned, hard-coded too.
  "After the fixes for batch 10's classes (from 9443c41 on, listed in ADR 010's amendment of that name: an interview to be prepared for named late in a story or in an earlier message, Swahili and Sheng service phrases such as 'mafunzo ya interview', a writing topic of a staff training, swaps in all their forms, retired and honorary titles, 'Mama X' as a way of address, names beside thanks, apologies or emoji, surnames given first, nicknames, and buyers' contact persons and organisations; each written from new phrasings, not this batch's), batches 1-10 give 100.0% (549/549), longest question run 2, field precision/recall 100.0%/98.8%: tuned on batches 1-10, not a held-out figure.",
  "",
  // Batch 11's first run (2026-11-24, on 678dcff), hard-coded too.
  "Batch 11, first run on 678dcff, untuned (85 personas, written on 2026-11-24 by another engineer who opened nothing under server/assistant/ or its tests and read content/ for the services' names only, from issue 13 and SPEC.md; bench/assistant.ts, which holds the earlier batches' paragraphs, and batch 10 were read for the format; committed in its own worktree at 21:48 UTC and landed only after this run, so whoever changed the engine never saw it; run once, no persona edited and no engine code changed after it): **90.6% (77/85)**, longest question run 2 (0 personas over 2), field precision/recall 96.9%/93.1% (all 634 personas on that run: 98.7%, 626/634; every other batch 100%; engine time per turn p50 0.08 ms, p99 0.80 ms over 13958 timed runs at load 1.1). This is the honest estimate for new visitors after the fixes for batch 10's classes. What the 8 visitors without a correct hand-over saw: 1 got no hand-over at all, a lost lead (a Kenyan in the UK who wrote her UK mobile in the UK's own format, with its leading 0, inside a long story that says it is her UK number: the phone was not read and she gave nothing else to reach her); 3 with a service missing or wrong (a mother's story asking a CV for her daughter 'and then prepare her for interviews': CV only, handed over at the first message; a company's staff training 'and also help writing our company profile': the company profile, Business Writing, dropped; a parent asking to prepare a daughter for her first job interview at a bank: Youth Programs instead of Interview Coaching); 1 with a service added (a university student asking a cover letter for attachment applications also got Youth Programs, before the cover letter); 3 with words taken as the name (a surname given first and said so, 'X Y, surname first', kept in the order written; the Swahili 'I have changed my mind' of a visitor swapping a CV for LinkedIn taken as the name, and her name on the next line not taken; a diaspora visitor's 'Support worker here' taken as the name, her name on the next line not taken). Field misses that did not break a hand-over (a missing name is not a wrong one): names not taken after the introductions 'mi name ni', \"my name's is\" and 'Am called', beside a nickname ('but everyone calls me X'), after a 'Contact me:' label with the phone on the same line, and as a first name before a dash and the phone; a company named in Swahili after 'meneja wa' (manager of). The next figure needs a new batch.",
  "",
  // After the fixes for batch 11's classes (2cafb96 to 2349774), tuned, hard-coded too.
  "After the fixes for batch 11's classes (2cafb96 to 2349774: a national-format number read in the region the visitor names, such as a UK mobile with its leading 0 from someone in the UK; a second service after 'and then' or 'plus', a business document included; a parent's request to prepare a child for an interview as Interview Coaching, and a student's attachment search beside a cover letter as the cover letter only, the youth programmes only when the programme is named; 'surname first' reordering a name, Swahili verbs such as 'nimebadilisha' and a role before 'here' never a name; each written from new phrasings in unit tests, not this batch's), batches 1-11 give 100.0% (634/634), longest question run 2, field precision/recall 100.0%/98.5% (batch 11 100.0%/96.4%): tuned on batches 1-11, not a held-out figure.",
  "",
  // Batch 12's first run (2026-11-25, on 31bc8e2), hard-coded too.
  "Batch 12, first run on 31bc8e2, untuned (83 personas, written on 2026-11-25 by the helper \"assistwriter\", who opened nothing under server/assistant/ or its tests nor the earlier batches' paragraphs, and read content/services.ts for the services' names only and batch 11 for the format, from issue 13 and SPEC.md; committed in its own worktree at 00:41 UTC and landed only after this run, so whoever changed the engine never saw it; run once, no persona edited and no engine code changed after it): **90.4% (75/83)**, longest question run 2 (0 personas over 2), field precision/recall 98.1%/96.6% (all 717 personas on that run: 98.9%, 709/717; every other batch 100%; engine time per turn p50 0.11 ms, p99 1.99 ms over 15743 timed runs at load 3.8). This is the honest estimate for new visitors after the fixes for batch 11's classes. What the 8 visitors without a correct hand-over saw: 2 got no hand-over at all, lost leads (a carer who says she is in Leeds and writes her UK mobile in the UK's own format, 07832 614 209, on a line of its own: the phone was not read; a visitor asking in Swahili for her work report to be corrected, 'asahihishe ripoti yangu', then giving her name and phone on one line: the service was never read); 2 were handed over with the wrong phone (a UAE mobile with its leading 0 from a visitor who says he is in Dubai, and a Tanzanian mobile with its leading 0 from one who says she is in Arusha, Tanzania: both stored as Kenyan, +254); 1 was handed over with no service (the Sheng spelling 'cover leta', from a visitor who gave only a nickname after 'wananiita'); 2 with a service missing (a Sheng 'niko na interview next week' before a CV request: CV only; a 'leadership development course for me as a new manager' after a proofreading request: Professional Development dropped); 1 whose drop was not followed (the Swahili 'Cover letter tuache, CV pekee', let's leave the cover letter, the CV only: both kept). Field misses that did not break a hand-over (a missing name is not a wrong one): a nickname in brackets after the name kept in the surname ('Kennedy Otieno (Kenny)' stored as Otieno Kenny); a first name that is also a rank, said so in brackets ('Major Wekesa (Major is my real name, not a rank)'), not taken. The next figure needs a new batch.",
  "",
  // After the fixes for batch 12's classes (b87f5fc to f36dcbf), tuned, hard-coded too.
  "After the fixes for batch 12's classes (b87f5fc to f36dcbf, listed in ADR 010's amendment of that name: where the visitor is said the Swahili way or as a greeting, an 11-digit number from 07 kept as a mobile abroad, Swahili and Sheng service phrasings such as any form of 'sahihisha', 'cover leta', an interview hinted before 'pia' and a development course for oneself, Swahili drops such as 'tuache', and nicknames or clarifications in brackets beside a name; each written from new phrasings, not this batch's), batch 12 is **tuned on, not a held-out figure**: all 717 personas 100.0% (717/717), batch 12 100.0% (83/83, from 90.4%), longest question run 2 (0 personas over 2), field precision/recall on batch 12 100.0%/100.0% (from 98.1%/96.6%), all 717 99.3% recall; batches 1-11 stay 100%. The first-run figure above stays the honest estimate for new visitors; the next one needs a new batch.",
  "",
  // Issue 13's follow-ups before batch 13 (3318f02 to 4bc2929), no held-out batch read, hard-coded too.
  "Before batch 13 (3318f02 to 4bc2929, listed in ADR 010's amendments 'a number no region reads is asked about, once' and 'visitors not yet seen, second round'): a number valid in no region the chat points to is asked about once ('A Kenyan mobile has 10 digits: is 07224819031 a UK number, or could you check it?'), replacing batch 12's rule that stored an 11-digit number from 07 as a UK mobile; a name between a greeting and a request, a pleasantry beside the name ('Kevin and you?'), 'all of them' after the list of services, ranks before a name ('Major Otieno'), and some thirty more classes from phrasings invented for unit tests, no batch file opened. Batches 1-12 are **tuned on, not a held-out figure**: all 717 personas stay 100.0% (717/717), longest question run 2, field precision 100.0% on every batch, recall unchanged. Engine time p50 0.22 to 0.35 ms at load 8 to 13 (0.20 ms at the start of this round, load 1.7); p99 moved between 2 and 22 ms from run to run at that load, so it is no measure of these changes. Batch 13 is the next honest figure.",
  "",
].join("\n");
writeReadmeSection("assistant", section);

// The targets: at least 97% correct hand-overs on every batch, and no loop anywhere.
const everyBatchOk = sets.every((set) => {
  const mine = outcomesOf(set);
  return mine.filter((o) => o.correctHandOver).length / mine.length >= 0.97;
});
const pass = everyBatchOk && loopers.length === 0 && figures.p99 <= 10;
process.exitCode = pass ? 0 : 1;
