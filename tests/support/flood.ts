import { holdDatabase } from "./hold-database";
import type { TestServer } from "./server";

/**
 * Helpers for the flood tests (ADR 027, 028): many requests at once, each timed, and the
 * database held busy as a long piece of work on it would hold it.
 */

export interface Outcome {
  /** What the caller tags the request with (its message, its session). */
  tag: string;
  status: number | "hung";
  ms: number;
  text: string;
  retryAfter: string | null;
}

/** A client gives up after this long: a request still unanswered by then "hung". */
const CLIENT_GIVES_UP_MS = 8000;

/** One JSON POST per body, all at once, each timed; `tagOf` names each outcome. */
export async function floodPost<B>(
  server: TestServer,
  path: string,
  bodies: B[],
  tagOf: (body: B) => string,
): Promise<Outcome[]> {
  return Promise.all(
    bodies.map(async (body): Promise<Outcome> => {
      const tag = tagOf(body);
      const started = performance.now();
      try {
        const res = await server.fetch(path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(CLIENT_GIVES_UP_MS),
        });
        const text = await res.text();
        const ms = performance.now() - started;
        return { tag, status: res.status, ms, text, retryAfter: res.headers.get("retry-after") };
      } catch {
        return { tag, status: "hung", ms: performance.now() - started, text: "", retryAfter: null };
      }
    }),
  );
}

/** Outcomes later than `withinMs` or never answered, as readable lines (expect them empty). */
export function lateOf(outcomes: Outcome[], withinMs: number): string[] {
  return outcomes
    .filter((o) => o.status === "hung" || o.ms > withinMs)
    .map((o) => `${o.status} after ${Math.round(o.ms)} ms`);
}

/** A refusal's body and header: a message asking to try again, and a Retry-After in seconds. */
export function refusalOf(o: Outcome): { message: string; retryAfter: number } {
  const body = JSON.parse(o.text) as { error: { code: string; message: string } };
  return { message: body.error.message, retryAfter: Number(o.retryAfter) };
}

/**
 * Holds PGlite's one connection in an open transaction for `ms` while `during` runs, as a long
 * piece of work on the database would hold every other query. (On PostgreSQL a held
 * transaction blocks nobody: use it on PGlite only.)
 */
export async function whileDatabaseHeld<T>(
  server: TestServer,
  ms: number,
  during: () => Promise<T>,
): Promise<T> {
  const release = await holdDatabase(server.services.db);
  // Released after `ms` even while `during` still waits; releasing twice is harmless.
  const timer = setTimeout(() => void release(), ms);
  try {
    return await during();
  } finally {
    clearTimeout(timer);
    await release();
  }
}
