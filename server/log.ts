import pino from "pino";

export type Logger = pino.Logger;

/**
 * JSON logs. Anything that looks like a secret is redacted wherever it appears, so a careless
 * `log.info({ body })` cannot leak a password or token.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        "password",
        "*.password",
        "currentPassword",
        "*.currentPassword",
        "newPassword",
        "*.newPassword",
        "token",
        "*.token",
        "authorization",
        "*.authorization",
        "headers.authorization",
        "AI_API_KEY",
        "*.AI_API_KEY",
        "ADMIN_PASSWORD",
        "*.ADMIN_PASSWORD",
      ],
      censor: "[redacted]",
    },
  });
}
