import { Hono } from "hono";
import { changePasswordRequest } from "../../../../contract/admin-auth";
import type { Services } from "../../../services";
import type { AppEnv } from "../../env";
import { readJson } from "../../read-body";

/** The signed-in admin's own account: POST /api/admin/account/password. */
export function accountRoutes(services: Services) {
  return new Hono<AppEnv>().post("/account/password", async (c) => {
    const input = await readJson(c, changePasswordRequest, 4096);
    const admin = c.get("admin");
    const { revokedSessions } = await services.auth.changePassword(
      { adminId: admin.id, sessionTokenHash: admin.sessionTokenHash, ...input },
      { ip: c.get("clientIp"), userAgent: c.req.header("user-agent") },
    );
    return c.json({ success: true as const, revokedSessions });
  });
}
