import { describe, expect, it } from "vitest";
import { afterSignInPath, signInPath } from "./admin-return";

const nextOf = (path: string) => new URL(path, "https://kazi.example").searchParams.get("next");

describe("returning to the staff panel after sign-in", () => {
  it("remembers a link to a lead and returns to it", () => {
    const link = "/admin/dashboard?tab=leads&lead=inquiry-12";
    const signIn = signInPath(link);
    expect(new URL(signIn, "https://kazi.example").pathname).toBe("/admin");
    expect(afterSignInPath(nextOf(signIn))).toBe(link);
  });

  it("sends the bare dashboard to the plain sign-in page", () => {
    expect(signInPath("/admin/dashboard")).toBe("/admin");
    expect(afterSignInPath(null)).toBe("/admin/dashboard");
  });

  it("never returns to another page or site", () => {
    for (const next of [
      "https://evil.example/admin/dashboard?x",
      "//evil.example",
      "/blog?x",
      "",
    ]) {
      expect(afterSignInPath(next)).toBe("/admin/dashboard");
    }
    expect(signInPath("/blog?page=2")).toBe("/admin");
  });
});
