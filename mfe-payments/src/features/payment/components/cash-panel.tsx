import { PAYMENT_LIMITS } from '@invest/contracts';
import { formatInr, useI18n, whatsappUrl, type I18n } from '@invest/platform';
import type { SelectedProduct } from '@invest/platform/storage';
import { Button, Card, CardTitle, Muted, Stack } from '@invest/ui';

interface Props {
  onContinue: () => void;
}

/** The WhatsApp message the investor sends our team, in the page's language. */
export function cashMessage(product: SelectedProduct, amount: number, _: I18n['_']): string {
  return _('payments.cash.whatsappMessage', { amount: formatInr(amount), product: product.name, category: product.category });
}

/** Product §2: cash opens a WhatsApp message instead of processing anything online. */
export function CashPanel({ onContinue }: Props) {
  const { _ } = useI18n();
  return (
    <Card as="section" aria-labelledby="cash-title">
      <Stack>
        <CardTitle id="cash-title">{_('payments.cash.title')}</CardTitle>
        <Muted>{_('payments.cash.description', { minimum: formatInr(PAYMENT_LIMITS.cashMinimumAmount) })}</Muted>
        <Button onClick={onContinue}>{_('payments.cash.continue')}</Button>
      </Stack>
    </Card>
  );
}

export function openCashWhatsApp(product: SelectedProduct, amount: number, _: I18n['_']): void {
  window.open(whatsappUrl(cashMessage(product, amount, _)), '_blank', 'noopener,noreferrer');
}
