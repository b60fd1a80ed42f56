import { SANDBOX_IDENTITY } from '@invest/contracts';

/** What the stand-in accepts and how it behaves; every field has the documented sandbox default. */
export interface SandboxIdentityOptions {
  /** 0 picks a free port (tests). */
  port: number;
  host: string;
  /** MSG91 `authkey` header accepted by the Flow API. */
  msg91AuthKey: string;
  /** The OTP template: its id (MSG91 `template_id`) and text, `##otp##` being the code. */
  msg91TemplateId: string;
  msg91TemplateText: string;
  /** The Hindi OTP template (its own DLT template): its id and text. */
  msg91HindiTemplateId: string;
  msg91HindiTemplateText: string;
  /** Cashfree `x-client-id` / `x-client-secret` accepted by the Verification API. */
  cashfreeClientId: string;
  cashfreeClientSecret: string;
  /** `x-api-key` accepted by the gold price feed. */
  goldPriceApiKey: string;
  /** How long the "slow" test values keep the caller waiting (longer than any adapter timeout). */
  slowResponseMs: number;
}

export const DEFAULT_OTP_TEMPLATE_TEXT = 'Your verification code is ##otp##. It is valid for 5 minutes. Never share it with anyone.';
export const DEFAULT_HINDI_OTP_TEMPLATE_TEXT = 'आपका सत्यापन कोड ##otp## है। यह 5 मिनट तक मान्य है। इसे किसी के साथ भी साझा न करें।';

export function withDefaults(options: Partial<SandboxIdentityOptions>): SandboxIdentityOptions {
  return {
    port: options.port ?? SANDBOX_IDENTITY.port,
    host: options.host ?? '127.0.0.1',
    msg91AuthKey: options.msg91AuthKey ?? SANDBOX_IDENTITY.msg91AuthKey,
    msg91TemplateId: options.msg91TemplateId ?? SANDBOX_IDENTITY.msg91TemplateId,
    msg91TemplateText: options.msg91TemplateText ?? DEFAULT_OTP_TEMPLATE_TEXT,
    msg91HindiTemplateId: options.msg91HindiTemplateId ?? SANDBOX_IDENTITY.msg91HindiTemplateId,
    msg91HindiTemplateText: options.msg91HindiTemplateText ?? DEFAULT_HINDI_OTP_TEMPLATE_TEXT,
    cashfreeClientId: options.cashfreeClientId ?? SANDBOX_IDENTITY.cashfreeClientId,
    cashfreeClientSecret: options.cashfreeClientSecret ?? SANDBOX_IDENTITY.cashfreeClientSecret,
    goldPriceApiKey: options.goldPriceApiKey ?? SANDBOX_IDENTITY.goldPriceApiKey,
    slowResponseMs: options.slowResponseMs ?? 30_000,
  };
}
