import { isIPv6 } from "node:net";
import { unmapIPv4 } from "../net/trust-proxy";

/**
 * The subject an address is counted under. One host (any VPS) is usually given a whole IPv6
 * /64, so counting each IPv6 address apart would give it 2^64 fresh counters: they are counted
 * by /64. IPv4 addresses, and anything that is not an address, count as they are.
 */
export function addressGroup(address: string): string {
  const plain = unmapIPv4(address);
  if (!isIPv6(plain)) return plain;
  return `${ipv6Groups(plain).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const withoutZone = address.split("%")[0] as string;
  const [head = "", tail] = withoutZone.split("::");
  const groupsOf = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) =>
          // A dotted IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) holds two groups.
          group.includes(".")
            ? group.split(".").reduce<number[]>((pair, byte, i) => {
                pair[i >> 1] = ((pair[i >> 1] ?? 0) << 8) | Number(byte);
                return pair;
              }, [])
            : [Number.parseInt(group, 16)],
        );
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array<number>(8 - first.length - last.length).fill(0);
  return [...first, ...zeros, ...last].map((group) => group.toString(16));
}
