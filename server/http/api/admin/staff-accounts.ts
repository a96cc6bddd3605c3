import type { Context } from "hono";
import { Hono } from "hono";
import { newStaffAccountRequest, staffAccountChange } from "../../../../contract/admin-accounts";
import type { Actor } from "../../../auth/staff-accounts";
import type { Services } from "../../../services";
import type { AppEnv } from "../../env";
import { pathId } from "../../params";
import { readJson } from "../../read-body";

const actorOf = (c: Context<AppEnv>): Actor => {
  const { id, username } = c.get("admin");
  return { id, username, ip: c.get("clientIp") };
};

/**
 * The Accounts tab, mounted under /accounts behind the owner check (index.ts): list, add,
 * change a role, disable or enable, reset a password, remove.
 */
export function staffAccountRoutes(services: Services) {
  const staff = services.auth.staff;
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ accounts: await staff.list() }))
    .post("/", async (c) => {
      const input = await readJson(c, newStaffAccountRequest, 4096);
      return c.json(await staff.add(actorOf(c), input), 201);
    })
    .patch("/:id", async (c) => {
      const id = pathId(c);
      const change = await readJson(c, staffAccountChange, 4096);
      return c.json({ account: await staff.change(actorOf(c), id, change) });
    })
    .post("/:id/password-reset", async (c) =>
      c.json(await staff.resetPassword(actorOf(c), pathId(c))),
    )
    .delete("/:id", async (c) => {
      await staff.remove(actorOf(c), pathId(c));
      return c.json({ success: true as const });
    });
}
