import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("gives the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      AI_PROVIDER: "offline",
      RATE_LIMITS: true,
      DEMO_CONTENT: true,
    });
    expect(config.DATA_DIR).toMatch(/\/data$/);
  });

  it("names every bad variable at once", () => {
    try {
      loadConfig({ PORT: "eighty", SITE_URL: "not a url", AI_PROVIDER: "skynet" });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join("\n");
      expect(problems).toContain("PORT");
      expect(problems).toContain("SITE_URL");
      expect(problems).toContain("AI_PROVIDER");
      // A bad provider is reported once, not again as a missing model.
      expect(problems).not.toContain("AI_MODEL");
    }
  });

  it("keeps SITE_URL without a trailing slash, so every link is SITE_URL + a path", () => {
    expect(loadConfig({ SITE_URL: "https://kazi.example/" }).SITE_URL).toBe("https://kazi.example");
    expect(loadConfig({ SITE_URL: "https://kazi.example" }).SITE_URL).toBe("https://kazi.example");
  });

  it("reads WHATSAPP_NUMBER and CONTACT_PHONE written any way people write a number", () => {
    for (const written of [
      "+254 700 123 456",
      "+254700123456",
      "0700 123 456",
      "0700-123-456",
      "(0)700 123 456",
      "254 700 123 456",
    ]) {
      const config = loadConfig({ WHATSAPP_NUMBER: written, CONTACT_PHONE: written });
      expect(config.WHATSAPP_NUMBER).toBe("+254700123456");
      expect(config.CONTACT_PHONE).toBe(written);
    }
    expect(loadConfig({ WHATSAPP_NUMBER: "+1 (415) 555-2671" }).WHATSAPP_NUMBER).toBe(
      "+14155552671",
    );
  });

  it("stops the start on a value that is not a phone number, naming the variable", () => {
    for (const bad of ["call us", "12345", "+254 700", ""]) {
      expect(() => loadConfig({ WHATSAPP_NUMBER: bad, CONTACT_PHONE: bad })).toThrow(
        /WHATSAPP_NUMBER: must be a phone number[\s\S]*CONTACT_PHONE: must be a phone number|CONTACT_PHONE: must be a phone number[\s\S]*WHATSAPP_NUMBER: must be a phone number/,
      );
    }
  });

  it("turns RATE_LIMITS=off into disabled limits", () => {
    expect(loadConfig({ RATE_LIMITS: "off" }).RATE_LIMITS).toBe(false);
  });

  it("reads TRUST_PROXY as off by default, a hop count or address ranges, and names a bad one", () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual({ hops: 0 });
    expect(loadConfig({ TRUST_PROXY: "on" }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8" }).TRUST_PROXY).toEqual({
      ranges: ["10.0.0.0/8"],
    });
    expect(() => loadConfig({ TRUST_PROXY: "nginx" })).toThrow(/TRUST_PROXY: "nginx" is not/);
  });

  it("needs a model name for an LLM provider", () => {
    expect(() => loadConfig({ AI_PROVIDER: "openai" })).toThrow(/AI_MODEL/);
  });

  it("names the cross-variable problems together with every other bad variable", () => {
    const problems = (() => {
      try {
        loadConfig({ PORT: "eighty", AI_PROVIDER: "openai", ADMIN_USERNAME: "boss" });
      } catch (err) {
        return (err as ConfigError).problems;
      }
      return [];
    })();
    expect(problems).toEqual([
      expect.stringMatching(/^PORT: /),
      "AI_MODEL: required when AI_PROVIDER is openai",
      "ADMIN_USERNAME: set ADMIN_USERNAME and ADMIN_PASSWORD both or neither",
    ]);
  });

  it("accepts an admin only with both name and password", () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: "long-enough-password" })).toThrow(/ADMIN_USERNAME/);
    expect(
      loadConfig({ ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "long-enough-password" }).ADMIN_USERNAME,
    ).toBe("boss");
  });

  it("gives chat half of the daily token budget unless told its share, never more than the whole", () => {
    expect(loadConfig({}).AI_CHAT_DAILY_TOKEN_BUDGET).toBe(100_000);
    expect(loadConfig({ AI_DAILY_TOKEN_BUDGET: "5001" }).AI_CHAT_DAILY_TOKEN_BUDGET).toBe(2500);
    const told = { AI_DAILY_TOKEN_BUDGET: "5000", AI_CHAT_DAILY_TOKEN_BUDGET: "4000" };
    expect(loadConfig(told).AI_CHAT_DAILY_TOKEN_BUDGET).toBe(4000);
    expect(() =>
      loadConfig({ AI_DAILY_TOKEN_BUDGET: "5000", AI_CHAT_DAILY_TOKEN_BUDGET: "6000" }),
    ).toThrow(/AI_CHAT_DAILY_TOKEN_BUDGET: must not exceed AI_DAILY_TOKEN_BUDGET/);
  });

  it("refuses ADMIN_PASSWORD_RESET without a password to reset to", () => {
    expect(() => loadConfig({ ADMIN_PASSWORD_RESET: "1" })).toThrow(
      "ADMIN_PASSWORD_RESET: needs ADMIN_USERNAME and ADMIN_PASSWORD",
    );
    const admin = { ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "long-enough-password" };
    expect(loadConfig({ ...admin, ADMIN_PASSWORD_RESET: "1" }).ADMIN_PASSWORD_RESET).toBe(true);
    expect(loadConfig(admin).ADMIN_PASSWORD_RESET).toBe(false);
  });
});

describe("loadConfig: lead alerts", () => {
  it("reads ALERT_EMAILS as a list and asks for SMTP_URL and ALERT_EMAILS together", () => {
    const config = loadConfig({
      SMTP_URL: "smtps://alerts:secret@mail.example:465",
      ALERT_EMAILS: " a@kazi.example, b@kazi.example ",
    });
    expect(config.ALERT_EMAILS).toEqual(["a@kazi.example", "b@kazi.example"]);
    expect(config.ALERT_DIGEST_HOUR).toBe(7);
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example" })).toThrow(
      /ALERT_EMAILS: set SMTP_URL and ALERT_EMAILS both or neither/,
    );
    expect(() => loadConfig({ ALERT_EMAILS: "a@kazi.example" })).toThrow(
      /SMTP_URL: set SMTP_URL and ALERT_EMAILS both or neither/,
    );
  });

  it("names a bad address, a non-SMTP URL and a webhook without its secret", () => {
    expect(() =>
      loadConfig({ SMTP_URL: "https://mail.example", ALERT_EMAILS: "a@kazi.example, nobody" }),
    ).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL[\s\S]*ALERT_EMAILS\.1: must be email addresses/,
    );
    expect(() => loadConfig({ ALERT_WEBHOOK_URL: "https://hooks.example/kazi" })).toThrow(
      /ALERT_WEBHOOK_SECRET: required when ALERT_WEBHOOK_URL is set/,
    );
    expect(() =>
      loadConfig({
        ALERT_WEBHOOK_URL: "https://hooks.example/kazi",
        ALERT_WEBHOOK_SECRET: "short",
      }),
    ).toThrow(/ALERT_WEBHOOK_SECRET: must be at least 16 characters/);
  });
});
