import { Hono } from "hono";
import { loginRequest } from "../../../../contract/admin-auth";
import type { Services } from "../../../services";
import type { AppEnv } from "../../env";
import { readJson } from "../../read-body";

/** POST /api/admin/login: the only admin route outside the auth middleware. */
export function loginRoutes(services: Services) {
  return new Hono<AppEnv>().post("/login", async (c) => {
    const credentials = await readJson(c, loginRequest, 4096);
    const result = await services.auth.signIn(credentials, {
      ip: c.get("clientIp"),
      userAgent: c.req.header("user-agent"),
    });
    return c.json(result);
  });
}

/** Routes for a signed-in admin's own session. */
export function sessionRoutes(services: Services) {
  return new Hono<AppEnv>()
    .post("/logout", async (c) => {
      const admin = c.get("admin");
      await services.auth.sessions.revoke(admin.sessionTokenHash);
      await services.auth.audit.record({
        event: "logout",
        username: admin.username,
        ip: c.get("clientIp"),
      });
      return c.json({ success: true });
    })
    .get("/me", (c) => {
      const { sessionTokenHash: _omit, ...admin } = c.get("admin");
      return c.json({ admin });
    });
}
