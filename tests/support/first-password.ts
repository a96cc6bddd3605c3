import { readFileSync } from "node:fs";
import path from "node:path";
import { firstPasswordFileName } from "../../server/auth/bootstrap-report";

/** The generated first staff account, as an operator reads it from the file a start wrote. */
export function readFirstAdmin(dataDir: string): {
  file: string;
  username: string;
  password: string;
} {
  const file = path.join(dataDir, firstPasswordFileName);
  const text = readFileSync(file, "utf8");
  const field = (name: string) => new RegExp(`^${name}: (\\S+)$`, "m").exec(text)?.[1] ?? "";
  return { file, username: field("username"), password: field("password") };
}
