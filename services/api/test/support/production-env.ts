import { randomBytes } from 'node:crypto';
import { SANDBOX_GATEWAY, SANDBOX_IDENTITY } from '@invest/contracts';
import type { TestDatabase } from './test-database.js';

/**
 * NODE_ENV=production with fresh secrets and the provider keys of the stand-ins startTestApp runs (Razorpay, MSG91,
 * Cashfree). Production refuses those stand-ins unless ALLOW_SANDBOX=true is added, as the compose sandbox profile does.
 * On the embedded database, production needs it named explicitly (DATABASE_URL=embedded:).
 */
export function productionEnv(database: TestDatabase): Record<string, string> {
  return {
    NODE_ENV: 'production',
    ...(database.kind === 'sqljs' ? { DATABASE_URL: 'embedded:' } : {}),
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    OTP_PEPPER: randomBytes(24).toString('base64url'),
    RAZORPAY_KEY_ID: SANDBOX_GATEWAY.keyId,
    RAZORPAY_KEY_SECRET: SANDBOX_GATEWAY.keySecret,
    RAZORPAY_WEBHOOK_SECRET: SANDBOX_GATEWAY.webhookSecret,
    MSG91_AUTH_KEY: SANDBOX_IDENTITY.msg91AuthKey,
    MSG91_TEMPLATE_ID: SANDBOX_IDENTITY.msg91TemplateId,
    MSG91_SENDER_ID: SANDBOX_IDENTITY.msg91SenderId,
    CASHFREE_CLIENT_ID: SANDBOX_IDENTITY.cashfreeClientId,
    CASHFREE_CLIENT_SECRET: SANDBOX_IDENTITY.cashfreeClientSecret,
  };
}
