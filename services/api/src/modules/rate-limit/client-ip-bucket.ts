import { isIPv4, isIPv6 } from 'node:net';

/** IPv6 addresses are counted per /64: one subscriber line or data centre host gets a whole /64 and picks any address in it. */
export const IPV6_BUCKET_PREFIX = 64;

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail becomes the last two). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4Tail) {
    const [a = 0, b = 0, c = 0, d = 0] = v4Tail.split('.').map(Number);
    text = `${text.slice(0, -v4Tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The part of a client address a per-IP limit counts: an IPv4 address as it is (an IPv4-mapped IPv6 address too),
 * an IPv6 address by its /64 network (`2001:db8:1:2::/64`), anything else unchanged.
 */
export function clientIpBucket(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address.toLowerCase());
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] ?? 0, groups[7] ?? 0].flatMap((group) => [group >> 8, group & 0xff]).join('.');
  return `${groups
    .slice(0, IPV6_BUCKET_PREFIX / 16)
    .map((group) => group.toString(16))
    .join(':')}::/${IPV6_BUCKET_PREFIX}`;
}

const IP_SEGMENT = /^((?:.*:)?ip:)(.+)$/;

/**
 * A rule key with its client address bucketed: by convention the address comes last, after an `ip:` segment
 * (`otp:ip:<address>`, `contact:ip:<address>`), so every per-IP limit counts IPv6 clients per /64.
 */
export function bucketClientIp(key: string): string {
  const match = IP_SEGMENT.exec(key);
  if (!match) return key;
  const [, prefix = '', address = ''] = match;
  return `${prefix}${clientIpBucket(address)}`;
}
