import { hash, verify } from "@node-rs/argon2";

/** OWASP's argon2id baseline (m=19 MiB, t=2, p=1). */
const options = {
  // 2 = Algorithm.Argon2id (an ambient const enum, which verbatimModuleSyntax cannot import).
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
