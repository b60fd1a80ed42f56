import { AMFI_LIVE_URL, SANDBOX_IDENTITY } from '@invest/contracts';
import type { Env } from './env.schema.js';
import { PROVIDER_TIMEOUT_MS } from './identity-providers-config.js';

/** Where the catalogue's market prices come from: AMFI's NAV files and a gold price feed, or the stand-in's. */
export interface MarketPricesConfig {
  /** AMFI's portal (or the stand-in): NAV history report and NAVAll.txt under it. */
  amfiUrl: string;
  /** The gold price API (GET <url>/v1/price?date=), null when production names none (gold is then not priced). */
  goldUrl: string | null;
  goldApiKey: string;
  timeoutMs: number;
  /** True when either feed is the stand-in (a non-AMFI portal, or the stand-in's gold key). */
  sandbox: boolean;
}

const standInUrl = `http://127.0.0.1:${SANDBOX_IDENTITY.port}`;

/** Whether the environment points the market-price feeds at a stand-in (production refuses it unless ALLOW_SANDBOX). */
export function marketPricesStandIn(env: Pick<Env, 'AMFI_NAV_URL' | 'GOLD_PRICE_API_KEY'>): boolean {
  return (env.AMFI_NAV_URL ?? AMFI_LIVE_URL) !== AMFI_LIVE_URL || env.GOLD_PRICE_API_KEY === SANDBOX_IDENTITY.goldPriceApiKey;
}

/** Production: AMFI itself and the configured gold feed. Elsewhere: the identity stand-in's feeds. */
export function marketPricesConfig(env: Env, isProduction: boolean): MarketPricesConfig {
  const amfiUrl = env.AMFI_NAV_URL ?? (isProduction ? AMFI_LIVE_URL : `${standInUrl}/amfi`);
  const goldApiKey = env.GOLD_PRICE_API_KEY ?? (isProduction ? '' : SANDBOX_IDENTITY.goldPriceApiKey);
  return {
    amfiUrl,
    goldUrl: env.GOLD_PRICE_API_URL ?? (isProduction ? null : `${standInUrl}/gold`),
    goldApiKey,
    timeoutMs: PROVIDER_TIMEOUT_MS,
    sandbox: marketPricesStandIn({ AMFI_NAV_URL: amfiUrl, GOLD_PRICE_API_KEY: goldApiKey }),
  };
}
