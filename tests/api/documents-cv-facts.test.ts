import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CvItem, DocumentItem } from "../../contract/documents";
import { cvDocuments } from "../../server/db/schema";
import { startTestServer, type TestServer } from "../support/server";
import { errorOf } from "./documents-support";

/**
 * Facts in, facts out: a CV generated from a chat, the manual form or an uploaded CV carries
 * every fact the client gave in its section, and lists what is still missing.
 */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: "off" });
  token = await server.signIn();
});
afterAll(() => server.close());

async function cvById(id: number): Promise<CvItem> {
  const { cvs } = (await (await server.get("/api/admin/cvs", token)).json()) as { cvs: CvItem[] };
  const cv = cvs.find((c) => c.id === id);
  if (!cv) throw new Error(`CV ${id} is not listed`);
  return cv;
}

/** The CV's Markdown under one ## heading. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`## ${heading}`);
  const end = markdown.indexOf("\n## ", start + 3);
  return start < 0 ? "" : markdown.slice(start, end < 0 ? undefined : end);
}

async function uploadText(text: string): Promise<DocumentItem> {
  const form = new FormData();
  form.set("document", new File([text], "cv.txt", { type: "text/plain" }));
  form.set("clientName", "Manual Upload");
  form.set("clientEmail", "staff@example.com");
  const res = await server.fetch("/api/admin/upload-document", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { document: DocumentItem }).document;
}

describe("a CV from a chat conversation", () => {
  it("carries the visitor's facts into their sections, without hedges, and lists none missing", async () => {
    const sessionId = "cv-facts-chat";
    const turns = [
      "Hello, I need a new CV please",
      "My name is Dennis Kiprop Rotich",
      "0716 402 557",
      "dennis.rotich@gmail.com",
      "I'm an electrical technician at Kenya Power in Eldoret since 2017. Before that I was a wireman at Eldoret Water from 2014 to 2017.",
      "Diploma in Electrical Engineering from Eldoret National Polytechnic, 2013. I'm licensed by EPRA as a class A1 electrician.",
      "I lead a crew of 6 linesmen and I cut outage response time from 5 hours to 2 hours. We use ArcGIS for network maps.",
      "I think I want a supervisor role in a solar company, maybe in Nakuru.",
    ];
    for (const message of turns) {
      const res = await server.post("/api/chat", { sessionId, message });
      expect(res.status).toBe(200);
    }
    const answer = await server.post("/api/admin/generate-cv", { sessionId }, token);
    const { cvId } = (await answer.json()) as { cvId: number };
    const cv = await cvById(cvId);

    expect(cv.personalInfo).toMatchObject({ name: "Dennis Kiprop Rotich" });
    expect(section(cv.content, "Work Experience")).toContain(
      "### Electrical technician, Kenya Power, Eldoret",
    );
    expect(section(cv.content, "Work Experience")).toContain("*2017 – Present*");
    expect(section(cv.content, "Work Experience")).toContain("### Wireman, Eldoret Water");
    expect(section(cv.content, "Work Experience")).toContain(
      "- Cut outage response time from 5 hours to 2 hours",
    );
    expect(section(cv.content, "Education")).toContain(
      "Diploma in Electrical Engineering from Eldoret National Polytechnic, 2013",
    );
    expect(section(cv.content, "Certifications and Memberships")).toContain(
      "Licensed by EPRA as a class A1 electrician",
    );
    expect(section(cv.content, "Key Skills")).toContain("- ArcGIS");
    expect(section(cv.content, "Professional Profile")).toContain(
      "Seeking a supervisor role in a solar company, in Nakuru.",
    );
    expect(cv.content).not.toMatch(/\bmaybe\b|\bI think\b|\bI\b/);
    expect(cv.missingFacts).toEqual([]);
  });
});

describe("a CV from a chat whose contacts came in one line", () => {
  it("takes the email as typed and the phone the visitor typed (as +254...), never a date range", async () => {
    const sessionId = "cv-facts-chat-contacts";
    const turns = [
      "hello I need help with my CV",
      "Beatrice Chepkoech Ruto",
      "beatrice.chep@gmail.com 0710 442 089",
      "I am a KRCHN nurse, I work at Kericho County Referral Hospital from Jan 2021 - Present.",
      "Before that I worked as a nurse intern at Nakuru Level 5 Hospital 2019-2020",
    ];
    for (const message of turns) await server.post("/api/chat", { sessionId, message });
    const answer = await server.post("/api/admin/generate-cv", { sessionId }, token);
    const cv = await cvById(((await answer.json()) as { cvId: number }).cvId);
    expect(cv.personalInfo).toMatchObject({
      email: "beatrice.chep@gmail.com",
      phone: "+254710442089",
    });
    expect(section(cv.content, "Work Experience")).toContain(
      "### KRCHN nurse, Kericho County Referral Hospital",
    );
  });
});

describe("a CV from the manual form", () => {
  it("reads the career goal's facts into their sections and lists the empty ones", async () => {
    const res = await server.post(
      "/api/admin/manual-cv-generation",
      {
        firstName: "Naomi",
        lastName: "Chepkoech",
        email: "naomi.chep@gmail.com",
        currentRole: "Credit Officer",
        experience: "3",
        industry: "Microfinance",
        company: "Faulu Kenya",
        careerGoal:
          "Branch manager in a microfinance bank. Grew the branch loan portfolio by 28% in 2024. BCom Finance, Moi University, 2020.",
      },
      token,
    );
    expect(res.status).toBe(201);
    const cv = await cvById(((await res.json()) as { cvId: number }).cvId);
    expect(section(cv.content, "Professional Profile")).toContain(
      "Credit Officer with 3 years of experience in Microfinance. Target role: Branch manager in a microfinance bank.",
    );
    expect(section(cv.content, "Work Experience")).toContain("### Credit Officer, Faulu Kenya");
    expect(section(cv.content, "Work Experience")).toContain(
      "- Grew the branch loan portfolio by 28% in 2024",
    );
    expect(section(cv.content, "Education")).toContain("- BCom Finance, Moi University, 2020");
    expect(cv.missingFacts).toEqual([
      "Phone number",
      "Skills: tools and systems the client uses",
      "Certifications and professional memberships (or remove this section)",
    ]);
  });
});

describe("POST /api/admin/documents/{id}/cv", () => {
  const uploaded = `GRACE MUTHONI WANJIKU
Nairobi, Kenya | 0733 118 204 | g.muthoni@outlook.com

PROFESSIONAL SUMMARY
Customer service lead with 5 years in telecommunications.

WORK EXPERIENCE
Customer Service Team Leader - Airtel Kenya (2021 - present)
- Lead 9 agents handling 1,200 calls a day
- Raised first-call resolution from 64% to 81%
Call Centre Agent - Safaricom PLC (2019 - 2021)

EDUCATION
Bachelor of Arts (Communication), Daystar University, 2018

SKILLS
Zendesk, Salesforce Service Cloud
`;

  it("turns an uploaded CV's text into a CV with its facts, in our layout", async () => {
    const doc = await uploadText(uploaded);
    const res = await server.post(`/api/admin/documents/${doc.id}/cv`, {}, token);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { success: true; cvId: number };
    expect(body.success).toBe(true);
    const cv = await cvById(body.cvId);
    expect(cv.personalInfo).toEqual({
      name: "Grace Muthoni Wanjiku",
      email: "g.muthoni@outlook.com",
      phone: "0733 118 204",
      address: "Nairobi, Kenya",
    });
    expect(section(cv.content, "Professional Profile")).toContain(
      "Customer service lead with 5 years in telecommunications.",
    );
    expect(section(cv.content, "Work Experience")).toContain(
      "### Customer Service Team Leader, Airtel Kenya\n\n*2021 – Present*\n\n- Lead 9 agents handling 1,200 calls a day",
    );
    expect(section(cv.content, "Work Experience")).toContain(
      "### Call Centre Agent, Safaricom PLC\n\n*2019 – 2021*",
    );
    expect(section(cv.content, "Education")).toContain(
      "- Bachelor of Arts (Communication), Daystar University, 2018",
    );
    expect(section(cv.content, "Key Skills")).toContain("- Zendesk\n- Salesforce Service Cloud");
    expect(cv.missingFacts).toEqual([
      "Certifications and professional memberships (or remove this section)",
    ]);
  });

  it("answers 404 for an unknown document, 400 for a bad id or a cover letter, and stores nothing", async () => {
    const before = (await server.services.db.select().from(cvDocuments)).length;
    const unknown = await server.post("/api/admin/documents/999999/cv", {}, token);
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe("Document 999999 does not exist");
    const bad = await server.post("/api/admin/documents/abc/cv", {}, token);
    expect(bad.status).toBe(400);

    const manual = await server.post(
      "/api/admin/manual-cv-generation",
      {
        firstName: "Ali",
        lastName: "Hassan",
        email: "ali@example.com",
        currentRole: "Driver",
        experience: "2",
        industry: "Transport",
        careerGoal: "Fleet supervisor",
        serviceType: "CV + Cover Letter",
      },
      token,
    );
    const { coverLetterDocumentId } = (await manual.json()) as { coverLetterDocumentId: number };
    const afterForm = (await server.services.db.select().from(cvDocuments)).length;
    const letter = await server.post(`/api/admin/documents/${coverLetterDocumentId}/cv`, {}, token);
    expect(letter.status).toBe(400);
    expect((await errorOf(letter)).message).toBe("Only an uploaded CV can be turned into a CV.");
    expect(afterForm).toBe(before + 1);
    expect((await server.services.db.select().from(cvDocuments)).length).toBe(afterForm);
  });

  it("needs a staff session", async () => {
    const res = await server.post("/api/admin/documents/1/cv", {});
    expect(res.status).toBe(401);
  });
});
