import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CvItem, DocumentItem, ProofreadingJobItem } from "../../contract/documents";
import {
  chatInteractions,
  conversationMessages,
  cvDocuments,
  cvGenerationRequests,
  documentUploads,
  proofreadingJobs,
} from "../../server/db/schema";
import { startTestServer, type TestServer } from "../support/server";
import { errorOf, pdfText, seedConversation } from "./documents-support";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn();
});
afterAll(() => server.close());

const auth = () => ({ authorization: `Bearer ${token}` });
const send = (method: string, path: string, body?: unknown) =>
  server.fetch(path, {
    method,
    headers: { ...auth(), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const getJson = async <T>(path: string) => (await (await server.get(path, token)).json()) as T;

/** Uploads `text` as a .txt file, as the Upload Document form does, and returns the stored item. */
async function uploadText(text: string): Promise<DocumentItem> {
  const form = new FormData();
  form.set("document", new File([text], "cv.txt", { type: "text/plain" }));
  form.set("clientName", "Manual Upload");
  form.set("clientEmail", "admin@example.com");
  const up = await server.fetch("/api/admin/upload-document", {
    method: "POST",
    headers: auth(),
    body: form,
  });
  return ((await up.json()) as { document: DocumentItem }).document;
}

async function generateCv(sessionId: string): Promise<number> {
  await seedConversation(server, sessionId);
  const res = await server.post("/api/admin/generate-cv", { sessionId }, token);
  const body = (await res.json()) as { success: boolean; cvId: number };
  expect(body.success).toBe(true);
  return body.cvId;
}

/**
 * A CV holding real errors to find (the proofreading fixture): a CV generated from a chat is a
 * clean template, and Kenyan names in it are never reported as misspelt.
 */
async function cvWithSeededErrors(sessionId: string): Promise<number> {
  const cvId = await generateCv(sessionId);
  const fixture = readFileSync(new URL("../fixtures/proofreading-cv.md", import.meta.url), "utf8");
  const patch = await send("PATCH", `/api/admin/cvs/${cvId}`, { title: "CV", content: fixture });
  expect(patch.status).toBe(200);
  return cvId;
}

async function waitForJob(id: number): Promise<ProofreadingJobItem> {
  for (let i = 0; i < 200; i++) {
    const { jobs } = await getJson<{ jobs: ProofreadingJobItem[] }>("/api/admin/proofreading-jobs");
    const job = jobs.find((j) => j.id === id);
    if (job && (job.status === "completed" || job.status === "failed")) return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${id} did not finish`);
}

describe("document calls need a staff session", () => {
  it("answers 401 without a token, for reads, writes and downloads", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/cvs"],
      ["GET", "/api/admin/documents"],
      ["POST", "/api/admin/generate-cv"],
      ["POST", "/api/admin/download-cv-pdf"],
      ["DELETE", "/api/admin/cvs/1"],
    ] as const) {
      const res = await server.fetch(path, { method });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("POST /api/admin/generate-cv", () => {
  it("builds a CV from the conversation's details and the visitor's own words", async () => {
    const cvId = await generateCv("session-generate");
    const { cvs } = await getJson<{ cvs: CvItem[] }>("/api/admin/cvs");
    const cv = cvs.find((c) => c.id === cvId)!;
    expect(cv).toMatchObject({
      status: "generated",
      cvType: "standard",
      firstName: "Grace",
      lastName: "Achieng",
      email: "grace@example.com",
      personalInfo: {
        name: "Grace Achieng",
        email: "grace@example.com",
        phone: "+254712000111",
        address: "",
      },
      factCheckWarnings: [],
    });
    // "Banking" is the assistant's label: the visitor never said it, so the CV does not either.
    expect(cv.content).toContain("Accountant with 6 years of experience.");
    expect(cv.content).not.toContain("Banking");
    expect(cv.content).toContain("### Accountant, Equity Bank");
    expect(cv.content).toContain("- Reduced month-end close from 10 days to 4 days");
    expect(cv.cvContent).toContain("<h1>Grace Achieng</h1>");
    expect(cv.cvContent).toContain("<h2>Professional Profile</h2>");
  });

  it("answers success false with a reason for an unknown session, and 400 for a bad body", async () => {
    const res = await server.post("/api/admin/generate-cv", { sessionId: "nobody" }, token);
    expect(await res.json()).toEqual({
      success: false,
      error: "No conversation was found for session nobody.",
    });
    const bad = await server.post("/api/admin/generate-cv", {}, token);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ sessionId: "sessionId is required" });
  });
});

describe("POST /api/admin/manual-cv-generation", () => {
  const form = {
    firstName: "Brian",
    lastName: "Otieno",
    email: "brian@example.com",
    currentRole: "Software Engineer",
    experience: "4",
    industry: "Technology",
    careerGoal: "Lead a platform team",
  };

  it("records the request, creates the CV and completes the request", async () => {
    const res = await server.post("/api/admin/manual-cv-generation", form, token);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { success: true; requestId: number; cvId: number };
    expect(body.success).toBe(true);
    const [request] = await server.services.db
      .select()
      .from(cvGenerationRequests)
      .where(eq(cvGenerationRequests.id, body.requestId));
    expect(request).toMatchObject({ status: "completed", generatedCvId: body.cvId });
    expect(request?.completedAt).toBeInstanceOf(Date);
    const { cvs } = await getJson<{ cvs: CvItem[] }>("/api/admin/cvs");
    expect(cvs.find((c) => c.id === body.cvId)).toMatchObject({
      cvType: "CV Writing",
      firstName: "Brian",
    });
  });

  it("also writes a cover letter with placeholders for the CV + Cover Letter service", async () => {
    const res = await server.post(
      "/api/admin/manual-cv-generation",
      { ...form, serviceType: "CV + Cover Letter" },
      token,
    );
    const body = (await res.json()) as { cvId: number; coverLetterDocumentId: number };
    const { documents } = await getJson<{ documents: DocumentItem[] }>("/api/admin/documents");
    const letter = documents.find((d) => d.id === body.coverLetterDocumentId);
    expect(letter?.documentType).toBe("cover-letter");
    expect(letter?.processedContent).toContain("position of [Position title] at [Company name]");
  });

  it("rejects missing required fields and a bad email, storing nothing", async () => {
    const before = (await server.services.db.select().from(cvGenerationRequests)).length;
    const res = await server.post(
      "/api/admin/manual-cv-generation",
      { ...form, email: "not-an-email", industry: " ", serviceType: "Astrology" },
      token,
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({
      email: "Enter a valid email address",
      industry: "Industry is required",
      serviceType: "Choose a service type",
    });
    expect((await server.services.db.select().from(cvGenerationRequests)).length).toBe(before);
  });
});

describe("proofreading", () => {
  it("runs in the background, finds the seeded errors and applies only safe fixes", async () => {
    const cvId = await generateCv("session-proofread");
    const fixture = readFileSync(
      new URL("../fixtures/proofreading-cv.md", import.meta.url),
      "utf8",
    );
    const patch = await send("PATCH", `/api/admin/cvs/${cvId}`, {
      title: "Grace CV",
      content: fixture,
      personalInfo: { name: "Grace Achieng", email: "grace@example.com", phone: "", address: "" },
    });
    expect(patch.status).toBe(200);
    let answered = false;
    const answer = server
      .post("/api/admin/proofread", { cvDocumentId: cvId }, token)
      .finally(() => {
        answered = true;
      });
    // While the call waits for its job (harper's first load takes seconds), the server keeps
    // answering, and the job shows as processing in the list.
    const seen = new Set<string>();
    while (!answered) {
      expect((await server.get("/api/health")).status).toBe(200);
      const { jobs } = await getJson<{ jobs: ProofreadingJobItem[] }>(
        "/api/admin/proofreading-jobs",
      );
      const running = jobs.find((j) => j.cvDocumentId === cvId);
      if (running) seen.add(running.status);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toContain("processing");
    const res = await answer;
    const { job } = (await res.json()) as { job: ProofreadingJobItem };
    // A cold start on a busy machine may outlast the call's 15 s: then it answers 202 unfinished.
    expect(res.status).toBe(job.status === "completed" ? 200 : 202);
    const done = await waitForJob(job.id);
    expect(done).toMatchObject({
      cvDocumentId: cvId,
      status: "completed",
      originalContent: fixture,
    });
    const all = done.suggestions.map((s) => s.message).join("\n");
    expect(all).toContain('Spelling: "acountant"');
    expect(all).toContain('Repeated word: "the the"');
    expect(all).toMatch(/Passive phrasing "was prepared"/);
    expect(done.proofreadContent).toBe(
      fixture.replace("the the", "the").replace("a experienced", "an experienced"),
    );
  }, 60_000);

  it("answers with the finished job once the proofreader is loaded", async () => {
    const cvId = await cvWithSeededErrors("session-proofread-warm");
    const res = await server.post("/api/admin/proofread", { cvDocumentId: cvId }, token);
    expect(res.status).toBe(200);
    const { job } = (await res.json()) as { job: ProofreadingJobItem };
    expect(job.status).toBe("completed");
    expect(job.suggestions.length).toBeGreaterThan(0);
    expect(job.proofreadContent).toContain("Professional Profile");
  }, 60_000);

  it("answers 404 for a CV that does not exist", async () => {
    const res = await server.post("/api/admin/proofread", { cvDocumentId: 999999 }, token);
    expect(res.status).toBe(404);
  });
});

describe("PDF, Word and HTML downloads", () => {
  it("saves a CV as cv_{id}.pdf with the name header and content as text", async () => {
    const cvId = await generateCv("session-pdf");
    await send("PATCH", `/api/admin/cvs/${cvId}`, {
      title: "CV",
      content: "## Profile\n\nCafé **owner** in *Nairobi* – 10 years.\n\n- Grew sales • twice\n",
      personalInfo: {
        name: "Zoë Müller",
        email: "zoe@example.com",
        phone: "+254 700 000 001",
        address: "Ngong Road, Nairobi",
      },
    });
    const res = await server.post("/api/admin/download-cv-pdf", { cvId }, token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="cv_${cvId}.pdf"`);
    const text = await pdfText(res);
    for (const part of [
      "Zoë Müller",
      "zoe@example.com",
      "+254 700 000 001",
      "Ngong Road, Nairobi",
      "Café",
      "owner",
      "–",
      "•",
    ])
      expect(text).toContain(part);
    // The Markdown is rendered, not printed.
    expect(text).not.toContain("**");
    expect(text).not.toContain("##");

    const word = await server.post("/api/admin/download-word", { kind: "cv", id: cvId }, token);
    expect(word.headers.get("content-disposition")).toBe(`attachment; filename="cv_${cvId}.docx"`);
    expect(new TextDecoder().decode((await word.arrayBuffer()).slice(0, 2))).toBe("PK");

    const html = await server.post("/api/admin/download-html", { kind: "cv", id: cvId }, token);
    expect(html.headers.get("content-disposition")).toBe(`attachment; filename="cv_${cvId}.html"`);
    const page = await html.text();
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain("<h1>Zoë Müller</h1>");
    expect(page).toContain("<strong>owner</strong>");
  });

  it("strips scripts and event handlers a CV's content carries from the HTML download", async () => {
    const cvId = await generateCv("session-html-xss");
    const saved = await send("PATCH", `/api/admin/cvs/${cvId}`, {
      title: "CV",
      content: "## Profile\n\n<script>alert(1)</script><img src=x onerror=alert(1)> Kept text.",
      personalInfo: { name: "Grace Achieng", email: "", phone: "", address: "" },
    });
    expect(saved.status).toBe(200);
    const html = await server.post("/api/admin/download-html", { kind: "cv", id: cvId }, token);
    const page = await html.text();
    expect(page).toContain("Kept text.");
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/onerror/i);
  });

  it("saves a proofreading job as proofreading_{id}.pdf with its corrected text", async () => {
    const cvId = await generateCv("session-job-pdf");
    const start = await server.post("/api/admin/proofread", { cvDocumentId: cvId }, token);
    const { job } = (await start.json()) as { job: ProofreadingJobItem };
    const done = await waitForJob(job.id);
    expect(done.status).toBe("completed");
    const res = await server.post("/api/admin/download-proofreading-pdf", { jobId: job.id }, token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="proofreading_${job.id}.pdf"`,
    );
    const text = await pdfText(res);
    expect(text).toContain("Grace Achieng");
    expect(text).toContain("Professional Profile");
    expect(text).not.toContain("##");
  }, 60_000);

  it("answers 404 for a missing item and 400 for a bad id", async () => {
    expect((await server.post("/api/admin/download-cv-pdf", { cvId: 424242 }, token)).status).toBe(
      404,
    );
    expect(
      (await server.post("/api/admin/download-document-pdf", { documentId: "x" }, token)).status,
    ).toBe(400);
    expect(
      (await server.post("/api/admin/download-proofreading-pdf", { jobId: 424242 }, token)).status,
    ).toBe(404);
  });
});

describe("editing", () => {
  it("PATCH /cvs/{id} saves title, content and personal info; a bad body changes nothing", async () => {
    const cvId = await generateCv("session-edit");
    const ok = await send("PATCH", `/api/admin/cvs/${cvId}`, {
      title: "Grace – Finance CV",
      content: "## Profile\n\nEdited.",
      personalInfo: {
        name: "Grace W. Achieng",
        email: "g@example.com",
        phone: "0712",
        address: "Kisumu",
      },
    });
    expect(ok.status).toBe(200);
    const bad = await send("PATCH", `/api/admin/cvs/${cvId}`, {
      title: "x".repeat(501),
      content: "",
    });
    expect(bad.status).toBe(400);
    const { cvs } = await getJson<{ cvs: CvItem[] }>("/api/admin/cvs");
    expect(cvs.find((c) => c.id === cvId)).toMatchObject({
      title: "Grace – Finance CV",
      content: "## Profile\n\nEdited.",
      firstName: "Grace",
      lastName: "W. Achieng",
      personalInfo: {
        name: "Grace W. Achieng",
        email: "g@example.com",
        phone: "0712",
        address: "Kisumu",
      },
    });
    expect((await send("PATCH", "/api/admin/cvs/987654", { title: "", content: "x" })).status).toBe(
      404,
    );
  });
});

describe("editing proofreading jobs and documents", () => {
  it("PATCH /proofreading-jobs/{id} saves the text; empty suggestions keep the findings", async () => {
    const cvId = await cvWithSeededErrors("session-edit-job");
    const start = await server.post("/api/admin/proofread", { cvDocumentId: cvId }, token);
    const { job } = (await start.json()) as { job: ProofreadingJobItem };
    const done = await waitForJob(job.id);
    expect(done.suggestions.length).toBeGreaterThan(0);
    const res = await send("PATCH", `/api/admin/proofreading-jobs/${job.id}`, {
      proofreadContent: "## Profile\n\nCorrected by a consultant.",
      suggestions: [],
    });
    expect(res.status).toBe(200);
    const { jobs } = await getJson<{ jobs: ProofreadingJobItem[] }>("/api/admin/proofreading-jobs");
    expect(jobs.find((j) => j.id === job.id)).toMatchObject({
      proofreadContent: "## Profile\n\nCorrected by a consultant.",
      suggestions: done.suggestions,
      originalContent: done.originalContent,
    });
    expect(
      (await send("PATCH", "/api/admin/proofreading-jobs/987654", { proofreadContent: "x" }))
        .status,
    ).toBe(404);
  }, 60_000);

  it("PATCH /documents/{id} saves the text and the title (in notes); a bad body changes nothing", async () => {
    const document = await uploadText("Original upload text");
    const ok = await send("PATCH", `/api/admin/documents/${document.id}`, {
      processedContent: "## Edited\n\nTidied upload text",
      notes: "Tidied CV",
    });
    expect(ok.status).toBe(200);
    const bad = await send("PATCH", `/api/admin/documents/${document.id}`, {
      processedContent: "x",
      notes: "n".repeat(2001),
    });
    expect(bad.status).toBe(400);
    const { documents } = await getJson<{ documents: DocumentItem[] }>("/api/admin/documents");
    expect(documents.find((d) => d.id === document.id)).toMatchObject({
      processedContent: "## Edited\n\nTidied upload text",
      notes: "Tidied CV",
      originalContent: "Original upload text",
      // An upload keeps its client details.
      personalInfo: { name: "Manual Upload", email: "admin@example.com" },
    });
    expect(
      (await send("PATCH", "/api/admin/documents/987654", { processedContent: "x" })).status,
    ).toBe(404);
  });
});

describe("cover letters", () => {
  it("answers {content, fileName} and stores the letter as a cover-letter document", async () => {
    const cvId = await generateCv("session-letter");
    const res = await server.post(
      "/api/admin/generate-cover-letter",
      {
        cvId,
        companyName: "KCB Group",
        position: "Finance Manager",
        additionalInfo: "Available from March.",
      },
      token,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { content: string; fileName: string; documentId: number };
    expect(body.fileName).toBe("cover_letter_kcb_group.txt");
    expect(body.content).toContain("position of Finance Manager at KCB Group");
    expect(body.content).toContain("I am available from March.");
    const { documents } = await getJson<{ documents: DocumentItem[] }>("/api/admin/documents");
    expect(documents.find((d) => d.id === body.documentId)).toMatchObject({
      documentType: "cover-letter",
      status: "completed",
      notes: "Cover letter – Finance Manager at KCB Group",
      processedContent: body.content,
      personalInfo: { name: "Grace Achieng", email: "grace@example.com" },
    });
    const pdf = await server.post(
      "/api/admin/download-document-pdf",
      { documentId: body.documentId },
      token,
    );
    expect(pdf.headers.get("content-disposition")).toBe(
      `attachment; filename="cover-letter_${body.documentId}.pdf"`,
    );
    expect(await pdfText(pdf)).toContain("Dear Hiring Manager");
  });

  it("rejects a missing company or position", async () => {
    const res = await server.post(
      "/api/admin/generate-cover-letter",
      { cvId: 1, companyName: "", position: "" },
      token,
    );
    expect(res.status).toBe(400);
    expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(["companyName", "position"]);
  });
});

describe("erasure", () => {
  it("deleting a CV removes it and its proofreading jobs", async () => {
    const cvId = await generateCv("session-erase");
    const start = await server.post("/api/admin/proofread", { cvDocumentId: cvId }, token);
    const { job } = (await start.json()) as { job: ProofreadingJobItem };
    await waitForJob(job.id);
    expect((await send("DELETE", `/api/admin/cvs/${cvId}`)).status).toBe(200);
    const db = server.services.db;
    expect(
      await db.select({ id: cvDocuments.id }).from(cvDocuments).where(eq(cvDocuments.id, cvId)),
    ).toEqual([]);
    expect(
      await db
        .select({ id: proofreadingJobs.id })
        .from(proofreadingJobs)
        .where(eq(proofreadingJobs.id, job.id)),
    ).toEqual([]);
    expect((await send("DELETE", `/api/admin/cvs/${cvId}`)).status).toBe(404);
  }, 60_000);

  it("deleting a CV from the manual form also erases the form's request; its cover letter stays", async () => {
    const res = await server.post(
      "/api/admin/manual-cv-generation",
      {
        firstName: "Faith",
        lastName: "Njeri",
        email: "faith@example.com",
        currentRole: "Nurse",
        experience: "3",
        industry: "Health",
        careerGoal: "Lead a ward",
        serviceType: "CV + Cover Letter",
      },
      token,
    );
    const body = (await res.json()) as {
      requestId: number;
      cvId: number;
      coverLetterDocumentId: number;
    };
    expect((await send("DELETE", `/api/admin/cvs/${body.cvId}`)).status).toBe(200);
    const db = server.services.db;
    expect(
      await db
        .select({ id: cvGenerationRequests.id })
        .from(cvGenerationRequests)
        .where(eq(cvGenerationRequests.id, body.requestId)),
    ).toEqual([]);
    const { documents } = await getJson<{ documents: DocumentItem[] }>("/api/admin/documents");
    expect(documents.find((d) => d.id === body.coverLetterDocumentId)?.documentType).toBe(
      "cover-letter",
    );
  });

  it("deleting a proofreading job or an upload removes its row and stored bytes", async () => {
    const cvId = await generateCv("session-erase-job");
    const start = await server.post("/api/admin/proofread", { cvDocumentId: cvId }, token);
    const { job } = (await start.json()) as { job: ProofreadingJobItem };
    await waitForJob(job.id);
    expect((await send("DELETE", `/api/admin/proofreading-jobs/${job.id}`)).status).toBe(200);
    const { jobs } = await getJson<{ jobs: ProofreadingJobItem[] }>("/api/admin/proofreading-jobs");
    expect(jobs.map((j) => j.id)).not.toContain(job.id);
    // The CV stays.
    const { cvs } = await getJson<{ cvs: CvItem[] }>("/api/admin/cvs");
    expect(cvs.map((c) => c.id)).toContain(cvId);
    expect((await send("DELETE", `/api/admin/proofreading-jobs/${job.id}`)).status).toBe(404);

    const document = await uploadText("Some CV text");
    const db = server.services.db;
    const stored = await db
      .select({ bytes: documentUploads.fileContent })
      .from(documentUploads)
      .where(eq(documentUploads.id, document.id));
    expect(Buffer.from(stored[0]?.bytes ?? "", "base64").toString()).toBe("Some CV text");
    expect((await send("DELETE", `/api/admin/documents/${document.id}`)).status).toBe(200);
    expect(
      await db
        .select({ bytes: documentUploads.fileContent })
        .from(documentUploads)
        .where(eq(documentUploads.id, document.id)),
    ).toEqual([]);
    expect(
      (await server.post("/api/admin/download-document-pdf", { documentId: document.id }, token))
        .status,
    ).toBe(404);
  });
});

describe("work interrupted by a restart", () => {
  it("marks jobs and manual-form requests left running for over 10 minutes as failed, and no younger ones", async () => {
    const cvId = await generateCv("session-interrupted");
    const db = server.services.db;
    const longAgo = new Date(Date.now() - 11 * 60_000);
    const [stale, fresh] = await db
      .insert(proofreadingJobs)
      .values([
        { cvDocumentId: cvId, originalContent: "x", status: "processing", createdAt: longAgo },
        { cvDocumentId: cvId, originalContent: "y", status: "pending" },
      ])
      .returning({ id: proofreadingJobs.id });
    const [request] = await db
      .insert(cvGenerationRequests)
      .values({ userInfo: "{}", status: "pending", createdAt: longAgo })
      .returning({ id: cvGenerationRequests.id });
    expect(await server.services.documents.interrupted.sweep()).toMatchObject({
      proofreadingJobs: 1,
      cvGenerationRequests: 1,
    });
    const { jobs } = await getJson<{ jobs: ProofreadingJobItem[] }>("/api/admin/proofreading-jobs");
    expect(jobs.find((j) => j.id === stale?.id)).toMatchObject({
      status: "failed",
      failureReason: "Interrupted by a restart: start the proofreading again.",
    });
    expect(jobs.find((j) => j.id === fresh?.id)?.status).toBe("pending");
    const [after] = await db
      .select()
      .from(cvGenerationRequests)
      .where(eq(cvGenerationRequests.id, request!.id));
    expect(after).toMatchObject({
      status: "failed",
      failureReason: "Interrupted by a restart: submit the form again.",
    });
  });
});

describe("conversation erasure", () => {
  it("DELETE /conversations/{sessionId} removes the lead and every message, and 404s after", async () => {
    await seedConversation(server, "session-forget-me");
    const res = await send("DELETE", "/api/admin/conversations/session-forget-me");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      messages: 2,
      cvs: 0,
      coverLetters: 0,
      cvRequests: 0,
    });
    const db = server.services.db;
    expect(
      await db
        .select({ id: chatInteractions.id })
        .from(chatInteractions)
        .where(eq(chatInteractions.sessionId, "session-forget-me")),
    ).toEqual([]);
    expect(
      await db
        .select({ id: conversationMessages.id })
        .from(conversationMessages)
        .where(eq(conversationMessages.sessionId, "session-forget-me")),
    ).toEqual([]);
    expect((await send("DELETE", "/api/admin/conversations/session-forget-me")).status).toBe(404);
  });
});
