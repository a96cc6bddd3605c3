import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CvItem, DocumentItem } from "../../contract/documents";
import { documentUploads } from "../../server/db/schema";
import { documentCallGrowthMb } from "../../server/documents/engine";
import { buildUploadCorpus, type CorpusFile, hiddenFlateBombPdf } from "../fixtures/upload-corpus";
import { startTestServer, TEST_ADMIN, type TestServer } from "../support/server";
import { type SpawnedServer, spawnServer } from "../support/spawn-server";
import { errorOf, seedConversation, startFakeModel } from "./documents-support";

let server: TestServer;
let token: string;
let corpus: CorpusFile[];
beforeAll(async () => {
  [server, corpus] = await Promise.all([startTestServer(), buildUploadCorpus()]);
  token = await server.signIn();
}, 120_000);
afterAll(() => server.close());

const staffFields = { clientName: "Manual Upload", clientEmail: "admin@example.com" };

function uploadTo(
  target: { url: string; token: string },
  file: { name: string; bytes: Uint8Array },
  fields = staffFields,
) {
  const form = new FormData();
  form.set("document", new File([new Uint8Array(file.bytes)], file.name));
  form.set("clientName", fields.clientName);
  form.set("clientEmail", fields.clientEmail);
  return fetch(`${target.url}/api/admin/upload-document`, {
    method: "POST",
    headers: { authorization: `Bearer ${target.token}` },
    body: form,
  });
}

const upload = (file: { name: string; bytes: Uint8Array }, fields = staffFields) =>
  uploadTo({ url: server.url, token }, file, fields);

describe("POST /api/admin/upload-document: the upload corpus", () => {
  it("answers each file exactly as expected and stores only the accepted ones", async () => {
    const countRows = async () =>
      (await server.services.db.select({ id: documentUploads.id }).from(documentUploads)).length;
    for (const file of corpus) {
      const before = await countRows();
      const res = await upload(file);
      expect(res.status, file.label).toBe(file.expect.status);
      if (file.expect.status === 201) {
        const { document } = (await res.json()) as { document: DocumentItem };
        expect(document, file.label).toMatchObject({
          status: "completed",
          documentType: "upload",
          originalName: file.expect.originalName,
          mimeType: file.expect.mimeType,
          fileSize: file.bytes.length,
          originalContent: file.expect.text,
          personalInfo: { name: "Manual Upload", email: "admin@example.com" },
        });
        // The stored name is ours, never the client's.
        expect(document.fileName, file.label).toMatch(/^[0-9a-f-]{36}\.(pdf|docx|doc|txt)$/);
        expect(await countRows(), file.label).toBe(before + 1);
      } else {
        const error = await errorOf(res);
        expect({ code: error.code, message: error.message }, file.label).toEqual({
          code: file.expect.code,
          message: file.expect.message,
        });
        expect(await countRows(), file.label).toBe(before);
      }
    }
  }, 120_000);

  it("stops reading a body far over 10 MB with 413", async () => {
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024).fill(0x61);
    const boundary = "kazi-boundary";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="huge.txt"\r\n\r\n`,
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        // 200 MB would be sent if the server read it all.
        if (sent >= 200) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await server.fetch("/api/admin/upload-document", {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe("The file is larger than 10 MB.");
    expect(sent).toBeLessThan(200);
  });

  it("rejects a missing file or client email with 400", async () => {
    const form = new FormData();
    form.set("clientName", "Manual Upload");
    form.set("clientEmail", "admin@example.com");
    const res = await server.fetch("/api/admin/upload-document", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("Choose a file to upload");
    const noEmail = await upload(
      { name: "a.txt", bytes: new TextEncoder().encode("text") },
      { clientName: "X", clientEmail: "nope" },
    );
    expect(noEmail.status).toBe(400);
    expect((await errorOf(noEmail)).fields).toEqual({ clientEmail: "Enter a valid client email" });
  });

  it("keeps the first 200,000 characters of a very long text and says so", async () => {
    const res = await upload({ name: "long.txt", bytes: new Uint8Array(250_000).fill(0x62) });
    expect(res.status).toBe(201);
    const { document } = (await res.json()) as { document: DocumentItem };
    expect(document.status).toBe("completed");
    expect(document.originalContent.length).toBe(200_000);
    expect(document.failureReason).toBe("Only the first 200,000 characters of the text were kept.");
    expect(document.fileSize).toBe(250_000);
  });

  it("keeps the stored bytes until the document is deleted", async () => {
    const txt = corpus.find((f) => f.label === "valid txt")!;
    const { document } = (await (await upload(txt)).json()) as { document: DocumentItem };
    const read = () =>
      server.services.db
        .select({ bytes: documentUploads.fileContent })
        .from(documentUploads)
        .where(eq(documentUploads.id, document.id));
    expect(Buffer.from((await read())[0]?.bytes ?? "", "base64")).toEqual(Buffer.from(txt.bytes));
    await server.fetch(`/api/admin/documents/${document.id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await read()).toEqual([]);
  });
});

/** The resident memory of a process (Linux: /proc), in bytes. */
function residentBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) * 1024;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

describe("decompression bombs, against a server in its own process", () => {
  let spawned: SpawnedServer;
  let target: { url: string; token: string };
  beforeAll(async () => {
    spawned = await spawnServer({ RATE_LIMITS: "off" });
    const res = await fetch(`${spawned.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    target = { url: spawned.url, token: ((await res.json()) as { token: string }).token };
    // Load the worker, pdf.js and mammoth before any baseline is taken.
    for (const label of ["valid pdf", "valid docx"]) {
      const res = await uploadTo(target, corpus.find((f) => f.label === label)!);
      expect(res.status, label).toBe(201);
    }
  }, 120_000);
  afterAll(async () => {
    await spawned?.stop();
    spawned?.cleanup();
  });

  type Bomb = { file: { name: string; bytes: Uint8Array }; message: string; peakMb: number };
  const fromCorpus = (label: string) => async (): Promise<Bomb> => {
    const file = corpus.find((f) => f.label === label)!;
    if (file.expect.status === 201) throw new Error(`${label} is expected to be refused`);
    // Found by the upload checks: refused having unpacked next to nothing.
    return { file, message: file.expect.message, peakMb: 300 };
  };
  const bombs: Array<{ label: string; load(): Promise<Bomb> }> = [
    {
      label: "docx declaring 4 KB that unpacks to 1 GB",
      load: fromCorpus("docx declaring 4 KB that unpacks to 1 GB"),
    },
    {
      label: "pdf whose content stream inflates to 1 GB",
      load: fromCorpus("pdf whose content stream inflates to 1 GB"),
    },
    {
      label: "pdf whose hex-encoded content stream inflates to 1 GB",
      load: async () => ({
        file: { name: "hidden.pdf", bytes: await hiddenFlateBombPdf() },
        message:
          "This file needs more memory to open than any CV does, so it was refused as unsafe.",
        // Missed by the checks of its bytes, refused by the decoding budget in the worker (a
        // new worker for each of the three). The watchdog alone, a poll (50 ms) past its limit,
        // let through up to +812 MB under load: this bound fails if the budget stops working.
        peakMb: documentCallGrowthMb,
      }),
    },
  ];

  for (const { label, load } of bombs) {
    it(`refuses three of a ${label} at once, answers /api/health meanwhile, and its memory comes back`, async () => {
      const { file, message, peakMb } = await load();
      const pid = spawned.process.pid!;
      const baseline = residentBytes(pid);
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, residentBytes(pid));
      }, 20);
      const health: Array<{ status: number; ms: number }> = [];
      let uploading = true;
      const checkHealth = async () => {
        while (uploading) {
          const started = Date.now();
          const res = await fetch(`${spawned.url}/api/health`);
          health.push({ status: res.status, ms: Date.now() - started });
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      const checking = checkHealth();
      // Three at once: one after another in the worker, each must start from memory given back.
      const answers = await Promise.all([1, 2, 3].map(() => uploadTo(target, file))).finally(() => {
        uploading = false;
        clearInterval(sampler);
      });
      await checking;
      // The server answered throughout, promptly (a busy 2-core machine, hence 2 s).
      expect(health.length).toBeGreaterThan(0);
      expect(health.filter((h) => h.status !== 200 || h.ms > 2000)).toEqual([]);
      expect((await fetch(`${spawned.url}/api/health`)).status).toBe(200);
      // Unpacked for real, the gigabyte shows here. One of each before the fix: +1112 MB (docx),
      // +968 MB (pdf) and +2214 MB (hex pdf); three of each after: +74, +53 and +305 at most.
      expect(mb(peak - baseline), "peak growth in MB").toBeLessThan(peakMb);
      // A stopped worker's memory goes back to the system in steps, over seconds (up to 10 seen).
      let left = residentBytes(pid) - baseline;
      for (let waited = 0; mb(left) >= 100 && waited < 30_000; waited += 250) {
        await new Promise((r) => setTimeout(r, 250));
        left = residentBytes(pid) - baseline;
      }
      expect(mb(left), "growth left in MB").toBeLessThan(100);
      for (const res of answers) {
        expect(res.status).toBe(413);
        expect((await errorOf(res)).message).toBe(message);
      }
    }, 120_000);
  }
});

describe("LLM CV engine (fake model server on loopback)", () => {
  it("flags a number and a name the facts do not contain", async () => {
    const model = await startFakeModel(
      "## Professional Profile\n\nAccountant with 6 years of experience in Banking at Equity Bank.\n\n## Work Experience\n\n- Reduced month-end close from 10 days to 4 days.\n- Managed a budget of 750 million shillings.\n",
    );
    const llmServer = await startTestServer({
      AI_PROVIDER: "openai",
      AI_BASE_URL: model.url,
      AI_MODEL: "fake-model",
      AI_API_KEY: "test-key",
    });
    try {
      const llmToken = await llmServer.signIn();
      await seedConversation(llmServer, "session-llm");
      const res = await llmServer.post(
        "/api/admin/generate-cv",
        { sessionId: "session-llm" },
        llmToken,
      );
      const { cvId } = (await res.json()) as { cvId: number };
      const { cvs } = (await (await llmServer.get("/api/admin/cvs", llmToken)).json()) as {
        cvs: CvItem[];
      };
      const cv = cvs.find((c) => c.id === cvId)!;
      expect(cv.content).toContain("Managed a budget of 750 million shillings.");
      // "Banking" is only the chat assistant's label for the visitor, never in their words.
      expect(cv.factCheckWarnings).toEqual([
        `The number "750" is not in the client's details: check it or remove it.`,
        `The name "Banking" is not in the client's details: check it or remove it.`,
      ]);
    } finally {
      await llmServer.close();
      await model.close();
    }
  });
});
