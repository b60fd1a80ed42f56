/** Value accepted by Fastify's `trustProxy` option. */
export type TrustProxy = boolean | string | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY: `true`/`false`, a hop count (`1`: trust the nearest proxy only), or a comma list
 * of addresses, CIDRs or the names `loopback`, `linklocal`, `uniquelocal` (default `loopback`:
 * a proxy on the same host, like the shell's dev server).
 */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return list.length === 1 ? (list[0] as string) : list;
}
