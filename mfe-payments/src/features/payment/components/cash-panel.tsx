import { PAYMENT_LIMITS } from '@invest/contracts';
import { formatInr, whatsappUrl } from '@invest/platform';
import type { SelectedProduct } from '@invest/platform/storage';
import { Button, Card, CardTitle, Muted, Stack } from '@invest/ui';

interface Props {
  onContinue: () => void;
}

export function cashMessage(product: SelectedProduct, amount: number): string {
  return `Hello, I would like to invest ${formatInr(amount)} in ${product.name} (${product.category}) and pay in cash. Please help me arrange the payment.`;
}

/** Product §2: cash opens a WhatsApp message instead of processing anything online. */
export function CashPanel({ onContinue }: Props) {
  return (
    <Card as="section" aria-labelledby="cash-title">
      <Stack>
        <CardTitle id="cash-title">Pay in Cash</CardTitle>
        <Muted>
          Cash is accepted for investments of {formatInr(PAYMENT_LIMITS.cashMinimumAmount)} or more. Nothing is charged online: our team arranges the payment
          with you over WhatsApp.
        </Muted>
        <Button onClick={onContinue}>Continue on WhatsApp</Button>
      </Stack>
    </Card>
  );
}

export function openCashWhatsApp(product: SelectedProduct, amount: number): void {
  window.open(whatsappUrl(cashMessage(product, amount)), '_blank', 'noopener,noreferrer');
}
