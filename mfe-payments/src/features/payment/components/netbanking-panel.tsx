import { NET_BANKING_BANKS, type NetBankingBank } from '@invest/contracts';
import { formatInr, useI18n } from '@invest/platform';
import { Button, Card, CardTitle, ErrorText, Muted, Select, Stack } from '@invest/ui';
import { useId, useState } from 'react';

interface Props {
  total: number;
  paying: boolean;
  onPay: (bank: NetBankingBank) => void;
}

/** Product §5: net banking needs a bank (the ten of product §9); the bank's own page then opens in the gateway's checkout. */
export function NetBankingPanel({ total, paying, onPay }: Props) {
  const { _ } = useI18n();
  const [bank, setBank] = useState<NetBankingBank | ''>('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = () => {
    if (!bank) {
      setError(_('payments.validation.bank'));
      return;
    }
    setError(null);
    onPay(bank);
  };
  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <Stack>
        <CardTitle id={`${id}-title`}>{_('payments.netbanking.title')}</CardTitle>
        <label htmlFor={`${id}-bank`}>
          <strong>{_('payments.netbanking.bank')}</strong>
        </label>
        <Select
          id={`${id}-bank`}
          value={bank}
          onChange={(event) => {
            setBank(event.target.value as NetBankingBank | '');
            setError(null);
          }}
        >
          <option value="">{_('payments.netbanking.selectBank')}</option>
          {NET_BANKING_BANKS.map((name) => (
            <option key={name} value={name}>
              {name === 'Other' ? _('payments.netbanking.otherBank') : name}
            </option>
          ))}
        </Select>
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        <Muted>{_('payments.netbanking.approve')}</Muted>
        <Button onClick={submit} disabled={paying}>
          {paying ? _('payments.processing') : _('payments.pay', { amount: formatInr(total) })}
        </Button>
      </Stack>
    </Card>
  );
}
