import { Agent, request } from "node:http";

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array;
}

export interface RawResponse {
  status: number;
  contentType: string;
  text: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/**
 * One request over node:http rather than fetch: fetch refuses a body on GET and hides what the
 * server answered when it stops reading an oversized body early (a 413 sent before the upload
 * ends). Here the answer counts as soon as it arrives; the rest of the upload may be cut off.
 */
export async function send(baseUrl: string, req: RawRequest): Promise<RawResponse> {
  try {
    return await sendOnce(baseUrl, req, agent);
  } catch (err) {
    // A server that answered early (401, 413) closes a connection whose body it did not read;
    // a pooled socket can die under the next request before it is written. Once more on a
    // fresh connection: a server that is really down refuses that one too.
    if ((err as NodeJS.ErrnoException).code !== "ECONNRESET") throw err;
    return sendOnce(baseUrl, req, false);
  }
}

function sendOnce(baseUrl: string, req: RawRequest, via: Agent | false): Promise<RawResponse> {
  const url = new URL(req.path, baseUrl);
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = request(
      url,
      {
        method: req.method,
        agent: via,
        headers: {
          ...req.headers,
          ...(req.body ? { "content-length": String(req.body.byteLength) } : {}),
        },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size <= 4 * 1024 * 1024) chunks.push(chunk);
        });
        res.on("error", reject);
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers["content-type"] ?? ""),
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error("no answer within 30 s")));
    outgoing.on("error", (err: NodeJS.ErrnoException) => {
      // The server answered and closed while the oversized body was still going out.
      if (answered && (err.code === "EPIPE" || err.code === "ECONNRESET")) return;
      reject(err);
    });
    if (req.body) outgoing.end(req.body);
    else outgoing.end();
  });
}

/** Closes idle keep-alive sockets so the server can shut down. */
export function closeConnections() {
  agent.destroy();
}
