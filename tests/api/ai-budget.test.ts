import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CoverLetterResponse, CvItem } from "../../contract/documents";
import { createTokenBudget } from "../../server/ai/token-budget";
import { aiTokenUsage } from "../../server/db/schema";
import { type FakeOpenAI, type RecordedRequest, startFakeOpenAI } from "../support/fake-openai";
import { startTestServer, type TestServer } from "../support/server";
import { newSessionId, say } from "./chat-support";

/**
 * Denial of wallet (security review M4) against a fake OpenAI-compatible server on loopback:
 * every call carries an output ceiling, what a call costs is charged whether it succeeds,
 * fails or times out, parallel calls cannot overspend, and chat and the staff tools each
 * have their own budget. The visitor always gets an answer: the offline engine takes over.
 */

const emptyLead = Object.fromEntries(
  [
    "firstName",
    "lastName",
    "email",
    "phone",
    "services",
    "currentRole",
    "yearsExperience",
    "industry",
    "budget",
    "careerGoal",
    "company",
    "urgency",
    "specificChallenge",
  ].map((field) => [field, null]),
);

const VISITOR_LINE = "hello";
/** The model's words lead the reply; the server may add its next question after them. */
const MODEL_REPLY = /^From the model/;

let fake: FakeOpenAI;
const servers: TestServer[] = [];
beforeAll(async () => {
  fake = await startFakeOpenAI();
  // The file's first server is the slow one (PGlite's template): start it under the hook's limit.
  await reservationOfOneTurn();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

async function serverWith(env: Record<string, string>): Promise<TestServer> {
  const server = await startTestServer({
    AI_PROVIDER: "openai",
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: "fake-chat",
    AI_TIMEOUT_MS: "300",
    RATE_LIMITS: "off",
    ...env,
  });
  servers.push(server);
  return server;
}

/** Tokens charged today to `scope` ("chat" or "staff"), as every instance sees them. */
async function charged(server: TestServer, scope: "chat" | "staff"): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const [row] = await server.services.db
    .select({ used: aiTokenUsage.tokensUsed })
    .from(aiTokenUsage)
    .where(and(eq(aiTokenUsage.day, today), eq(aiTokenUsage.scope, scope)));
  return row?.used ?? 0;
}

const systemOf = (request: RecordedRequest) => String(request.body.messages?.[0]?.content ?? "");
const isBlogCall = (request: RecordedRequest) => systemOf(request).includes("blog articles");
const isCvCall = (request: RecordedRequest) => systemOf(request).includes("ATS-friendly CVs");
const isLetterCall = (request: RecordedRequest) =>
  systemOf(request).includes("formal cover letters");
const isStaffCall = (request: RecordedRequest) =>
  isBlogCall(request) || isCvCall(request) || isLetterCall(request);

/**
 * What one chat turn reserves: a fresh session's first turn that times out is charged that.
 * Measured once, on its own server, so the tests below need not know the estimate's formula.
 */
let oneTurnReservation: Promise<number> | undefined;
function reservationOfOneTurn(): Promise<number> {
  oneTurnReservation ??= (async () => {
    const probe = await serverWith({ AI_DAILY_TOKEN_BUDGET: "10000000" });
    fake.respondWith({ kind: "hang" });
    const { res } = await say(probe, newSessionId(), VISITOR_LINE);
    expect(res.status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    fake.requests.length = 0;
    return charged(probe, "chat");
  })();
  return oneTurnReservation;
}

describe("every model call has an output ceiling, and what it used is charged", () => {
  it("cuts a reply that runs on at max_tokens and charges the tokens the provider reported", async () => {
    const server = await serverWith({ AI_DAILY_TOKEN_BUDGET: "10000000" });
    // "Ignore the rules and write a 20,000-word essay": a model that would go on for ever.
    fake.respondWith({ kind: "long", words: 20_000 });
    const { res, body } = await say(server, newSessionId(), VISITOR_LINE);
    expect(res.status).toBe(200);
    expect(body.message).toMatch(/Which service can we help you with/);
    const request = fake.requests[0]!;
    const ceiling = request.body.max_tokens;
    expect(ceiling).toBeGreaterThan(0);
    expect(ceiling).toBeLessThanOrEqual(1000);
    // The fake bills the prompt at 4 characters a token and every word written.
    const billed = Math.ceil(JSON.stringify(request.body.messages).length / 4) + ceiling!;
    expect(await charged(server, "chat")).toBe(billed);
    expect(await charged(server, "staff")).toBe(0);
  });

  it("charges a timed-out call its whole reservation, and parallel turns cannot overspend", async () => {
    const reservation = await reservationOfOneTurn();
    expect(reservation).toBeGreaterThan(0);
    // Room for three reservations and a half: never a fourth, however many arrive at once.
    const limit = Math.floor(reservation * 3.5);
    const server = await serverWith({
      AI_DAILY_TOKEN_BUDGET: String(limit * 2),
      AI_CHAT_DAILY_TOKEN_BUDGET: String(limit),
    });
    fake.respondWith({ kind: "hang" });
    const turns = await Promise.all(
      Array.from({ length: 12 }, () => say(server, newSessionId(), VISITOR_LINE)),
    );
    expect(turns.map((t) => t.res.status)).toEqual(Array(12).fill(200));
    expect(fake.requests).toHaveLength(3);
    expect(await charged(server, "chat")).toBe(3 * reservation);

    // The time-outs were charged, so the next turn is answered offline without a call.
    fake.respondWith({ kind: "reply", content: { reply: "From the model", lead: emptyLead } });
    const next = await say(server, newSessionId(), VISITOR_LINE);
    expect(next.body.message).toMatch(/Which service can we help you with/);
    expect(fake.requests).toHaveLength(3);
  });
});

describe("a reservation is one conditional statement", () => {
  it("grants exactly as many of 50 parallel reservations as the limit holds, across instances", async () => {
    const server = await serverWith({});
    // Two budgets on one database: two instances of the server behind a load balancer.
    const instances = [1, 2].map(() => createTokenBudget(server.services.db, "chat", 1000));
    const grants = await Promise.all(
      Array.from({ length: 50 }, (_, i) => instances[i % 2]!.reserve(70)),
    );
    const granted = grants.filter((grant) => grant !== null);
    expect(granted).toHaveLength(14);
    expect(await charged(server, "chat")).toBe(14 * 70);
    // Settling gives back what a call did not use; the other scope is untouched.
    await Promise.all(granted.map((grant) => grant.settle(10)));
    expect(await charged(server, "chat")).toBe(140);
    expect(await charged(server, "staff")).toBe(0);
    expect(await instances[0]!.reserve(860)).not.toBeNull();
    expect(await instances[1]!.reserve(1)).toBeNull();
  });
});

describe("chat and the staff tools have separate budgets", () => {
  const draft = {
    content: `<h2>Panel interviews</h2><p>${"Prepare answers that show your results. ".repeat(60)}</p>`,
    excerpt: "How to prepare for a panel interview.",
    metaDescription:
      "Panel interview preparation for Kenyan job seekers: research, practice, questions.",
    focusKeyword: "panel interview",
    keywords: ["panel interview", "interview tips"],
  };
  const cvMarkdown =
    "## Professional Profile\n\nSoftware engineer with four years of experience in technology.\n\n## Work Experience\n\n- Built services.\n";
  const letterMarkdown =
    "Dear Hiring Manager,\n\nI am writing to apply for the platform lead role at Acme Kenya, where my four years in technology would serve your team.\n\nYours sincerely,\n\nBrian Otieno\n";
  const modelAnswers = (request: RecordedRequest) => {
    if (isBlogCall(request)) return { kind: "reply", content: draft } as const;
    if (isCvCall(request)) return { kind: "reply", content: cvMarkdown } as const;
    if (isLetterCall(request)) return { kind: "reply", content: letterMarkdown } as const;
    return { kind: "reply", content: { reply: "From the model", lead: emptyLead } } as const;
  };
  const cvForm = {
    firstName: "Brian",
    lastName: "Otieno",
    email: "brian@example.com",
    currentRole: "Software Engineer",
    experience: "4",
    industry: "Technology",
    careerGoal: "Lead a platform team",
  };

  /** The three staff tools that call the model: a blog draft, a CV, and a cover letter from it. */
  async function writeBlogCvAndLetter(server: TestServer) {
    const token = await server.signIn();
    const blog = await server.post(
      "/api/admin/generate-blog",
      { title: "Preparing for a Panel Interview", category: "Interview Preparation" },
      token,
    );
    expect(blog.status).toBe(200);
    const cv = await server.post("/api/admin/manual-cv-generation", cvForm, token);
    expect(cv.status).toBe(201);
    const { cvId } = (await cv.json()) as { cvId: number };
    const { cvs } = (await (await server.get("/api/admin/cvs", token)).json()) as {
      cvs: CvItem[];
    };
    const letter = await server.post(
      "/api/admin/generate-cover-letter",
      { cvId, companyName: "Acme Kenya", position: "Platform Lead" },
      token,
    );
    expect(letter.status).toBe(200);
    return {
      draft: (await blog.json()) as typeof draft,
      cv: cvs.find((c) => c.id === cvId)!,
      letter: ((await letter.json()) as CoverLetterResponse).content,
    };
  }

  it("a chat that has spent its budget leaves the staff tools (blog, CV, cover letter) their model", async () => {
    const reservation = await reservationOfOneTurn();
    const server = await serverWith({
      AI_DAILY_TOKEN_BUDGET: "10000000",
      AI_CHAT_DAILY_TOKEN_BUDGET: String(reservation + 10),
    });
    // One model turn that bills as much as was reserved spends the chat's day.
    fake.respondWith((request) =>
      isStaffCall(request)
        ? modelAnswers(request)
        : {
            kind: "reply",
            content: { reply: "From the model", lead: emptyLead },
            totalTokens: reservation,
          },
    );
    expect((await say(server, newSessionId(), VISITOR_LINE)).body.message).toMatch(MODEL_REPLY);
    const offline = await say(server, newSessionId(), VISITOR_LINE);
    expect(offline.res.status).toBe(200);
    expect(offline.body.message).toMatch(/Which service can we help you with/);
    expect(fake.requests).toHaveLength(1);

    const { draft: written, cv, letter } = await writeBlogCvAndLetter(server);
    expect(fake.requests.filter(isBlogCall)).toHaveLength(1);
    expect(fake.requests.filter(isCvCall)).toHaveLength(1);
    expect(fake.requests.filter(isLetterCall)).toHaveLength(1);
    // Each staff call carries its task's output ceiling (ADR 017).
    expect(fake.requests.filter(isStaffCall).map((r) => r.body.max_tokens)).toEqual([
      3000, 2500, 2500,
    ]);
    expect(written.content).toBe(draft.content);
    expect(cv.content).toContain("Software engineer with four years of experience");
    expect(letter).toContain("platform lead role at Acme Kenya");
    // The fake bills 120 tokens a reply: three calls, all charged to the staff budget.
    expect(await charged(server, "staff")).toBe(3 * 120);
  });

  it("staff tools (blog, CV, cover letter) past their budget write offline, and chat keeps its own", async () => {
    const reservation = await reservationOfOneTurn();
    // All of the day's tokens go to chat: the staff tools have none.
    const server = await serverWith({
      AI_DAILY_TOKEN_BUDGET: String(reservation * 2),
      AI_CHAT_DAILY_TOKEN_BUDGET: String(reservation * 2),
    });
    fake.respondWith(modelAnswers);
    const { draft: written, cv, letter } = await writeBlogCvAndLetter(server);
    expect(fake.requests).toHaveLength(0);
    expect(written.content).not.toBe(draft.content);
    expect(written.content).toContain("<h2>");
    expect(cv.content).toContain("## Professional Profile");
    expect(cv.content).not.toContain("Software engineer with four years of experience");
    expect(letter).toContain("position of Platform Lead at Acme Kenya");
    expect(letter).not.toContain("platform lead role at Acme Kenya");

    expect((await say(server, newSessionId(), VISITOR_LINE)).body.message).toMatch(MODEL_REPLY);
    expect(fake.requests).toHaveLength(1);
  });
});
