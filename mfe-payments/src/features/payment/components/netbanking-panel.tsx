import { NET_BANKING_BANKS, PaymentValidationMessage, type NetBankingBank } from '@invest/contracts';
import { formatInr } from '@invest/platform';
import { Button, Card, CardTitle, ErrorText, Muted, Select, Stack } from '@invest/ui';
import { useId, useState } from 'react';

interface Props {
  total: number;
  paying: boolean;
  onPay: (bank: NetBankingBank) => void;
}

/** Product §5: net banking needs a bank (the ten of product §9); the bank's own page then opens in the gateway's checkout. */
export function NetBankingPanel({ total, paying, onPay }: Props) {
  const [bank, setBank] = useState<NetBankingBank | ''>('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = () => {
    if (!bank) {
      setError(PaymentValidationMessage.Bank);
      return;
    }
    setError(null);
    onPay(bank);
  };
  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <Stack>
        <CardTitle id={`${id}-title`}>Pay by Net Banking</CardTitle>
        <label htmlFor={`${id}-bank`}>
          <strong>Bank</strong>
        </label>
        <Select
          id={`${id}-bank`}
          value={bank}
          onChange={(event) => {
            setBank(event.target.value as NetBankingBank | '');
            setError(null);
          }}
        >
          <option value="">Select your bank</option>
          {NET_BANKING_BANKS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        <Muted>You approve the payment on your bank&apos;s page, in the secure checkout of our payment partner.</Muted>
        <Button onClick={submit} disabled={paying}>
          {paying ? 'Processing...' : `Pay ${formatInr(total)}`}
        </Button>
      </Stack>
    </Card>
  );
}
