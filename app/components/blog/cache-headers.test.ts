import { describe, expect, it } from "vitest";
import { blogPageHeaders, cacheablePage } from "./cache-headers";

describe("blog page Cache-Control", () => {
  const fromLoader = () => new Headers(cacheablePage({}).init?.headers);

  it("lets the browser, and only the browser, keep a page its loader answered (it carries a CSP nonce)", () => {
    expect(
      blogPageHeaders({ loaderHeaders: fromLoader(), errorHeaders: undefined })["Cache-Control"],
    ).toBe("private, max-age=60");
  });

  it("never lets a 404 or a failure be stored", () => {
    // A thrown data(..., { status: 404 }): React Router passes its (empty) headers as errorHeaders.
    expect(
      blogPageHeaders({ loaderHeaders: new Headers(), errorHeaders: new Headers() })[
        "Cache-Control"
      ],
    ).toBe("no-store");
    // An unexpected exception: no loader headers and no errorHeaders at all.
    expect(
      blogPageHeaders({ loaderHeaders: new Headers(), errorHeaders: undefined })["Cache-Control"],
    ).toBe("no-store");
  });
});
