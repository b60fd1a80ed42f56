import { CASHFREE_VERIFICATION_LIVE_API_URL, MSG91_LIVE_API_URL, SANDBOX_IDENTITY, type TextEvent } from '@invest/contracts';
import type { Env } from './env.schema.js';
import { parseTextTemplateIds, SANDBOX_HINDI_TEXT_TEMPLATE_IDS, SANDBOX_TEXT_TEMPLATE_IDS } from './text-template-ids.js';

/** Default request deadline of the SMS and KYC providers (a slower answer counts as the provider being down). */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** One language's DLT templates at MSG91: the OTP's and each transactional text's. */
export interface SmsLanguageTemplates {
  templateId: string;
  textTemplateIds: Readonly<Record<TextEvent, string>>;
}

/** The MSG91 account texts go through: MSG91 itself, or the local stand-in that speaks its Flow API. */
export interface SmsProviderConfig {
  apiUrl: string;
  authKey: string;
  /** The OTP template. */
  templateId: string;
  /** The transactional texts' templates, one per event (modules/texts). */
  textTemplateIds: Readonly<Record<TextEvent, string>>;
  /**
   * The Hindi templates (MSG91_TEMPLATE_ID_HI, MSG91_TEXT_TEMPLATE_IDS_HI; the stand-in's by default); null when
   * texts go through MSG91 itself and none are named: Hindi investors then get the English texts.
   */
  hindi: SmsLanguageTemplates | null;
  senderId: string;
  timeoutMs: number;
  /** True when apiUrl is not MSG91's own or the key is the stand-in's. */
  sandbox: boolean;
}

/** The Cashfree Verification account KYC goes through (Aadhaar OTP e-KYC, PAN), or the stand-in. */
export interface KycProviderConfig {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  /** True when apiUrl is not Cashfree's production API or the client id is the stand-in's. */
  sandbox: boolean;
}

const standInUrl = `http://127.0.0.1:${SANDBOX_IDENTITY.port}`;

/** Production: the keys from the environment (the schema requires them). Elsewhere: the local stand-in's. */
export function smsProviderConfig(env: Env, isProduction: boolean): SmsProviderConfig {
  const apiUrl = env.MSG91_API_URL ?? (isProduction ? MSG91_LIVE_API_URL : standInUrl);
  const authKey = env.MSG91_AUTH_KEY ?? SANDBOX_IDENTITY.msg91AuthKey;
  const sandbox = apiUrl !== MSG91_LIVE_API_URL || authKey === SANDBOX_IDENTITY.msg91AuthKey;
  const hindiTexts = env.MSG91_TEXT_TEMPLATE_IDS_HI === undefined ? null : parseTextTemplateIds(env.MSG91_TEXT_TEMPLATE_IDS_HI);
  const sandboxHindi = { templateId: SANDBOX_IDENTITY.msg91HindiTemplateId, textTemplateIds: SANDBOX_HINDI_TEXT_TEMPLATE_IDS };
  return {
    apiUrl,
    authKey,
    templateId: env.MSG91_TEMPLATE_ID ?? SANDBOX_IDENTITY.msg91TemplateId,
    textTemplateIds: (env.MSG91_TEXT_TEMPLATE_IDS === undefined ? null : parseTextTemplateIds(env.MSG91_TEXT_TEMPLATE_IDS)) ?? SANDBOX_TEXT_TEMPLATE_IDS,
    hindi:
      env.MSG91_TEMPLATE_ID_HI !== undefined && hindiTexts !== null
        ? { templateId: env.MSG91_TEMPLATE_ID_HI, textTemplateIds: hindiTexts }
        : sandbox
          ? sandboxHindi
          : null,
    senderId: env.MSG91_SENDER_ID ?? SANDBOX_IDENTITY.msg91SenderId,
    timeoutMs: PROVIDER_TIMEOUT_MS,
    sandbox,
  };
}

export function kycProviderConfig(env: Env, isProduction: boolean): KycProviderConfig {
  const apiUrl = env.CASHFREE_VERIFICATION_API_URL ?? (isProduction ? CASHFREE_VERIFICATION_LIVE_API_URL : `${standInUrl}/verification`);
  const clientId = env.CASHFREE_CLIENT_ID ?? SANDBOX_IDENTITY.cashfreeClientId;
  return {
    apiUrl,
    clientId,
    clientSecret: env.CASHFREE_CLIENT_SECRET ?? SANDBOX_IDENTITY.cashfreeClientSecret,
    timeoutMs: PROVIDER_TIMEOUT_MS,
    sandbox: apiUrl !== CASHFREE_VERIFICATION_LIVE_API_URL || clientId === SANDBOX_IDENTITY.cashfreeClientId,
  };
}
