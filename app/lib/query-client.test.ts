import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("createQueryClient", () => {
  it("has the defaults: never stale, no refetch on focus or interval, no retries", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it("fetches a query from the URL at the head of its key, once, without retrying", async () => {
    const client = createQueryClient();
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      return new Response("down", { status: 503, statusText: "Service Unavailable" });
    });
    await expect(client.fetchQuery({ queryKey: ["/api/blog-posts"] })).rejects.toThrow("503: down");
    expect(asked).toEqual(["/api/blog-posts"]);
  });
});
