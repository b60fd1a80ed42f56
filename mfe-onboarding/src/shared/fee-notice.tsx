import { PAYMENT_LIMITS } from '@invest/contracts';
import { formatInr, useI18n } from '@invest/platform';
import styled from 'styled-components';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  max-width: 720px;
`;

/**
 * The processing fee, stated before the investor fills any form: the fee the server adds to every payment
 * (PAYMENT_LIMITS, the configuration it charges with), so it is never first seen on the payment page.
 */
export function FeeNotice() {
  const { _ } = useI18n();
  return (
    <Notice data-testid="fee-notice">
      {_('onboarding.fee.before')} <strong>{formatInr(PAYMENT_LIMITS.processingFee)}</strong>
      {_('onboarding.fee.after')}
    </Notice>
  );
}
