import { TermsMessage } from '@invest/contracts';
import { Card, ErrorText, Muted, Stack } from '@invest/ui';
import styled from 'styled-components';

const Label = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  input {
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    flex: none;
  }
`;

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The investor accepted an earlier version: say that they changed. */
  changed: boolean;
  /** Pay was pressed without the tick. */
  missing: boolean;
}

/**
 * Before the first payment (and again when they change), the investor accepts the Terms & Conditions and the Risk
 * Disclosure, linked to read in a new tab. The box starts unticked; the server records the acceptance with its version.
 */
export function TermsAcceptance({ checked, onChange, changed, missing }: Props) {
  return (
    <Card as="section" aria-label="Terms and risks" data-testid="terms-acceptance">
      <Stack>
        <Muted>
          {changed
            ? 'The Terms & Conditions or the Risk Disclosure have changed since you accepted them. Please read them and accept them again to pay.'
            : 'Before your first payment, please read the Terms & Conditions and the Risk Disclosure.'}
        </Muted>
        <Label>
          <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-invalid={missing && !checked} />
          <span>
            I have read and accept the{' '}
            <a href="/terms" target="_blank" rel="noopener">
              Terms &amp; Conditions
            </a>{' '}
            and the{' '}
            <a href="/risk-disclosure" target="_blank" rel="noopener">
              Risk Disclosure
            </a>
            , including the risk of losing money.
          </span>
        </Label>
        {missing && !checked ? <ErrorText role="alert">{TermsMessage.Required}</ErrorText> : null}
      </Stack>
    </Card>
  );
}
