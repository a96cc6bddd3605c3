import { performance } from "node:perf_hooks";
import { offlineReply } from "../server/assistant/offline-engine";
import { siteKnowledge } from "../server/assistant/site-knowledge";
import type { ChatTurn, Lead, LeadField } from "../server/assistant/types";
import {
  batch3Personas,
  freshPersonas,
  heldOutPersonas,
  type Persona,
  personas as tuned,
} from "./assistant-personas";
import { machine, writeReadmeSection } from "./lib";

const sets = [
  { label: "tuned on", list: tuned },
  { label: "held out, batch 1", list: heldOutPersonas },
  { label: "held out, batch 2", list: freshPersonas },
  { label: "held out, batch 3", list: batch3Personas },
];
const personas = sets.flatMap((s) => s.list);

const MAX_TURNS = 6;
const REPEATS = 7;
const coreFields: LeadField[] = ["firstName", "lastName", "phone", "email", "serviceInterest"];
const options = { knowledge: siteKnowledge, brand: "Kazi Career Services" };

const same = (a: unknown, b: unknown) =>
  String(a ?? "")
    .trim()
    .toLowerCase() ===
  String(b ?? "")
    .trim()
    .toLowerCase();

interface Outcome {
  persona: Persona;
  handOverTurn: number | null;
  correctHandOver: boolean;
  lead: Lead;
  times: number[];
}

function play(persona: Persona, index: number): Outcome {
  let lead: Lead = {};
  const history: ChatTurn[] = [];
  const times: number[] = [];
  let handOverTurn: number | null = null;
  let correctHandOver = false;
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
    // The last hand-over offered within the limit is the link the visitor leaves with
    // (a correction after the first offer brings a fresh one).
    if (reply.handOver && turn + 1 <= MAX_TURNS) {
      handOverTurn ??= turn + 1;
      // Correct: the lead handed over has the persona's name, service and a right contact.
      const expected = persona.expect;
      const contactOk =
        (expected.phone && same(lead.phone, expected.phone)) ||
        (expected.email && same(lead.email, expected.email));
      correctHandOver =
        same(lead.firstName, expected.firstName) &&
        same(lead.serviceInterest, expected.serviceInterest) &&
        Boolean(contactOk);
    }
  });
  return { persona, handOverTurn, correctHandOver, lead, times };
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

let truePositive = 0;
let produced = 0;
let expectedCount = 0;
const misses: string[] = [];
for (const o of outcomes) {
  const expectedFields = Object.keys(o.persona.expect) as LeadField[];
  const judged = new Set<LeadField>([...expectedFields, ...coreFields]);
  for (const field of judged) {
    const got = o.lead[field];
    const want = o.persona.expect[field];
    if (want !== undefined) expectedCount++;
    if (got !== undefined) produced++;
    if (got !== undefined && want !== undefined && same(got, want)) truePositive++;
    else if (got !== undefined || want !== undefined)
      misses.push(
        `${o.persona.name}: ${field} got ${JSON.stringify(got)} want ${JSON.stringify(want)}`,
      );
  }
}
const correct = outcomes.filter((o) => o.correctHandOver).length;
const times = outcomes.flatMap((o) => o.times).sort((a, b) => a - b);
const turns = outcomes.map((o) => o.handOverTurn).filter((t): t is number => t !== null);

const figures = {
  personas: outcomes.length,
  correctHandOvers: correct,
  handOverShare: correct / outcomes.length,
  meanTurnsToHandOver: turns.reduce((a, b) => a + b, 0) / Math.max(1, turns.length),
  precision: truePositive / Math.max(1, produced),
  recall: truePositive / Math.max(1, expectedCount),
  runs: times.length,
  p50: percentile(times, 50),
  p99: percentile(times, 99),
  max: times.at(-1) ?? 0,
};

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const perSet = sets.map((set) => {
  const mine = outcomes.filter((o) => set.list.includes(o.persona));
  const ok = mine.filter((o) => o.correctHandOver).length;
  return `| Correct hand-overs, ${set.label} (${mine.length}) | ${pct(ok / mine.length)} (${ok}/${mine.length}) | |`;
});
const ms = (x: number) => `${x.toFixed(2)} ms`;
const table = [
  "| Measure | Offline engine | Target |",
  "|---|---|---|",
  `| Personas (scripted conversations) | ${figures.personas} | >= 40 |`,
  `| Correct hand-over within ${MAX_TURNS} visitor turns | ${pct(figures.handOverShare)} (${figures.correctHandOvers}/${figures.personas}) | >= 90% |`,
  ...perSet,
  `| Mean visitor turns to hand-over | ${figures.meanTurnsToHandOver.toFixed(2)} | |`,
  `| Field precision | ${pct(figures.precision)} | |`,
  `| Field recall | ${pct(figures.recall)} | |`,
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
if (misses.length) {
  console.log("\nField misses:");
  for (const m of misses) console.log(`- ${m}`);
}

const section = [
  "## Assistant",
  "",
  `\`npm run bench:assistant\` (bench/assistant.ts, personas in bench/assistant-personas.ts): ${figures.personas} scripted visitors (varied phrasing, typos, Swahili and Sheng, out-of-order answers, refusals, corrections) played through the offline engine with the stored history and lead fed back each turn, as POST /api/chat does. Engine time per turn is the offline engine's own time (extraction, retrieval, dialogue; no HTTP or database): each turn is run ${REPEATS} times and p50/p99 are taken over every one of those runs, measured on ${machine()}.`,
  "",
  table,
  "",
  'Batch 1 of the held-out personas scored 73.3% (11/15) on its first run and was then used to fix general gaps (titles before names, family words, "nme is", verbs of editing outweighing the document named). Batch 2 was written after that and scored 80.0% (12/15) on its first run. Batch 3 (17 personas) was written after batch 2\'s figure was recorded and scored **94.1% (16/17) on its first, untuned run** (all 92 personas: 95.7%, engine time p50 0.09 ms, p99 0.34 ms over 2184 timed runs). The misses of that run (two in batch 2, one in batch 3, all names) then led to general fixes: "name\'s X", the Sheng "mi ni X", "jina ni X", "contact person is X", and a bare number after "with" ("an accountant with 6 years") no longer read as an employer. The batch 2 and 3 lines above are after those fixes, so they are no longer untuned; the first-run figures are the honest estimate for new visitors.',
  "",
].join("\n");
writeReadmeSection("assistant", section);

const pass = figures.handOverShare >= 0.9 && figures.p99 <= 10;
process.exitCode = pass ? 0 : 1;
