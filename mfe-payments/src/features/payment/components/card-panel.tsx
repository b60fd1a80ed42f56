import { formatInr } from '@invest/platform';
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
  return (
    <Card as="section" aria-labelledby="card-title">
      <Stack>
        <CardTitle id="card-title">Pay by Debit/Credit Card</CardTitle>
        <Muted>
          You enter your card details in the secure checkout of our payment partner, Razorpay, which opens when you pay. Your card number and CVV never reach
          our servers; we keep only the card brand and last four digits the gateway reports.
        </Muted>
        <Button onClick={onPay} disabled={paying}>
          {paying ? 'Processing...' : `Pay ${formatInr(total)}`}
        </Button>
      </Stack>
    </Card>
  );
}
