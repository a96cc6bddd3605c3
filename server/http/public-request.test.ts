import { describe, expect, it } from "vitest";
import { asPublicRequest } from "./public-request";

describe("asPublicRequest", () => {
  it("takes SITE_URL's scheme for SITE_URL's host, keeping method, headers and body", async () => {
    const behindProxy = new Request("http://kazi.example/?index", {
      method: "POST",
      headers: { origin: "https://kazi.example", "content-type": "text/plain" },
      body: "firstName=Amina",
    });
    const request = asPublicRequest(behindProxy, "https://kazi.example");
    expect(request.url).toBe("https://kazi.example/?index");
    expect(request.method).toBe("POST");
    expect(request.headers.get("origin")).toBe("https://kazi.example");
    await expect(request.text()).resolves.toBe("firstName=Amina");
  });

  it("leaves another host, or the same scheme, as it came", () => {
    const other = new Request("http://127.0.0.1:3000/");
    expect(asPublicRequest(other, "https://kazi.example")).toBe(other);
    const same = new Request("https://kazi.example/blog");
    expect(asPublicRequest(same, "https://kazi.example")).toBe(same);
  });
});
