import { BlockList, isIP } from "node:net";

/**
 * Which proxies in front of the server may say who the client is (TRUST_PROXY):
 * - `{ hops: n }`: exactly n proxies always stand in front (a CDN and a load balancer: 2), so
 *   the client is the n-th address from the right of X-Forwarded-For; 0 ignores the header;
 * - `{ ranges }`: the proxies are known by address; the client is the first address, walking
 *   from the connection's peer leftwards through X-Forwarded-For, that is not in a range.
 */
export type TrustProxy = { hops: number } | { ranges: string[] };

/** Every word the former on/off setting took keeps its meaning: on is one hop. */
const onOffWords: Record<string, number> = { on: 1, true: 1, off: 0, false: 0 };

/** Reads TRUST_PROXY; a string is the problem with it. */
export function parseTrustProxy(text: string): TrustProxy | string {
  const value = text.trim().toLowerCase();
  const word = onOffWords[value];
  if (word !== undefined) return { hops: word };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? { hops } : "a hop count is at most 10";
  }
  const ranges = value.split(",").map((range) => range.trim());
  const bad = ranges.find((range) => !validRange(range));
  if (bad !== undefined) {
    return `"${bad}" is not on/off, a hop count or an address range (10.0.0.0/8, 2001:db8::/32, 192.0.2.1)`;
  }
  return { ranges };
}

function validRange(range: string): boolean {
  const [address = "", prefix, ...rest] = range.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** An IPv4 peer seen through a dual-stack socket (::ffff:10.0.0.1) is the IPv4 address. */
export function unmapIPv4(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * The client's address from the connection's peer and X-Forwarded-For. Each proxy appends the
 * address it saw, so only entries added by trusted proxies are believed: everything left of
 * them came from the client and can be forged (a fresh fake address per request would dodge
 * every limit).
 */
export function createClientAddress(trust: TrustProxy) {
  const trusted = "ranges" in trust ? blockListOf(trust.ranges) : undefined;
  const isTrusted = (address: string) => {
    const family = isIP(address);
    return family !== 0 && trusted?.check(address, family === 4 ? "ipv4" : "ipv6") === true;
  };

  return (peer: string, forwardedFor: string | undefined): string => {
    const chain = (forwardedFor ?? "")
      .split(",")
      .map((entry) => unmapIPv4(entry.trim()))
      .filter((entry) => entry !== "");
    if ("hops" in trust) {
      if (trust.hops === 0 || chain.length === 0) return peer;
      return chain[Math.max(0, chain.length - trust.hops)] ?? peer;
    }
    if (!isTrusted(peer)) return peer;
    for (let i = chain.length - 1; i >= 0; i--) {
      const entry = chain[i] as string;
      if (!isTrusted(entry)) return entry;
    }
    // Every hop is a trusted proxy: the leftmost is the nearest thing to a client.
    return chain[0] ?? peer;
  };
}

function blockListOf(ranges: string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = "", prefix] = range.split("/");
    const type = isIP(address) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}
