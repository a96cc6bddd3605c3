import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { envSchema } from "./config";
import { fromRoot } from "./paths";

/** The staff alerts' variables (mail, webhook, digest), as the server reads them. */
const alertVariables = Object.keys(envSchema.shape).filter((name) => /^(SMTP|ALERT)_/.test(name));

describe("the alert variables are documented where an operator looks", () => {
  it("finds the alert variables in the config", () => {
    expect(alertVariables).toEqual(expect.arrayContaining(["SMTP_URL", "ALERT_WEBHOOK_URL"]));
  });

  it.each(["README.md", ".env.example", "docs/deployment.md"])("%s names every one", (file) => {
    const text = readFileSync(fromRoot(file), "utf8");
    for (const name of alertVariables) expect(text, name).toContain(name);
  });
});
