import { RAZORPAY_LIVE_API_URL, SANDBOX_PAYOUTS } from '@invest/contracts';
import type { GatewayConfig } from './app-config.js';
import type { Env } from './env.schema.js';

/** Razorpay's public IFSC API (bank and branch of an IFSC; 404 for an unknown code). */
export const IFSC_LIVE_API_URL = 'https://ifsc.razorpay.com';

/** Deadline of one RazorpayX or IFSC call (a slower answer counts as the gateway being down). */
export const PAYOUTS_TIMEOUT_MS = 10_000;

/**
 * RazorpayX, the payouts side of the same Razorpay account (same API, keys and host as payments), and the IFSC API.
 * With a stand-in gateway (development, tests, and production only under ALLOW_SANDBOX=true) both default to the
 * stand-in: its business account and its IFSC route `<gateway>/ifsc`.
 */
export interface PayoutsConfig {
  apiUrl: string;
  keyId: string;
  keySecret: string;
  /** The RazorpayX business account (or Lite customer identifier) payouts and penny drops are debited from. */
  accountNumber: string;
  /** Base URL of the IFSC lookup: GET `<ifscApiUrl>/<IFSC>`. */
  ifscApiUrl: string;
  timeoutMs: number;
  /** True when any part is a stand-in. */
  sandbox: boolean;
}

/** Whether these settings name a stand-in (production refuses that unless ALLOW_SANDBOX=true). */
export function payoutsStandIn(env: Env): boolean {
  return (env.IFSC_API_URL ?? IFSC_LIVE_API_URL) !== IFSC_LIVE_API_URL || env.RAZORPAYX_ACCOUNT_NUMBER === SANDBOX_PAYOUTS.businessAccountNumber;
}

export function payoutsConfig(env: Env, gateway: GatewayConfig): PayoutsConfig {
  const standInGateway = gateway.apiUrl !== RAZORPAY_LIVE_API_URL;
  const accountNumber = env.RAZORPAYX_ACCOUNT_NUMBER ?? SANDBOX_PAYOUTS.businessAccountNumber;
  const ifscApiUrl = env.IFSC_API_URL ?? (standInGateway ? `${gateway.apiUrl}/ifsc` : IFSC_LIVE_API_URL);
  return {
    apiUrl: gateway.apiUrl,
    keyId: gateway.keyId,
    keySecret: gateway.keySecret,
    accountNumber,
    ifscApiUrl,
    timeoutMs: PAYOUTS_TIMEOUT_MS,
    sandbox: gateway.sandbox || ifscApiUrl !== IFSC_LIVE_API_URL || accountNumber === SANDBOX_PAYOUTS.businessAccountNumber,
  };
}
