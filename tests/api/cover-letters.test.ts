import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CoverLetterResponse, DocumentItem } from "../../contract/documents";
import { documentUploads } from "../../server/db/schema";
import { startTestServer, type TestServer } from "../support/server";
import { errorOf, seedConversation, startFakeModel } from "./documents-support";

/** A cover letter is written from its CV: the CV's facts in, the staff's notes read, not pasted. */

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn();
});
afterAll(() => server.close());

const nurseCv = `## Professional Profile

Registered nurse with 8 years of experience in critical care nursing.

## Work Experience

### Registered Nurse, Thika Level 5 Hospital

*2016 – Present*

- Reduced medication errors on the night shift by 30% after introducing a double-check chart
- Supervise a team of 5 nurses on the night shift

### Intern Nurse, Kiambu Level 5 Hospital

*2015*

- Completed rotations in the medical, surgical and ICU wards

## Education

- Diploma in Kenya Registered Community Health Nursing, KMTC, 2014

## Certifications

- BLS and ACLS
- Registered with the Nursing Council of Kenya
`;

/** An uploaded CV's text, pasted into the editor as the consultant received it. */
const engineerCv = `PROFILE
Network engineer with 11 years in telecommunications and enterprise networks.

EXPERIENCE
Liquid Intelligent Technologies, Nairobi - Senior Network Engineer (2020 - present)
* Cut mean time to repair from 6 hours to 2.5 hours
* Lead a team of 6 engineers on the NOC night rota

EDUCATION
BSc Electrical and Electronic Engineering, Moi University, 2012
`;

/** A CV as a consultant leaves it after editing: generated from a chat, then rewritten. */
async function cvWith(sessionId: string, name: string, content: string): Promise<number> {
  await seedConversation(server, sessionId);
  const generated = await server.post("/api/admin/generate-cv", { sessionId }, token);
  const { cvId } = (await generated.json()) as { cvId: number };
  const edited = await server.fetch(`/api/admin/cvs/${cvId}`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ title: `CV – ${name}`, content, personalInfo: { name } }),
  });
  expect(edited.status).toBe(200);
  return cvId;
}

async function letterFor(cvId: number, companyName: string, position: string, notes: string) {
  const res = await server.post(
    "/api/admin/generate-cover-letter",
    { cvId, companyName, position, additionalInfo: notes },
    token,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as CoverLetterResponse).content;
}

const placeholders = (text: string) => text.match(/\[[^\]\n]+\]/g) ?? [];
const reLine = (letter: string) => letter.split("\n").find((l) => /^\W*Re:/.test(l)) ?? "";

describe("a cover letter built from its CV", () => {
  it("states the CV's role, years, industry, strongest achievement and education, in the first person", async () => {
    const cvId = await cvWith("letter-nurse", "Grace Wanjiru Mwangi", nurseCv);
    const letter = await letterFor(cvId, "The Nairobi Hospital", "ICU Nurse", "");
    expect(letter).toContain(
      "I am a Registered Nurse with 8 years of experience in critical care nursing, currently with Thika Level 5 Hospital.",
    );
    expect(letter).toContain(
      "I reduced medication errors on the night shift by 30% after introducing a double-check chart.",
    );
    expect(letter).toContain(
      "I hold a Diploma in Kenya Registered Community Health Nursing from KMTC (2014).",
    );
    expect(letter).toContain("I am registered with the Nursing Council of Kenya.");
    expect(placeholders(letter)).toEqual([]);
    expect(letter.trim().endsWith("Grace Wanjiru Mwangi")).toBe(true);
  });

  it("reads an uploaded plain-text CV the same way", async () => {
    const cvId = await cvWith("letter-engineer", "Otieno Omollo", engineerCv);
    const letter = await letterFor(cvId, "Kenya Power", "Head of Network Operations", "");
    expect(letter).toContain(
      "I am a Senior Network Engineer with 11 years of experience in telecommunications and enterprise networks, currently with Liquid Intelligent Technologies.",
    );
    expect(letter).toContain("I cut mean time to repair from 6 hours to 2.5 hours.");
    expect(letter).toContain(
      "I hold a BSc Electrical and Electronic Engineering from Moi University (2012).",
    );
    expect(placeholders(letter)).toEqual([]);
  });

  it("writes no placeholder for a fact the CV generated from a chat holds", async () => {
    await seedConversation(server, "letter-chat");
    const generated = await server.post(
      "/api/admin/generate-cv",
      { sessionId: "letter-chat" },
      token,
    );
    const { cvId } = (await generated.json()) as { cvId: number };
    const letter = await letterFor(cvId, "KCB Group", "Finance Manager", "");
    // The chat said: Accountant, 6 years, Equity Bank, month-end close from 10 days to 4 days.
    expect(letter).toMatch(/I am an accountant with 6 years of experience/);
    expect(letter).toMatch(/Equity Bank/);
    expect(letter).toMatch(/reduced month-end close from 10 days to 4 days/i);
    expect(letter.trim().endsWith("Grace Achieng")).toBe(true);
    for (const gap of placeholders(letter))
      expect(gap).not.toMatch(/job title|role|years|industry|name|employer/i);
  });
});

describe("the staff's additional information", () => {
  const notesWritten = [
    {
      notes:
        "Vacancy ref KRCS/HR/2026/041, based at the Nairobi head office. Closing date 12 December 2026. Client prefers a call after 5 pm; invoice not yet paid.",
      reference: "KRCS/HR/2026/041",
      kept: ["I would be glad to be based at your Nairobi head office."],
      withheld: ["12 December", "Closing date", "5 pm", "invoice", "prefers"],
    },
    {
      notes:
        "Ref No. AKUH/NUR/2026/112\nDeadline: 30 January 2027\nCall her before Friday - she is on nights\nShe speaks Kiswahili and French. Available from March.",
      reference: "AKUH/NUR/2026/112",
      kept: ["I speak Kiswahili and French.", "I am available from March."],
      withheld: ["30 January", "Deadline", "Friday", "nights"],
    },
    {
      notes:
        "Job ID: 4471. Internal: second letter for this client, no charge. Note to self - ask for referees. Willing to relocate to Kisumu.",
      reference: "4471",
      kept: ["I am willing to relocate to Kisumu."],
      withheld: ["Internal", "charge", "Note to self", "referees"],
    },
  ];

  it("puts the reference on the Re: line, writes the facts as sentences and never the closing date, staff notes or the notes whole", async () => {
    const cvId = await cvWith("letter-notes", "Grace Wanjiru Mwangi", nurseCv);
    for (const { notes, reference, kept, withheld } of notesWritten) {
      const res = await server.post(
        "/api/admin/generate-cover-letter",
        {
          cvId,
          companyName: "The Aga Khan University Hospital",
          position: "ICU Nurse",
          additionalInfo: notes,
        },
        token,
      );
      const { content, documentId } = (await res.json()) as CoverLetterResponse;
      expect(reLine(content), notes).toBe(`**Re: Application for ICU Nurse (Ref. ${reference})**`);
      for (const sentence of kept) expect(content, notes).toContain(sentence);
      for (const staffOnly of withheld) expect(content, notes).not.toContain(staffOnly);
      expect(content).not.toContain(notes.trim());
      expect(placeholders(content)).toEqual([]);
      const { documents } = (await (await server.get("/api/admin/documents", token)).json()) as {
        documents: DocumentItem[];
      };
      expect(documents.find((d) => d.id === documentId)?.processedContent).toBe(content);
    }
  });

  it("refuses an unknown CV and over-long notes, storing nothing", async () => {
    const count = async () => (await server.services.db.select().from(documentUploads)).length;
    const before = await count();
    const unknown = await server.post(
      "/api/admin/generate-cover-letter",
      { cvId: 987654, companyName: "KCB Group", position: "Finance Manager" },
      token,
    );
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe("CV 987654 does not exist");
    const long = await server.post(
      "/api/admin/generate-cover-letter",
      {
        cvId: 1,
        companyName: "KCB Group",
        position: "Finance Manager",
        additionalInfo: "x".repeat(2001),
      },
      token,
    );
    expect(long.status).toBe(400);
    expect((await errorOf(long)).fields?.additionalInfo).toBe(
      "Additional information is at most 2000 characters",
    );
    expect(await count()).toBe(before);
  });
});

describe("the model's letter (fake model server on loopback)", () => {
  it("is asked with the CV's facts and the staff's facts, never the closing date or staff notes", async () => {
    const model = await startFakeModel(
      "24 November 2026\n\nHiring Manager\\\nKenya Power\n\n**Re: Head of Network Operations**\n\nDear Hiring Manager,\n\nI am a Senior Network Engineer with 11 years of experience.\n\nYours sincerely,\n\nOtieno Omollo\n",
    );
    const llmServer = await startTestServer({
      AI_PROVIDER: "openai",
      AI_BASE_URL: model.url,
      AI_MODEL: "fake-model",
      AI_API_KEY: "test-key",
    });
    try {
      const llmToken = await llmServer.signIn();
      await seedConversation(llmServer, "letter-llm");
      const { cvId } = (await (
        await llmServer.post("/api/admin/generate-cv", { sessionId: "letter-llm" }, llmToken)
      ).json()) as { cvId: number };
      await llmServer.fetch(`/api/admin/cvs/${cvId}`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${llmToken}`, "content-type": "application/json" },
        body: JSON.stringify({
          title: "CV",
          content: engineerCv,
          personalInfo: { name: "Otieno Omollo" },
        }),
      });
      const asked = model.requests.length;
      const res = await llmServer.post(
        "/api/admin/generate-cover-letter",
        {
          cvId,
          companyName: "Kenya Power",
          position: "Head of Network Operations",
          additionalInfo:
            "Vacancy ref KPLC/ICT/2026/014. Closing date 12 December 2026. Call him after 5 pm. Highlight his NOC leadership.",
        },
        llmToken,
      );
      expect(res.status).toBe(200);
      const prompt = model.requests.slice(asked).join("\n");
      for (const fact of [
        "Current or latest role: Senior Network Engineer",
        "Years of experience: 11",
        "Industry: telecommunications and enterprise networks",
        "Re: Application for Head of Network Operations (Ref. KPLC/ICT/2026/014)",
        "Put forward: my NOC leadership",
      ])
        expect(prompt).toContain(fact);
      for (const staffOnly of ["12 December", "Closing date", "5 pm"])
        expect(prompt).not.toContain(staffOnly);
      // The model dropped the reference from its Re: line; the server puts the planned one back.
      expect(reLine(((await res.json()) as CoverLetterResponse).content)).toBe(
        "**Re: Application for Head of Network Operations (Ref. KPLC/ICT/2026/014)**",
      );
    } finally {
      await llmServer.close();
      await model.close();
    }
  });
});
