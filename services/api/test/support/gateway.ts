import { SANDBOX_GATEWAY } from '@invest/contracts';
import { type SandboxGateway, startSandboxGateway } from '@invest/sandbox-gateway';

export { type CheckoutResult, type PayWith, payInCheckout } from '@invest/sandbox-gateway';
export type { SandboxGateway };

export const SLOW_CAPTURE_MS = 400;

/** The local Razorpay stand-in on a random port, with the sandbox's documented keys (webhooks: setWebhookUrl). */
export function startGateway(): Promise<SandboxGateway> {
  return startSandboxGateway({
    port: 0,
    keyId: SANDBOX_GATEWAY.keyId,
    keySecret: SANDBOX_GATEWAY.keySecret,
    webhookSecret: SANDBOX_GATEWAY.webhookSecret,
    // Deliveries the API refused (a test stopped its database) are retried quickly.
    webhookRetryDelaysMs: [200, 1000, 3000],
    // The slow-bank test card is captured after this long (the default 5 s would only slow the suite).
    slowCaptureMs: SLOW_CAPTURE_MS,
    logLevel: 'silent',
  });
}

/** How many payments the stand-in captured for one receipt (`<investment id>:<attempt>`): its inspection route. */
export async function capturedCharges(gatewayUrl: string, receipt: string): Promise<number> {
  const response = await fetch(`${gatewayUrl}/_sandbox/charges?receipt=${encodeURIComponent(receipt)}`);
  const body = (await response.json()) as { captured: number };
  return body.captured;
}
