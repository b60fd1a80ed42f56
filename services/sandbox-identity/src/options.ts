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
  /** The payout-account change notice: its id and text, `##last4##` and `##from##` its variables. */
  msg91AccountChangeTemplateId: string;
  msg91AccountChangeTemplateText: string;
  /** Cashfree `x-client-id` / `x-client-secret` accepted by the Verification API. */
  cashfreeClientId: string;
  cashfreeClientSecret: string;
  /** `x-api-key` accepted by the gold price feed. */
  goldPriceApiKey: string;
  /** How long the "slow" test values keep the caller waiting (longer than any adapter timeout). */
  slowResponseMs: number;
}

export const DEFAULT_OTP_TEMPLATE_TEXT = 'Your verification code is ##otp##. It is valid for 5 minutes. Never share it with anyone.';

export const DEFAULT_ACCOUNT_CHANGE_TEMPLATE_TEXT =
  'Your payout account was changed to the bank account ending ##last4##. Payouts go to it from ##from##. Not you? Sign in and add your previous account again with the OTP, or call us on +91 98000 00000.';

/** The DLT templates the stand-in knows: template id to text. */
export function templatesOf(options: SandboxIdentityOptions): ReadonlyMap<string, string> {
  return new Map([
    [options.msg91TemplateId, options.msg91TemplateText],
    [options.msg91AccountChangeTemplateId, options.msg91AccountChangeTemplateText],
  ]);
}

export function withDefaults(options: Partial<SandboxIdentityOptions>): SandboxIdentityOptions {
  return {
    port: options.port ?? SANDBOX_IDENTITY.port,
    host: options.host ?? '127.0.0.1',
    msg91AuthKey: options.msg91AuthKey ?? SANDBOX_IDENTITY.msg91AuthKey,
    msg91TemplateId: options.msg91TemplateId ?? SANDBOX_IDENTITY.msg91TemplateId,
    msg91TemplateText: options.msg91TemplateText ?? DEFAULT_OTP_TEMPLATE_TEXT,
    msg91AccountChangeTemplateId: options.msg91AccountChangeTemplateId ?? SANDBOX_IDENTITY.msg91AccountChangeTemplateId,
    msg91AccountChangeTemplateText: options.msg91AccountChangeTemplateText ?? DEFAULT_ACCOUNT_CHANGE_TEMPLATE_TEXT,
    cashfreeClientId: options.cashfreeClientId ?? SANDBOX_IDENTITY.cashfreeClientId,
    cashfreeClientSecret: options.cashfreeClientSecret ?? SANDBOX_IDENTITY.cashfreeClientSecret,
    goldPriceApiKey: options.goldPriceApiKey ?? SANDBOX_IDENTITY.goldPriceApiKey,
    slowResponseMs: options.slowResponseMs ?? 30_000,
  };
}
