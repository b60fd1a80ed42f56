import { zodResolver } from '@hookform/resolvers/zod';
import type { CardDetails } from '@invest/contracts';
import { formatInr } from '@invest/platform';
import { Button, Card, CardTitle, Field } from '@invest/ui';
import { useForm } from 'react-hook-form';
import { cardSchema, formatCardNumber, formatCvv, formatExpiry, type CardValues } from './payment-rules.js';
import { Muted, Row, Stack } from './styles.js';

interface Props {
  total: number;
  paying: boolean;
  onPay: (card: CardDetails) => void;
}

/** Spec 5 card rules; the full number and CVV go to the server for this payment only, never stored. */
export function CardPanel({ total, paying, onPay }: Props) {
  const { register, handleSubmit, setValue, formState } = useForm<CardValues>({
    resolver: zodResolver(cardSchema),
    defaultValues: { number: '', expiry: '', cvv: '', holder: '' },
  });
  const formatted = (name: 'number' | 'expiry' | 'cvv', format: (value: string) => string) =>
    register(name, { onChange: (event: { target: { value: string } }) => setValue(name, format(event.target.value)) });
  const { errors } = formState;
  return (
    <Card as="section" aria-labelledby="card-title">
      <form noValidate onSubmit={(event) => void handleSubmit((values) => onPay({ ...values, number: values.number.replace(/\s/g, ''), holder: values.holder.trim() }))(event)}>
        <Stack>
          <CardTitle id="card-title">Pay by Debit/Credit Card</CardTitle>
          <Field label="Card number" inputMode="numeric" autoComplete="cc-number" placeholder="1234 5678 9012 3456" maxLength={19} error={errors.number?.message} {...formatted('number', formatCardNumber)} />
          <Row>
            <Field label="Expiry (MM/YY)" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" maxLength={5} error={errors.expiry?.message} {...formatted('expiry', formatExpiry)} />
            <Field label="CVV" type="password" inputMode="numeric" autoComplete="cc-csc" maxLength={4} error={errors.cvv?.message} {...formatted('cvv', formatCvv)} />
          </Row>
          <Field label="Card holder name" autoComplete="cc-name" error={errors.holder?.message} {...register('holder')} />
          <Muted>We keep only the card brand and last four digits.</Muted>
          <Button type="submit" disabled={paying}>
            {paying ? 'Processing...' : `Pay ${formatInr(total)}`}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
