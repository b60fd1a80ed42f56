import { useI18n } from '@invest/platform';
import { Card, Muted, Stack } from '@invest/ui';

/** Shown while the gateway is the sandbox stand-in (platform config or the order's checkout says so). */
export function SandboxNotice() {
  const { _ } = useI18n();
  return (
    <Card role="status" aria-label={_('payments.sandbox.title')}>
      <Stack $gap="sm">
        <strong>{_('payments.sandbox.title')}</strong>
        <Muted>{_('payments.sandbox.description')}</Muted>
      </Stack>
    </Card>
  );
}
