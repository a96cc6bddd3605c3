import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer as createTcpServer, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The envelope: who the server was asked to deliver to. */
  to: string[];
  from: string;
  /** Header names in lower case; folded lines unfolded. */
  headers: Record<string, string>;
  /** The text part, decoded from quoted-printable. */
  text: string;
}

export const SMTP_USER = "alerts";
export const SMTP_PASSWORD = "smtp-secret-password";

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function parseMail(raw: string): Pick<ReceivedMail, "headers" | "text"> {
  const split = raw.indexOf("\r\n\r\n");
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.slice(split + 4);
  const encoding = headers["content-transfer-encoding"];
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  return { headers, text: text.replace(/\r\n/g, "\n").trimEnd() };
}

/**
 * A real SMTP server on loopback (the smtp-server package) that asks for a password and keeps
 * every mail it accepts. `refuse(n)` makes it answer the next n messages with a temporary 451.
 */
export async function startSmtpReceiver() {
  const mails: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) done(null, { user: 1 });
      else done(new Error("Invalid username or password"));
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusals > 0) {
          refusals--;
          done(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
          return;
        }
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          ...parseMail(Buffer.concat(chunks).toString("latin1")),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    mails,
    refuse(count: number) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP receiver on loopback keeping every POST; `refuse(n)` answers the next n with 503. */
export async function startWebhookReceiver() {
  const hooks: ReceivedHook[] = [];
  let refusals = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (refusals > 0) {
        refusals--;
        res.writeHead(503).end("busy");
        return;
      }
      hooks.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/kazi`,
    hooks,
    refuse(count: number) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A mail server that is down the worst way: it accepts the connection and never says a word. */
export async function startSilentSmtp() {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Waits until `check` returns true, polling; fails after `timeoutMs`. The default is generous
 * because an alert is sent by a worker that shares two cores with every other test file.
 */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
