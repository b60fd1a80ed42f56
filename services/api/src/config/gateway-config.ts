import { RAZORPAY_LIVE_API_URL, SANDBOX_GATEWAY } from '@invest/contracts';
import type { Env } from './env.schema.js';

/** The Razorpay account the API talks to: Razorpay itself, or the local stand-in that speaks its protocol. */
export interface GatewayConfig {
  apiUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** True when apiUrl is not Razorpay's own (the UI then says "Sandbox payments"). */
  sandbox: boolean;
  merchantName: string;
}

/** Production: the keys from the environment (the schema requires them). Elsewhere: the local stand-in's. */
export function gatewayConfig(env: Env, isProduction: boolean): GatewayConfig {
  const apiUrl = env.RAZORPAY_API_URL ?? (isProduction ? RAZORPAY_LIVE_API_URL : `http://127.0.0.1:${SANDBOX_GATEWAY.port}`);
  return {
    apiUrl,
    keyId: env.RAZORPAY_KEY_ID ?? SANDBOX_GATEWAY.keyId,
    keySecret: env.RAZORPAY_KEY_SECRET ?? SANDBOX_GATEWAY.keySecret,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? SANDBOX_GATEWAY.webhookSecret,
    sandbox: apiUrl !== RAZORPAY_LIVE_API_URL,
    merchantName: env.PAYMENTS_MERCHANT_NAME,
  };
}
