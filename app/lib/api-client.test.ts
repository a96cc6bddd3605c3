import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storeAdminSession } from "./admin-session";
import {
  ApiError,
  apiJson,
  apiRequest,
  failedAdminCall,
  setUnauthorizedHandler,
} from "./api-client";

/** What the browser would hold: local storage and the fetch calls the client made. */
let storage: Map<string, string>;
let calls: { url: string; init: RequestInit }[];
let answer: Response;
let sentToSignIn: number;

beforeEach(() => {
  storage = new Map();
  calls = [];
  answer = Response.json({ ok: true });
  sentToSignIn = 0;
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer;
  });
  setUnauthorizedHandler(() => {
    sentToSignIn++;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function signIn() {
  storeAdminSession({ token: "tok-123", admin: { username: "wanjiru" } });
}

function headersOf(call = calls[0]): Record<string, string> {
  return (call?.init.headers ?? {}) as Record<string, string>;
}

async function failureOf(request: Promise<unknown>): Promise<ApiError> {
  const error = await request.then(
    () => expect.unreachable("the request should fail"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("apiRequest", () => {
  it('turns a failed answer into "status: body"', async () => {
    answer = new Response('{"error":{"code":"conflict","message":"Taken"}}', {
      status: 409,
      statusText: "Conflict",
    });
    const error = await failureOf(apiJson("POST", "/api/contact", { name: "A" }));
    expect(error.message).toBe('409: {"error":{"code":"conflict","message":"Taken"}}');
    expect(error.serverMessage).toBe("Taken");
  });

  it("uses the status text when the body is empty", async () => {
    answer = new Response(null, { status: 502, statusText: "Bad Gateway" });
    expect((await failureOf(apiJson("GET", "/api/blog-posts"))).message).toBe("502: Bad Gateway");
  });

  it("sends a JSON content type only with a body", async () => {
    await apiRequest("GET", "/api/blog-posts");
    await apiRequest("POST", "/api/contact", { name: "A" });
    await apiRequest("POST", "/api/admin/upload-document", new FormData());
    expect(headersOf(calls[0])["Content-Type"]).toBeUndefined();
    expect(headersOf(calls[1])["Content-Type"]).toBe("application/json");
    expect(calls[1]?.init.body).toBe('{"name":"A"}');
    // The browser sets the multipart boundary itself.
    expect(headersOf(calls[2])["Content-Type"]).toBeUndefined();
  });

  it("sends the bearer token on staff calls only", async () => {
    signIn();
    await apiRequest("GET", "/api/admin/metrics");
    await apiRequest("GET", "/api/blog-posts");
    await apiRequest("POST", "/api/admin/login", { username: "a", password: "b" });
    expect(headersOf(calls[0]).Authorization).toBe("Bearer tok-123");
    expect(headersOf(calls[1]).Authorization).toBeUndefined();
    expect(headersOf(calls[2]).Authorization).toBeUndefined();
  });

  it("clears the stored session and goes to sign-in when a staff call answers 401", async () => {
    signIn();
    answer = new Response('{"error":{"code":"unauthorized","message":"Sign in"}}', {
      status: 401,
    });
    const error = await failureOf(apiJson("GET", "/api/admin/metrics"));
    expect(error.status).toBe(401);
    expect(storage.size).toBe(0);
    expect(sentToSignIn).toBe(1);
  });

  it("keeps the session when the sign-in itself answers 401", async () => {
    signIn();
    answer = new Response("no", { status: 401 });
    await failureOf(apiJson("POST", "/api/admin/login", {}));
    expect(storage.get("adminToken")).toBe("tok-123");
    expect(sentToSignIn).toBe(0);
  });
});

describe("failedAdminCall", () => {
  it("ends the session on a 401 only", () => {
    signIn();
    expect(failedAdminCall(500, "", "Internal Server Error").message).toBe(
      "500: Internal Server Error",
    );
    expect(storage.get("adminToken")).toBe("tok-123");
    expect(failedAdminCall(401, "expired", "Unauthorized").message).toBe("401: expired");
    expect(storage.has("adminToken")).toBe(false);
    expect(sentToSignIn).toBe(1);
  });
});
