import type { PaymentMethodValue } from '@invest/contracts';
import { useI18n } from '@invest/platform';
import { Badge, Card } from '@invest/ui';
import styled from 'styled-components';

/** Each method's label and note: message ids. */
const OPTIONS: ReadonlyArray<{ value: PaymentMethodValue; label: string; note?: string; tone?: 'green' | 'yellow' }> = [
  { value: 'upi', label: 'payments.method.upi', note: 'payments.method.recommended', tone: 'green' },
  { value: 'netbanking', label: 'payments.method.netbanking' },
  { value: 'card', label: 'payments.method.card' },
  { value: 'cash', label: 'payments.method.cash', note: 'payments.method.cashOnly', tone: 'yellow' },
];

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Option = styled.label<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  font-weight: 600;
`;

interface Props {
  value: PaymentMethodValue | null;
  onChange: (method: PaymentMethodValue) => void;
}

/** Product §2: UPI (Recommended), Net Banking, Debit/Credit Card, Cash (₹5+ lakhs only). */
export function MethodPicker({ value, onChange }: Props) {
  const { _ } = useI18n();
  return (
    <Card as="section" aria-labelledby="payment-method-title">
      <h2 id="payment-method-title" style={{ marginTop: 0 }}>
        {_('payments.method.title')}
      </h2>
      <Options role="radiogroup" aria-labelledby="payment-method-title">
        {OPTIONS.map((option) => (
          <Option key={option.value} $selected={value === option.value}>
            <input type="radio" name="payment-method" value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {_(option.label)}
            {option.note ? <Badge tone={option.tone}>{_(option.note)}</Badge> : null}
          </Option>
        ))}
      </Options>
    </Card>
  );
}
