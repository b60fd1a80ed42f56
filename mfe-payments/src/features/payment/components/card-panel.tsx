import { formatInr, useI18n } from '@invest/platform';
import { Button, Card, CardTitle, Muted, Stack } from '@invest/ui';

interface Props {
  total: number;
  paying: boolean;
  onPay: () => void;
}

/**
 * Cards are paid in the secure checkout of our payment partner (Razorpay): the card number, expiry and CVV are typed
 * there, never on this page, and never reach our servers.
 */
export function CardPanel({ total, paying, onPay }: Props) {
  const { _ } = useI18n();
  return (
    <Card as="section" aria-labelledby="card-title">
      <Stack>
        <CardTitle id="card-title">{_('payments.card.title')}</CardTitle>
        <Muted>{_('payments.card.description')}</Muted>
        <Button onClick={onPay} disabled={paying}>
          {paying ? _('payments.processing') : _('payments.pay', { amount: formatInr(total) })}
        </Button>
      </Stack>
    </Card>
  );
}
