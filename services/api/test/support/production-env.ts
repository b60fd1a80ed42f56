import { randomBytes } from 'node:crypto';
import { SANDBOX_GATEWAY, SANDBOX_IDENTITY, TEXT_EVENTS, TEXT_TEMPLATES } from '@invest/contracts';
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
    // The transactional texts' templates: production requires them whenever texts may go to MSG91 itself.
    MSG91_TEXT_TEMPLATE_IDS: TEXT_EVENTS.map((event) => `${event}=${TEXT_TEMPLATES[event].sandboxTemplateId}`).join(','),
    MSG91_SENDER_ID: SANDBOX_IDENTITY.msg91SenderId,
    CASHFREE_CLIENT_ID: SANDBOX_IDENTITY.cashfreeClientId,
    CASHFREE_CLIENT_SECRET: SANDBOX_IDENTITY.cashfreeClientSecret,
  };
}

/**
 * NODE_ENV=production as a live deployment configures it: fresh secrets, MySQL, and live-looking provider keys (no
 * stand-in), for the configuration's own unit tests. `dataDir` keeps development secrets out of the repository.
 */
export function liveProductionEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    // Production names its database (the embedded one only as DATABASE_URL=embedded:).
    DATABASE_URL: 'mysql://invest:secret@mysql:3306/invest',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    OTP_PEPPER: randomBytes(24).toString('base64url'),
    RAZORPAY_KEY_ID: 'rzp_live_TestOnlyKey01',
    RAZORPAY_KEY_SECRET: randomBytes(18).toString('base64url'),
    RAZORPAY_WEBHOOK_SECRET: randomBytes(18).toString('base64url'),
    RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
    MSG91_AUTH_KEY: 'live-msg91-key',
    MSG91_TEMPLATE_ID: 'live-otp-template',
    MSG91_TEXT_TEMPLATE_IDS: TEXT_EVENTS.map((event, index) => `${event}=12070000000000${index}`).join(','),
    MSG91_SENDER_ID: 'SLDSTP',
    CASHFREE_CLIENT_ID: 'CF_LIVE_CLIENT',
    CASHFREE_CLIENT_SECRET: 'live-cashfree-secret',
  };
}
