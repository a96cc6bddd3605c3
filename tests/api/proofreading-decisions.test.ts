import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CoverLetterResponse,
  ProofreadingJobItem,
  ProofreadingSuggestion,
} from "../../contract/documents";
import { startTestServer, type TestServer } from "../support/server";
import { errorOf, seedConversation } from "./documents-support";

/**
 * Proofreading jobs over HTTP, on PGlite or PostgreSQL (KAZI_TEST_DB): Apply and Dismiss per
 * suggestion, and a cover letter judged as a letter.
 */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn();
});
afterAll(() => server.close());

const fixture = readFileSync(new URL("../fixtures/proofreading-cv.md", import.meta.url), "utf8");

const post = (path: string) => server.post(path, undefined, token);
const decide = (jobId: number, suggestionId: number | string, action: string) =>
  post(`/api/admin/proofreading-jobs/${jobId}/suggestions/${suggestionId}/${action}`);

async function listed(jobId: number): Promise<ProofreadingJobItem> {
  const res = await server.get("/api/admin/proofreading-jobs", token);
  const { jobs } = (await res.json()) as { jobs: ProofreadingJobItem[] };
  const job = jobs.find((j) => j.id === jobId);
  if (!job) throw new Error(`job ${jobId} is not listed`);
  return job;
}

const patch = (path: string, body: unknown) =>
  server.fetch(path, {
    method: "PATCH",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

async function clientCv(sessionId: string): Promise<number> {
  await seedConversation(server, sessionId);
  const generated = await server.post("/api/admin/generate-cv", { sessionId }, token);
  const { cvId } = (await generated.json()) as { cvId: number };
  const edited = await patch(`/api/admin/cvs/${cvId}`, {
    title: "CV",
    content: fixture,
    personalInfo: { name: "Grace Achieng", email: "", phone: "", address: "" },
  });
  expect(edited.status).toBe(200);
  return cvId;
}

/** Starts a job and waits for it to finish (the first one loads harper). */
async function finished(source: { cvDocumentId: number } | { documentId: number }) {
  const started = await server.post("/api/admin/proofread", source, token);
  expect([200, 202]).toContain(started.status);
  const { job } = (await started.json()) as { job: ProofreadingJobItem };
  for (let i = 0; i < 300; i++) {
    const current = await listed(job.id);
    if (current.status === "completed") return current;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${job.id} did not finish`);
}

const finishedJob = async (sessionId: string) =>
  finished({ cvDocumentId: await clientCv(sessionId) });

const find = (job: ProofreadingJobItem, part: string): ProofreadingSuggestion => {
  const found = job.suggestions.find((s) => s.message.includes(part));
  if (!found) throw new Error(`no suggestion mentions ${part}`);
  return found;
};

describe("a proofreading job's suggestions", () => {
  it("are all listed, each with its state, on a job that names its client", async () => {
    const job = await finishedJob("session-decisions-list");
    expect(job.clientName).toBe("Grace Achieng");
    expect(job.suggestions.length).toBeGreaterThan(3);
    expect(job.suggestions.map((s) => s.id)).toEqual(job.suggestions.map((_, i) => i + 1));
    // The doubled word and the article are written in from the start; spelling waits.
    expect(find(job, '"the the"').status).toBe("applied");
    expect(find(job, '"acountant"')).toMatchObject({
      status: "open",
      fix: { text: "accountant" },
    });
    expect(find(job, "Weak phrase")).toMatchObject({ status: "open", fix: null });
  }, 90_000);

  it("apply and dismiss one by one; the corrected text is the original with the applied fixes, after reload too", async () => {
    const job = await finishedJob("session-decisions-apply");
    const spelling = find(job, '"acountant"');
    const doubled = find(job, '"the the"');
    const weak = find(job, "Weak phrase");

    const applied = await decide(job.id, spelling.id, "apply");
    expect(applied.status).toBe(200);
    const afterApply = ((await applied.json()) as { job: ProofreadingJobItem }).job;
    expect(afterApply.proofreadContent).toBe(
      fixture
        .replace("the the", "the")
        .replace("a experienced acountant", "an experienced accountant"),
    );

    // Dismissing an applied fix takes it back out; dismissing advice sets it aside.
    expect((await decide(job.id, doubled.id, "dismiss")).status).toBe(200);
    expect((await decide(job.id, weak.id, "dismiss")).status).toBe(200);

    const reloaded = await listed(job.id);
    expect(reloaded.suggestions.find((s) => s.id === spelling.id)?.status).toBe("applied");
    expect(reloaded.suggestions.find((s) => s.id === doubled.id)?.status).toBe("dismissed");
    expect(reloaded.suggestions.find((s) => s.id === weak.id)?.status).toBe("dismissed");
    expect(reloaded.proofreadContent).toBe(
      fixture.replace("a experienced acountant", "an experienced accountant"),
    );
    expect(reloaded.originalContent).toBe(fixture);
  }, 90_000);

  it("refuse bad decisions with a clear 4xx and change nothing", async () => {
    const job = await finishedJob("session-decisions-bad");
    const advice = find(job, "Weak phrase");

    const noFix = await decide(job.id, advice.id, "apply");
    expect(noFix.status).toBe(400);
    expect((await errorOf(noFix)).message).toMatch(/no fix to apply/);

    const missing = await decide(job.id, 9999, "dismiss");
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe(
      `Proofreading job ${job.id} has no suggestion 9999`,
    );
    expect((await decide(job.id, "abc", "dismiss")).status).toBe(400);
    expect((await decide(987654, 1, "dismiss")).status).toBe(404);
    expect((await decide(job.id, 1, "accept")).status).toBe(404);

    const anonymous = await server.post(
      `/api/admin/proofreading-jobs/${job.id}/suggestions/${advice.id}/dismiss`,
      undefined,
    );
    expect(anonymous.status).toBe(401);

    const rewrite = await patch(`/api/admin/proofreading-jobs/${job.id}`, {
      proofreadContent: "x",
      suggestions: ["mine"],
    });
    expect(rewrite.status).toBe(400);
    expect((await errorOf(rewrite)).fields?.suggestions).toMatch(/Apply and Dismiss/);

    expect(await listed(job.id)).toEqual(job);
  }, 90_000);
});

describe("proofreading a cover letter", () => {
  const letter = `Dear Hiring Manager,

I am applying for the Procurement Officer post at the Kenya Red Cross. My team of three cut
tender time by half, and I recieved the county award in 2024. I look look forward to hearing from you.

Yours faithfully,
Grace Achieng
`;

  it("judges it as a letter: first person is right, spelling and doubled words are still found", async () => {
    const cvId = await clientCv("session-decisions-letter");
    const written = await server.post(
      "/api/admin/generate-cover-letter",
      { cvId, companyName: "Kenya Red Cross", position: "Procurement Officer" },
      token,
    );
    const { documentId } = (await written.json()) as CoverLetterResponse;
    const edited = await patch(`/api/admin/documents/${documentId}`, {
      processedContent: letter,
      notes: "Letter",
      personalInfo: { name: "Grace Achieng", email: "", phone: "", address: "" },
    });
    expect(edited.status).toBe(200);

    const job = await finished({ documentId });
    expect(job).toMatchObject({
      documentId,
      cvDocumentId: null,
      documentKind: "letter",
      clientName: "Grace Achieng",
      originalContent: letter,
    });
    const messages = job.suggestions.map((s) => s.message).join("\n");
    expect(messages).toContain('Spelling: "recieved"');
    expect(messages).toContain('Repeated word: "look look"');
    expect(job.suggestions.map((s) => s.rule)).not.toContain("first-person");
  }, 90_000);

  it("answers 400 unless exactly one of cvDocumentId and documentId is sent, 404 for a missing document", async () => {
    const cvId = await clientCv("session-decisions-source");
    for (const body of [{}, { cvDocumentId: cvId, documentId: 1 }]) {
      const res = await server.post("/api/admin/proofread", body, token);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields?.cvDocumentId).toBe(
        "Send either cvDocumentId or documentId",
      );
    }
    const missing = await server.post("/api/admin/proofread", { documentId: 987654 }, token);
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe("Document 987654 does not exist");
  });
});
