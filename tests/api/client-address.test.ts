import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, TEST_ADMIN, type TestServer } from "../support/server";

// L3: which X-Forwarded-For entry is the client, for each TRUST_PROXY form (the address a
// sign-in was made from is read back from the audit log); M3: how IPv6 clients are counted.
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const login = (from: string, username: string, password: string) =>
  (server as TestServer).fetch("/api/admin/login", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify({ username, password }),
  });

async function signInFrom(trustProxy: string, forwardedFor: string) {
  server = await startTestServer({ TRUST_PROXY: trustProxy });
  const res = await login(forwardedFor, TEST_ADMIN.username, TEST_ADMIN.password);
  expect(res.status).toBe(200);
  const [entry] = await server.services.auth.audit.recent(1);
  return entry?.ip;
}

describe("TRUST_PROXY", () => {
  it("a hop count: CDN -> proxy -> app takes the address the CDN saw", async () => {
    // The client forged the first entry; the CDN appended the client, the proxy the CDN edge.
    expect(await signInFrom("2", "6.6.6.6, 203.0.113.9, 198.51.100.77")).toBe("203.0.113.9");
  });

  it("trusted ranges: skips every trusted proxy from the right", async () => {
    expect(
      await signInFrom("127.0.0.0/8, 198.51.100.0/24", "6.6.6.6, 203.0.113.9, 198.51.100.77"),
    ).toBe("203.0.113.9");
  });

  it("trusted ranges: ignores X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    expect(await signInFrom("10.0.0.0/8", "203.0.113.9")).toBe("127.0.0.1");
  });

  it("keeps on (one hop) working as before", async () => {
    expect(await signInFrom("on", "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
  });
});

describe("M3: IPv6 addresses are counted by /64", () => {
  it("locks a username out of a whole /64 after 5 failures from 5 of its addresses", async () => {
    server = await startTestServer({ TRUST_PROXY: "on" });
    const password = "sixer-password-1234";
    await server.services.auth.accounts.create("sixer", password);
    for (let i = 1; i <= 5; i++) {
      expect((await login(`2001:db8:aa:bb::${i}`, "sixer", `guess-${i}`)).status).toBe(401);
    }
    expect((await login("2001:db8:aa:bb:ffff:1:2:3", "sixer", password)).status).toBe(429);
    // Another /64 is another subject.
    expect((await login("2001:db8:aa:cc::1", "sixer", password)).status).toBe(200);
  });
});
