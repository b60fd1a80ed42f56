import { AMFI_LIVE_URL, CASHFREE_VERIFICATION_LIVE_API_URL, MSG91_LIVE_API_URL, RAZORPAY_LIVE_API_URL, SANDBOX_GATEWAY, TEXT_EVENTS } from '@invest/contracts';
import { z } from 'zod';
import { IFSC_LIVE_API_URL } from './payouts-stand-in.js';
import { sandboxValueRefusal, sandboxValuesIn } from './sandbox-values.js';
import { parseTextTemplateIds } from './text-template-ids.js';

/** Treat `VAR=` (set but empty) the same as an unset variable. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());

/** DATABASE_URL naming the embedded (sql.js) database explicitly: the only way production runs on it. */
export const EMBEDDED_DATABASE_URL = 'embedded:';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function isBase64Key32(value: string): boolean {
  return /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32;
}

/** An http(s) URL without query or fragment, e.g. https://api.cashfree.com/verification (no trailing slash). */
function isBaseUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash && !value.endsWith('/');
  } catch {
    return false;
  }
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/** The SMS (MSG91) and KYC (Cashfree Verification) keys production needs. */
const IDENTITY_PROVIDER_KEYS = ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID', 'MSG91_SENDER_ID', 'CASHFREE_CLIENT_ID', 'CASHFREE_CLIENT_SECRET'] as const;

/**
 * The environment the API reads, validated once at boot. Defaults are for local development;
 * production refuses to start without its three secrets (see `superRefine`).
 */
export const envSchema = z
  .object({
    NODE_ENV: z.preprocess(blankToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: optionalString.default('0.0.0.0'),
    /** Prometheus' port (GET /metrics), apart from the public one; 0 turns it off. */
    METRICS_PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(9464)),
    /** A mysql:// URL, or `embedded:` naming the embedded database (unset: embedded too, outside production). */
    DATABASE_URL: optionalString.refine(
      (value) => value === undefined || value === EMBEDDED_DATABASE_URL || /^mysql:\/\/.+/.test(value),
      `DATABASE_URL must be a mysql:// URL or ${EMBEDDED_DATABASE_URL} (leave it unset for the embedded database in development).`,
    ),
    DATA_DIR: optionalString,
    CORS_ORIGINS: optionalString
      .default('http://localhost:8080')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .refine((origins) => !origins.includes('*'), 'CORS_ORIGINS may not contain "*" (credentials are allowed).')
      .refine((origins) => origins.every(isOrigin), 'CORS_ORIGINS must be a comma list of origins like http://localhost:8080.'),
    LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(LOG_LEVELS).default('info')),
    OTP_IP_LIMIT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(30)),
    /** OTP sends, and separately OTP checks, the whole platform takes in a minute from every client together. */
    OTP_GLOBAL_LIMIT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(3000)),
    TRUST_PROXY: optionalString.default('loopback'),
    /** Swagger UI and /api/docs-json; unset: on outside production, off in production. */
    API_DOCS: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
    SESSION_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, 'SESSION_SECRET must be at least 32 characters.'),
    FIELD_ENCRYPTION_KEY: optionalString.refine(
      (value) => value === undefined || isBase64Key32(value),
      'FIELD_ENCRYPTION_KEY must be 32 bytes encoded as base64 (openssl rand -base64 32).',
    ),
    OTP_PEPPER: optionalString.refine((value) => value === undefined || value.length >= 16, 'OTP_PEPPER must be at least 16 characters.'),
    /** Razorpay's REST API; unset: Razorpay itself in production, the local stand-in otherwise. */
    RAZORPAY_API_URL: optionalString.refine(
      (value) => value === undefined || isOrigin(value),
      'RAZORPAY_API_URL must be an origin like https://api.razorpay.com.',
    ),
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    /** The RazorpayX business account (or Lite customer identifier) payouts and penny drops are debited from. */
    RAZORPAYX_ACCOUNT_NUMBER: optionalString.refine(
      (value) => value === undefined || /^[A-Za-z0-9]{6,40}$/.test(value),
      'RAZORPAYX_ACCOUNT_NUMBER must be the RazorpayX account number (letters and digits, as the dashboard shows it).',
    ),
    /** Razorpay's IFSC API; unset: https://ifsc.razorpay.com, or `<RAZORPAY_API_URL>/ifsc` while the gateway is a stand-in. */
    IFSC_API_URL: optionalString.refine(
      (value) => value === undefined || isBaseUrl(value),
      'IFSC_API_URL must be a URL like https://ifsc.razorpay.com (no trailing slash).',
    ),
    /** Production runs a stand-in (gateway, SMS, KYC) only when this is exactly `true`. */
    ALLOW_SANDBOX: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('false')).transform((value) => value === 'true'),
    /** Merchant name shown in the gateway's checkout. */
    PAYMENTS_MERCHANT_NAME: optionalString.default('Solidstep Invest'),
    /** MSG91's API (Flow "send SMS"); unset: MSG91 itself in production, the local stand-in otherwise. */
    MSG91_API_URL: optionalString.refine((value) => value === undefined || isOrigin(value), 'MSG91_API_URL must be an origin like https://control.msg91.com.'),
    MSG91_AUTH_KEY: optionalString,
    /** The DLT-registered OTP template on MSG91 (its text carries ##otp##). */
    MSG91_TEMPLATE_ID: optionalString,
    /**
     * The DLT-registered templates of the transactional texts on MSG91, `event=template id` pairs separated by commas
     * (`payment_received=1207…,payout_sent=…`, every event of TEXT_EVENTS); unset: the stand-in's ids.
     */
    MSG91_TEXT_TEMPLATE_IDS: optionalString.refine(
      (value) => value === undefined || parseTextTemplateIds(value) !== null,
      `MSG91_TEXT_TEMPLATE_IDS must name a template id for each of ${TEXT_EVENTS.join(', ')} as event=id pairs separated by commas.`,
    ),
    /**
     * The Hindi DLT templates on MSG91 (issue 33; each language's template is registered separately): the OTP's, and
     * the transactional texts' as `event=template id` pairs like MSG91_TEXT_TEMPLATE_IDS. Both or neither. Unset: the
     * stand-in's Hindi ids while texts go to the stand-in; with MSG91 itself, Hindi investors get the English texts
     * (logged at start-up) until the Hindi templates are registered and named here.
     */
    MSG91_TEMPLATE_ID_HI: optionalString,
    MSG91_TEXT_TEMPLATE_IDS_HI: optionalString.refine(
      (value) => value === undefined || parseTextTemplateIds(value) !== null,
      `MSG91_TEXT_TEMPLATE_IDS_HI must name a template id for each of ${TEXT_EVENTS.join(', ')} as event=id pairs separated by commas.`,
    ),
    /** The DLT header (6 letters) the texts come from. */
    MSG91_SENDER_ID: optionalString.refine(
      (value) => value === undefined || /^[A-Z]{6}$/.test(value),
      'MSG91_SENDER_ID must be the 6-letter DLT header, e.g. SLDSTP.',
    ),
    /** Cashfree's Verification API (Aadhaar OTP e-KYC, PAN); unset: Cashfree itself in production, the stand-in otherwise. */
    CASHFREE_VERIFICATION_API_URL: optionalString.refine(
      (value) => value === undefined || isBaseUrl(value),
      'CASHFREE_VERIFICATION_API_URL must be a URL like https://api.cashfree.com/verification (no trailing slash).',
    ),
    CASHFREE_CLIENT_ID: optionalString,
    CASHFREE_CLIENT_SECRET: optionalString,
    /** AMFI's portal (NAV files of mutual funds); unset: AMFI itself in production, the stand-in otherwise. */
    AMFI_NAV_URL: optionalString.refine((value) => value === undefined || isBaseUrl(value), 'AMFI_NAV_URL must be a URL like https://portal.amfiindia.com.'),
    /** The gold price feed (GET <url>/v1/price?date=YYYY-MM-DD); unset: none in production, the stand-in otherwise. */
    GOLD_PRICE_API_URL: optionalString.refine((value) => value === undefined || isBaseUrl(value), 'GOLD_PRICE_API_URL must be a URL (no trailing slash).'),
    GOLD_PRICE_API_KEY: optionalString,
    /**
     * Test only (e2e): a file whose text sets the API's clock (an ISO instant, or ±milliseconds from real time; empty
     * or missing: real time). Production refuses it.
     */
    TEST_CLOCK_FILE: optionalString,
  })
  .superRefine((env, ctx) => {
    if ((env.MSG91_TEMPLATE_ID_HI === undefined) !== (env.MSG91_TEXT_TEMPLATE_IDS_HI === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.MSG91_TEMPLATE_ID_HI === undefined ? 'MSG91_TEMPLATE_ID_HI' : 'MSG91_TEXT_TEMPLATE_IDS_HI'],
        message: 'MSG91_TEMPLATE_ID_HI and MSG91_TEXT_TEMPLATE_IDS_HI name the Hindi templates together: set both or neither.',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    for (const key of [
      'SESSION_SECRET',
      'FIELD_ENCRYPTION_KEY',
      'OTP_PEPPER',
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
      ...IDENTITY_PROVIDER_KEYS,
    ] as const) {
      if (env[key] === undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when NODE_ENV=production.` });
      }
    }
    // A stand-in named by its URL is refused here; one named by a published key or account number, below (one line each).
    const gatewayUrlStandIn = (env.RAZORPAY_API_URL ?? RAZORPAY_LIVE_API_URL) !== RAZORPAY_LIVE_API_URL;
    const standIn = gatewayUrlStandIn || env.RAZORPAY_KEY_ID === SANDBOX_GATEWAY.keyId;
    if (gatewayUrlStandIn && !env.ALLOW_SANDBOX) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_API_URL'],
        message: 'the payment gateway points at a stand-in; production refuses it unless ALLOW_SANDBOX=true names it explicitly.',
      });
    }
    // Payouts go through the same Razorpay account: its business account number is needed once the gateway is live.
    if (!standIn && env.RAZORPAYX_ACCOUNT_NUMBER === undefined) {
      ctx.addIssue({ code: 'custom', path: ['RAZORPAYX_ACCOUNT_NUMBER'], message: 'RAZORPAYX_ACCOUNT_NUMBER is required when NODE_ENV=production.' });
    }
    if ((env.IFSC_API_URL ?? IFSC_LIVE_API_URL) !== IFSC_LIVE_API_URL && !env.ALLOW_SANDBOX) {
      ctx.addIssue({
        code: 'custom',
        path: ['IFSC_API_URL'],
        message: 'payouts (the IFSC lookup) point at a stand-in; production refuses it unless ALLOW_SANDBOX=true names it explicitly.',
      });
    }
    const smsStandIn = (env.MSG91_API_URL ?? MSG91_LIVE_API_URL) !== MSG91_LIVE_API_URL;
    if (smsStandIn && !env.ALLOW_SANDBOX) {
      ctx.addIssue({
        code: 'custom',
        path: ['MSG91_API_URL'],
        message: 'the SMS provider points at a stand-in; production refuses it unless ALLOW_SANDBOX=true names it explicitly.',
      });
    }
    if (!smsStandIn && env.MSG91_TEXT_TEMPLATE_IDS === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['MSG91_TEXT_TEMPLATE_IDS'],
        message: 'MSG91_TEXT_TEMPLATE_IDS is required when NODE_ENV=production and texts go through MSG91 itself.',
      });
    }
    const kycStandIn = (env.CASHFREE_VERIFICATION_API_URL ?? CASHFREE_VERIFICATION_LIVE_API_URL) !== CASHFREE_VERIFICATION_LIVE_API_URL;
    if (kycStandIn && !env.ALLOW_SANDBOX) {
      ctx.addIssue({
        code: 'custom',
        path: ['CASHFREE_VERIFICATION_API_URL'],
        message: 'the KYC provider points at a stand-in; production refuses it unless ALLOW_SANDBOX=true names it explicitly.',
      });
    }
    if (!env.ALLOW_SANDBOX) {
      for (const name of sandboxValuesIn(env)) ctx.addIssue({ code: 'custom', path: [name], message: sandboxValueRefusal(name) });
    }
    if ((env.AMFI_NAV_URL ?? AMFI_LIVE_URL) !== AMFI_LIVE_URL && !env.ALLOW_SANDBOX) {
      ctx.addIssue({
        code: 'custom',
        path: ['AMFI_NAV_URL'],
        message: 'the market-price feed (AMFI NAVs) points at a stand-in; production refuses it unless ALLOW_SANDBOX=true names it explicitly.',
      });
    }
    if (env.DATABASE_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: `DATABASE_URL is required when NODE_ENV=production: a mysql:// URL, or ${EMBEDDED_DATABASE_URL} to run on the embedded stand-in explicitly.`,
      });
    }
    if (env.TEST_CLOCK_FILE !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK_FILE'],
        message: 'TEST_CLOCK_FILE moves the clock for tests; production refuses it (unset it).',
      });
    }
    if (env.TRUST_PROXY === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message: 'TRUST_PROXY=true lets any client choose its address (X-Forwarded-For); name the proxies in front: a hop count (1) or their addresses/CIDRs.',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;
export type LogLevel = (typeof LOG_LEVELS)[number];
