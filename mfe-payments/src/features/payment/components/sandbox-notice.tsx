import { Card, Muted, Stack } from '@invest/ui';

/** Shown while the gateway is the sandbox stand-in (platform config or the order's checkout says so). */
export function SandboxNotice() {
  return (
    <Card role="status" aria-label="Sandbox payments">
      <Stack $gap="sm">
        <strong>Sandbox payments</strong>
        <Muted>The payment gateway is a test stand-in: the checkout takes test cards and UPI IDs only, and no real money moves.</Muted>
      </Stack>
    </Card>
  );
}
