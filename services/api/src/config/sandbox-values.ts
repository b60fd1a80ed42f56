import { SANDBOX_GATEWAY, SANDBOX_IDENTITY, SANDBOX_PAYOUTS } from '@invest/contracts';

/**
 * Every value the stand-ins publish (libs/contracts, deploy/sandbox.env, the stand-ins' READMEs), by the variable that
 * would carry it. A published secret signs nothing: anyone can forge a webhook with it. Production refuses each of
 * them unless ALLOW_SANDBOX=true names the sandbox explicitly.
 */
export const PUBLISHED_SANDBOX_VALUES = {
  RAZORPAY_KEY_ID: SANDBOX_GATEWAY.keyId,
  RAZORPAY_KEY_SECRET: SANDBOX_GATEWAY.keySecret,
  RAZORPAY_WEBHOOK_SECRET: SANDBOX_GATEWAY.webhookSecret,
  RAZORPAYX_ACCOUNT_NUMBER: SANDBOX_PAYOUTS.businessAccountNumber,
  MSG91_AUTH_KEY: SANDBOX_IDENTITY.msg91AuthKey,
  MSG91_TEMPLATE_ID: SANDBOX_IDENTITY.msg91TemplateId,
  MSG91_ACCOUNT_CHANGE_TEMPLATE_ID: SANDBOX_IDENTITY.msg91AccountChangeTemplateId,
  MSG91_SENDER_ID: SANDBOX_IDENTITY.msg91SenderId,
  CASHFREE_CLIENT_ID: SANDBOX_IDENTITY.cashfreeClientId,
  CASHFREE_CLIENT_SECRET: SANDBOX_IDENTITY.cashfreeClientSecret,
  GOLD_PRICE_API_KEY: SANDBOX_IDENTITY.goldPriceApiKey,
} as const;

export type SandboxValueVariable = keyof typeof PUBLISHED_SANDBOX_VALUES;

/** Razorpay's test-mode key ids: test mode moves no money, so production treats it as a sandbox too. */
const RAZORPAY_TEST_KEY_PREFIX = 'rzp_test_';

/** The variables of `env` that carry a published sandbox value (or a Razorpay test-mode key id), in a stable order. */
export function sandboxValuesIn(env: Partial<Record<SandboxValueVariable, string | undefined>>): SandboxValueVariable[] {
  const names = Object.keys(PUBLISHED_SANDBOX_VALUES) as SandboxValueVariable[];
  return names.filter((name) => {
    const value = env[name];
    if (value === undefined) return false;
    return value === PUBLISHED_SANDBOX_VALUES[name] || (name === 'RAZORPAY_KEY_ID' && value.startsWith(RAZORPAY_TEST_KEY_PREFIX));
  });
}

/** The one line production prints for such a variable. */
export function sandboxValueRefusal(name: SandboxValueVariable): string {
  return name === 'RAZORPAY_KEY_ID'
    ? `${name} is a Razorpay test-mode or stand-in key id; production refuses it unless ALLOW_SANDBOX=true names the sandbox explicitly.`
    : `${name} is the stand-in's published value; production refuses it unless ALLOW_SANDBOX=true names the sandbox explicitly.`;
}
