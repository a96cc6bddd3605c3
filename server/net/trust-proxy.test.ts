import { describe, expect, it } from "vitest";
import { createClientAddress, parseTrustProxy } from "./trust-proxy";

describe("parseTrustProxy", () => {
  it("keeps the former on/off words: on is one hop", () => {
    for (const on of ["on", "true", "1", "ON"]) expect(parseTrustProxy(on)).toEqual({ hops: 1 });
    for (const off of ["off", "false", "0"]) expect(parseTrustProxy(off)).toEqual({ hops: 0 });
  });

  it("takes a hop count or a list of ranges", () => {
    expect(parseTrustProxy("2")).toEqual({ hops: 2 });
    expect(parseTrustProxy(" 10.0.0.0/8, 2001:db8::/32 ,192.0.2.1")).toEqual({
      ranges: ["10.0.0.0/8", "2001:db8::/32", "192.0.2.1"],
    });
  });

  it("names what it cannot read", () => {
    for (const bad of ["yes", "10.0.0.0/33", "10.0.0.0/8, nginx", "2001:db8::/129", "99"]) {
      expect(typeof parseTrustProxy(bad)).toBe("string");
    }
  });
});

describe("the client address", () => {
  const peer = "10.0.0.2";
  const chain = "6.6.6.6, 203.0.113.9, 198.51.100.77";

  it("with no trusted proxy, is the peer, whatever the header says", () => {
    expect(createClientAddress({ hops: 0 })(peer, chain)).toBe(peer);
  });

  it("with n hops, is the n-th address from the right", () => {
    expect(createClientAddress({ hops: 1 })(peer, chain)).toBe("198.51.100.77");
    expect(createClientAddress({ hops: 2 })(peer, chain)).toBe("203.0.113.9");
    // Fewer entries than hops: the leftmost, the nearest thing to a client there is.
    expect(createClientAddress({ hops: 5 })(peer, chain)).toBe("6.6.6.6");
    expect(createClientAddress({ hops: 1 })(peer, undefined)).toBe(peer);
  });

  it("with ranges, skips trusted proxies from the right and believes no one else", () => {
    const resolve = createClientAddress({ ranges: ["10.0.0.0/8", "198.51.100.0/24"] });
    expect(resolve(peer, chain)).toBe("203.0.113.9");
    expect(resolve(peer, "198.51.100.1, 198.51.100.2")).toBe("198.51.100.1");
    expect(resolve(peer, undefined)).toBe(peer);
    // A peer outside the ranges is the client: its header is not believed.
    expect(resolve("203.0.113.50", chain)).toBe("203.0.113.50");
    // IPv6 ranges, and an IPv4 proxy seen through a dual-stack socket.
    const six = createClientAddress({ ranges: ["2001:db8::/32", "10.0.0.0/8"] });
    expect(six("2001:db8::5", "2001:db9::1, 2001:db8::7")).toBe("2001:db9::1");
    expect(six("10.1.1.1", "::ffff:10.2.2.2, 203.0.113.9, ::ffff:10.3.3.3")).toBe("203.0.113.9");
  });
});
