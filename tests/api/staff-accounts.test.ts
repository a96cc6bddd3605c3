import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  FirstPasswordResponse,
  StaffAccount,
  StaffAccountList,
} from "../../contract/admin-accounts";
import { startTestServer, TEST_ADMIN, type TestServer } from "../support/server";

let server: TestServer;
/** The owner made from ADMIN_USERNAME at start (TEST_ADMIN). */
let owner: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signIn();
});
afterAll(() => server.close());

const send = (method: string, path: string, token: string, body?: unknown) =>
  server.fetch(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: object } })
    .error;
}

async function signIn(username: string, password: string) {
  const res = await server.post("/api/admin/login", { username, password });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    token: string;
    admin: { role: string; mustChangePassword: boolean };
  };
}

/** Adds an account as the owner and signs it in with its first password, then changes it. */
async function addAccount(username: string, role: "owner" | "consultant") {
  const res = await send("POST", "/api/admin/accounts", owner, {
    username,
    email: `${username}@example.co.ke`,
    role,
  });
  expect(res.status).toBe(201);
  const added = (await res.json()) as FirstPasswordResponse;
  const first = await signIn(username, added.firstPassword);
  const password = `${username}-own-password-1`;
  const changed = await server.post(
    "/api/admin/account/password",
    { currentPassword: added.firstPassword, newPassword: password },
    first.token,
  );
  expect(changed.status).toBe(200);
  return { account: added.account, token: first.token, password };
}

async function audit(count: number) {
  return (await server.services.auth.audit.recent(count)).map(
    (e) => `${e.event} by ${e.username}: ${e.detail}`,
  );
}

async function listed(username: string): Promise<StaffAccount | undefined> {
  const res = await send("GET", "/api/admin/accounts", owner);
  expect(res.status).toBe(200);
  return ((await res.json()) as StaffAccountList).accounts.find((a) => a.username === username);
}

describe("roles", () => {
  it("makes the start's account an owner", async () => {
    const me = await send("GET", "/api/admin/me", owner);
    expect(((await me.json()) as { admin: { role: string } }).admin.role).toBe("owner");
    expect(await listed(TEST_ADMIN.username)).toMatchObject({ role: "owner", disabled: false });
  });

  it("adds a consultant with a first password that must be changed before anything else", async () => {
    const res = await send("POST", "/api/admin/accounts", owner, {
      username: "wanjiru",
      email: "wanjiru@example.co.ke",
      role: "consultant",
    });
    expect(res.status).toBe(201);
    const added = (await res.json()) as FirstPasswordResponse;
    expect(added.account).toEqual({
      id: expect.any(Number),
      username: "wanjiru",
      email: "wanjiru@example.co.ke",
      role: "consultant",
      disabled: false,
      mustChangePassword: true,
      createdAt: expect.any(String),
    });
    expect(Buffer.from(added.firstPassword, "base64url").length).toBe(18);
    expect(await audit(1)).toEqual([
      `account_created by ${TEST_ADMIN.username}: account wanjiru (id ${added.account.id}), consultant`,
    ]);

    const session = await signIn("wanjiru", added.firstPassword);
    expect(session.admin).toMatchObject({ role: "consultant", mustChangePassword: true });
    const blocked = await send("GET", "/api/admin/metrics", session.token);
    expect(blocked.status).toBe(403);
    expect((await errorOf(blocked)).code).toBe("password_change_required");
  });

  it("lets a consultant use the panel but answers 403 on every accounts route", async () => {
    const { account, token } = await addAccount("otieno", "consultant");
    expect((await send("GET", "/api/admin/metrics", token)).status).toBe(200);
    const before = await audit(1);
    for (const [method, path, body] of [
      ["GET", "/api/admin/accounts", undefined],
      ["POST", "/api/admin/accounts", { username: "x-y-z", email: "x@example.com", role: "owner" }],
      ["PATCH", `/api/admin/accounts/${account.id}`, { role: "owner" }],
      ["POST", `/api/admin/accounts/${account.id}/password-reset`, undefined],
      ["DELETE", `/api/admin/accounts/${account.id}`, undefined],
    ] as const) {
      const res = await send(method, path, token, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await errorOf(res)).toEqual({
        code: "forbidden",
        message: "Only an owner can manage staff accounts.",
      });
    }
    // Nothing changed: still a consultant, and nothing was audited.
    expect(await listed("otieno")).toMatchObject({ role: "consultant" });
    expect(await audit(1)).toEqual(before);
  });

  it("promotes a consultant to owner, who may then manage accounts", async () => {
    const { account, token } = await addAccount("akinyi", "consultant");
    const res = await send("PATCH", `/api/admin/accounts/${account.id}`, owner, { role: "owner" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { account: StaffAccount }).account.role).toBe("owner");
    expect(await audit(1)).toEqual([
      `account_role_changed by ${TEST_ADMIN.username}: account akinyi (id ${account.id}): consultant -> owner`,
    ]);
    // The same session, no new sign-in: the role is read on every request.
    expect((await send("GET", "/api/admin/accounts", token)).status).toBe(200);
  });

  it("refuses bad input with the field and changes nothing", async () => {
    const bad = await send("POST", "/api/admin/accounts", owner, {
      username: "has space",
      email: "not-an-email",
      role: "admin",
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({
      username: "Use letters, digits, dots, dashes and underscores only",
      email: "Enter a valid email address",
      role: "Choose owner or consultant",
    });
    const taken = await send("POST", "/api/admin/accounts", owner, {
      username: TEST_ADMIN.username,
      email: "someone-else@example.com",
      role: "consultant",
    });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).message).toBe(
      "An account with this username or email already exists.",
    );
    const unknown = await send("PATCH", "/api/admin/accounts/999999", owner, { disabled: true });
    expect(unknown.status).toBe(404);
    const both = await send("PATCH", "/api/admin/accounts/1", owner, {
      role: "owner",
      disabled: true,
    });
    expect(both.status).toBe(400);
    expect(await listed("has space")).toBeUndefined();
  });
});

describe("disable, enable, remove", () => {
  it("ends a disabled account's sessions at once and refuses its sign-in until enabled", async () => {
    const { account, token, password } = await addAccount("kamau", "consultant");
    const second = (await signIn("kamau", password)).token;
    const disabled = await send("PATCH", `/api/admin/accounts/${account.id}`, owner, {
      disabled: true,
    });
    expect(disabled.status).toBe(200);
    expect(((await disabled.json()) as { account: StaffAccount }).account.disabled).toBe(true);
    for (const t of [token, second]) {
      expect((await send("GET", "/api/admin/metrics", t)).status).toBe(401);
    }
    const refused = await server.post("/api/admin/login", { username: "kamau", password });
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).message).toBe(
      "This account is disabled. Ask an owner to enable it.",
    );

    const enabled = await send("PATCH", `/api/admin/accounts/${account.id}`, owner, {
      disabled: false,
    });
    expect(enabled.status).toBe(200);
    // Old sessions stay ended; a new sign-in works.
    expect((await send("GET", "/api/admin/metrics", token)).status).toBe(401);
    const fresh = await signIn("kamau", password);
    expect((await send("GET", "/api/admin/metrics", fresh.token)).status).toBe(200);
    expect(await audit(3)).toEqual([
      `sign_in by kamau: null`,
      `account_enabled by ${TEST_ADMIN.username}: account kamau (id ${account.id})`,
      `sign_in_failed by kamau: account disabled`,
    ]);
  });

  it("removes an account: its session gets 401 and the name is free again", async () => {
    const { account, token } = await addAccount("njoroge", "consultant");
    const removed = await send("DELETE", `/api/admin/accounts/${account.id}`, owner);
    expect(removed.status).toBe(200);
    expect((await send("GET", "/api/admin/me", token)).status).toBe(401);
    expect(await listed("njoroge")).toBeUndefined();
    expect(await audit(1)).toEqual([
      `account_removed by ${TEST_ADMIN.username}: account njoroge (id ${account.id}), consultant`,
    ]);
    expect((await send("DELETE", `/api/admin/accounts/${account.id}`, owner)).status).toBe(404);
  });

  it("resets a password: sessions end, the old password stops, the new one must be changed", async () => {
    const { account, token, password } = await addAccount("chebet", "consultant");
    const res = await send("POST", `/api/admin/accounts/${account.id}/password-reset`, owner);
    expect(res.status).toBe(200);
    const reset = (await res.json()) as FirstPasswordResponse;
    expect(reset.account.mustChangePassword).toBe(true);
    expect((await send("GET", "/api/admin/me", token)).status).toBe(401);
    expect((await server.post("/api/admin/login", { username: "chebet", password })).status).toBe(
      401,
    );
    const session = await signIn("chebet", reset.firstPassword);
    expect(session.admin.mustChangePassword).toBe(true);
    expect((await send("GET", "/api/admin/metrics", session.token)).status).toBe(403);
    expect(await audit(3)).toEqual([
      `sign_in by chebet: null`,
      "sign_in_failed by chebet: null",
      `account_password_reset by ${TEST_ADMIN.username}: account chebet (id ${account.id})`,
    ]);
  });
});

describe("an owner's own account and the last owner", () => {
  it("refuses to disable, demote, remove or reset oneself with 400, changing nothing", async () => {
    const me = (await listed(TEST_ADMIN.username)) as StaffAccount;
    const url = `/api/admin/accounts/${me.id}`;
    const before = await audit(1);
    for (const [method, path, body, message] of [
      ["PATCH", url, { disabled: true }, "You cannot disable your own account: ask another owner."],
      ["PATCH", url, { role: "consultant" }, "You cannot change your own role: ask another owner."],
      ["DELETE", url, undefined, "You cannot remove your own account: ask another owner."],
      [
        "POST",
        `${url}/password-reset`,
        undefined,
        "Change your own password from Account, with your current one.",
      ],
    ] as const) {
      const res = await send(method, path, owner, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    }
    expect(await listed(TEST_ADMIN.username)).toMatchObject({ role: "owner", disabled: false });
    expect((await send("GET", "/api/admin/me", owner)).status).toBe(200);
    expect(await audit(1)).toEqual(before);
  });

  it("leaves one active owner when two owners disable each other at once", async () => {
    const a = await addAccount("owner-a", "owner");
    const b = await addAccount("owner-b", "owner");
    // Leave only these two owners active, so that one of them must survive the race.
    const akinyi = (await listed("akinyi")) as StaffAccount;
    const starter = (await listed(TEST_ADMIN.username)) as StaffAccount;
    const retire = (id: number, token: string) =>
      send("PATCH", `/api/admin/accounts/${id}`, token, { disabled: true });
    expect((await retire(akinyi.id, owner)).status).toBe(200);
    expect((await retire(starter.id, a.token)).status).toBe(200);

    const answers = await Promise.all([
      retire(b.account.id, a.token),
      retire(a.account.id, b.token),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    // The loser was refused: either its session ended first (401) or it found the other the
    // last active owner (409).
    expect([401, 409]).toContain(statuses[1]);
    const loser = answers.find((r) => r.status !== 200) as Response;
    if (loser.status === 409) {
      expect((await errorOf(loser)).message).toMatch(
        /^owner-[ab] is the last active owner: make another account an owner first\.$/,
      );
    }
    const owners = (await server.services.auth.staff.list()).filter(
      (x) => x.role === "owner" && !x.disabled,
    );
    expect(owners).toHaveLength(1);
  });
});
