import { RAZORPAY_LIVE_API_URL, SANDBOX_PAYOUTS } from '@invest/contracts';
import type { GatewayConfig } from './gateway-config.js';
import { IFSC_LIVE_API_URL, type PayoutsEnv } from './payouts-stand-in.js';

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

export function payoutsConfig(env: PayoutsEnv, gateway: GatewayConfig): PayoutsConfig {
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
