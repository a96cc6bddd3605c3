import { Agent, createServer, type IncomingHttpHeaders, request } from "node:http";
import type { AddressInfo } from "node:net";
import {
  brotliCompressSync,
  brotliDecompressSync,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from "node:zlib";

/**
 * The no-JS twin of a page: the very HTML the server renders, with every script and modulepreload
 * removed, so the same HTML, CSS, images and fonts and nothing else. It is the limit of a
 * server-rendered page on a host, which makes page/twin ratios comparable across hosts where
 * absolute Lighthouse scores are not.
 *
 * Served by a loopback proxy in front of the production server, so production code knows nothing
 * of it: `${proxy}/path` is the page, `${proxy}/path?no-js-twin` its twin. Both go through the
 * same hop and the same decode/re-encode of the HTML (same encoding as the server chose, zlib's
 * default level like the server's), so the two differ only by the scripts.
 */
export const TWIN_MARK = "no-js-twin";

/** JSON-LD is data, not JavaScript: the twin keeps it so its HTML differs only by the code. */
const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
const MODULEPRELOAD = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi;

export function withoutScripts(html: string): string {
  return html
    .replace(SCRIPT, (whole, attributes: string) =>
      /\btype=["']?application\/ld\+json/i.test(attributes) ? whole : "",
    )
    .replace(MODULEPRELOAD, "");
}

const codecs: Record<string, { decode(b: Buffer): Buffer; encode(b: Buffer): Buffer }> = {
  gzip: { decode: gunzipSync, encode: (b) => gzipSync(b) },
  br: { decode: brotliDecompressSync, encode: (b) => brotliCompressSync(b) },
  deflate: { decode: inflateSync, encode: (b) => deflateSync(b) },
  identity: { decode: (b) => b, encode: (b) => b },
};

function rewriteHtml(body: Buffer, headers: IncomingHttpHeaders, twin: boolean): Buffer {
  const codec = codecs[String(headers["content-encoding"] ?? "identity")];
  if (!codec) throw new Error(`unknown content-encoding ${headers["content-encoding"]}`);
  const html = codec.decode(body).toString("utf8");
  return codec.encode(Buffer.from(twin ? withoutScripts(html) : html, "utf8"));
}

/** Starts the proxy in front of `upstream` (an origin such as http://127.0.0.1:3000). */
export async function startTwinProxy(
  upstream: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", target);
    const twin = url.searchParams.has(TWIN_MARK);
    url.searchParams.delete(TWIN_MARK);
    const forward = request(
      url,
      { method: req.method, headers: { ...req.headers, host: target.host }, agent },
      (answer) => {
        const html = String(answer.headers["content-type"] ?? "").startsWith("text/html");
        if (!html) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = rewriteHtml(Buffer.concat(chunks), answer.headers, twin);
          const headers = { ...answer.headers, "content-length": String(body.byteLength) };
          delete headers["transfer-encoding"];
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    forward.on("error", (error) => res.destroy(error));
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
