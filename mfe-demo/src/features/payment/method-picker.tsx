import { useI18n } from '@invest/platform';
import { Badge } from '@invest/ui';
import styled from 'styled-components';
import { DEMO_PAYMENT_METHODS, type DemoPaymentMethodId } from './payment-methods.js';

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  /* On a phone the badge and the time go to a second line rather than widening the page. */
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  span.time {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** UPI (instant, recommended), Net Banking (1-2 minutes), Card (instant). */
export function MethodPicker({ value, onChange }: { value: DemoPaymentMethodId | null; onChange: (id: DemoPaymentMethodId) => void }) {
  const { _ } = useI18n();
  return (
    <Options role="radiogroup" aria-label={_('demo.payment.methods')}>
      {DEMO_PAYMENT_METHODS.map((method) => (
        <Option key={method.id} $checked={value === method.id}>
          <input type="radio" name="demo-payment-method" value={method.id} checked={value === method.id} onChange={() => onChange(method.id)} />
          <strong>{_(method.name)}</strong>
          {method.recommended ? <Badge tone="green">{_('demo.payment.recommended')}</Badge> : null}
          <span className="time">{_(method.time)}</span>
        </Option>
      ))}
    </Options>
  );
}
