import { describe, expect, it } from "vitest";
import { addressGroup } from "./address-group";

describe("addressGroup", () => {
  it("counts every IPv6 address of one /64 as one subject, however it is written", () => {
    const group = addressGroup("2001:db8:aa:bb::1");
    expect(group).toBe("2001:db8:aa:bb::/64");
    for (const same of [
      "2001:db8:aa:bb:ffff:ffff:ffff:ffff",
      "2001:0DB8:00aa:00bb:0:0:0:2",
      "2001:db8:aa:bb::1.2.3.4",
      "2001:db8:aa:bb::9%eth0",
    ]) {
      expect(addressGroup(same)).toBe(group);
    }
    expect(addressGroup("2001:db8:aa:bc::1")).not.toBe(group);
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
    expect(addressGroup("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("keeps IPv4 addresses apart, a dual-stack mapped one included", () => {
    expect(addressGroup("203.0.113.9")).toBe("203.0.113.9");
    expect(addressGroup("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressGroup("203.0.113.10")).not.toBe(addressGroup("203.0.113.9"));
  });

  it("leaves what is not an address as it is", () => {
    expect(addressGroup("unknown")).toBe("unknown");
  });
});
