import { clearAdminSession, readAdminSession } from "./admin-session";

/**
 * The one HTTP client of the browser: every request sends cookies; a JSON
 * content type only when a body is sent; admin calls carry the bearer token; a non-ok answer
 * becomes an ApiError whose text is "status: body" (or the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }

  /** The server's `error.message` when the body is our JSON error shape. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { error?: { message?: unknown } };
      return typeof parsed.error?.message === "string" ? parsed.error.message : undefined;
    } catch {
      return undefined;
    }
  }

  /** Per-field messages of a 400 answer, keyed by field name. */
  get fields(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.body) as { error?: { fields?: Record<string, string> } };
      return parsed.error?.fields ?? {};
    } catch {
      return {};
    }
  }
}

/** Called when an admin call answers 401: the stored session is cleared, then this runs. */
let onUnauthorized: () => void = () => {
  window.location.assign("/admin");
};
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/**
 * The error of a failed staff call, whatever made the call (fetch here, XMLHttpRequest for
 * uploads): a 401 means the session is over, so it is cleared and the browser sent to sign in.
 */
export function failedAdminCall(status: number, body: string, statusText: string): ApiError {
  if (status === 401) {
    clearAdminSession();
    onUnauthorized();
  }
  return new ApiError(status, body, statusText);
}

export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  const isAdminCall = url.startsWith("/api/admin/") && url !== "/api/admin/login";
  const session = isAdminCall ? readAdminSession() : null;
  if (session) headers.Authorization = `Bearer ${session.token}`;

  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    credentials: "include",
    signal: init.signal,
  });
  if (!response.ok) {
    const text = await response.text();
    throw isAdminCall
      ? failedAdminCall(response.status, text, response.statusText)
      : new ApiError(response.status, text, response.statusText);
  }
  return response;
}

/** A JSON request; the parsed answer. */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  return (await response.json()) as T;
}

/** A file download (PDF, DOCX, HTML): saves the answer under `fileName`. */
export async function apiDownload(url: string, body: unknown, fileName: string): Promise<void> {
  const response = await apiRequest("POST", url, body);
  const blob = await response.blob();
  saveBlob(blob, fileName);
}

export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
