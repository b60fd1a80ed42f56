import { TEXT_TEMPLATES_BY_LANGUAGE } from '@invest/contracts';
import { type SandboxIdentity, startSandboxIdentity } from '@invest/sandbox-identity';

export type { SandboxIdentity };

/** The local MSG91 + Cashfree stand-in on a random port, with its documented sandbox keys. */
export function startIdentity(slowResponseMs = 30_000): Promise<SandboxIdentity> {
  return startSandboxIdentity({ port: 0, slowResponseMs });
}

/** What points an app's real SMS, KYC and market-price adapters at `identity`. */
export function identityEnv(identity: SandboxIdentity): Record<string, string> {
  return {
    MSG91_API_URL: identity.url,
    CASHFREE_VERIFICATION_API_URL: `${identity.url}/verification`,
    AMFI_NAV_URL: `${identity.url}/amfi`,
    GOLD_PRICE_API_URL: `${identity.url}/gold`,
  };
}

/** The transactional texts' template ids in every language (modules/texts): never an OTP, whatever digits they carry. */
const TRANSACTIONAL_TEMPLATE_IDS = new Set<string>(
  Object.values(TEXT_TEMPLATES_BY_LANGUAGE).flatMap((templates) => Object.values(templates).map((text) => text.sandboxTemplateId)),
);

/**
 * The newest 6-digit code texted to `phone`, read over the stand-in's inbox route (GET /inbox?phone=). The texts worker
 * may have delivered a money text since (a UTR, a reference): only the OTP texts count.
 */
export async function latestOtpIn(identity: SandboxIdentity, phone: string): Promise<string> {
  const response = await fetch(`${identity.url}/inbox?phone=${phone}`);
  const messages = (await response.json()) as { body: string; templateId: string }[];
  const otp = messages.find((message) => !TRANSACTIONAL_TEMPLATE_IDS.has(message.templateId));
  const code = /\b(\d{6})\b/.exec(otp?.body ?? '')?.[1];
  if (!code) throw new Error(`No OTP in the stand-in's inbox for ${phone}`);
  return code;
}
