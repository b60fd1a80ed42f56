import type { LedgerPayoutType, PortfolioPayout } from '@invest/contracts';
import { formatInr, useI18n, useLocale, type I18n } from '@invest/platform';
import { Badge, Muted } from '@invest/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate, maskedAccount, PAYOUT_STATUS, type MessageId } from '../model/display.js';
import { Amount } from './layout.js';

/** The state above the amounts, right-aligned; the note wraps instead of pushing the row apart. */
const Side = styled.span`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 240px;
  text-align: right;
`;

const Figures = styled.span`
  display: grid;
  justify-items: end;
  gap: 2px;
  font-variant-numeric: tabular-nums;
`;

const Reversal = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Gross, TDS and net once the payout is sent; before, the gross (TDS is worked out on the day). */
function PayoutFigures({ payout }: { payout: PortfolioPayout }) {
  const { _ } = useI18n();
  if (payout.tds === null || payout.net === null) {
    return (
      <Figures>
        <Amount>{formatInr(payout.amount)}</Amount>
        <Muted as="span">{_('dashboard.payout.tdsLater')}</Muted>
      </Figures>
    );
  }
  return (
    <Figures aria-label={_('dashboard.payout.amounts')}>
      <Muted as="span">{_('dashboard.payout.gross', { amount: formatInr(payout.amount) })}</Muted>
      <Muted as="span">{_('dashboard.payout.tds', { amount: formatInr(payout.tds) })}</Muted>
      <Amount>{_('dashboard.payout.net', { amount: formatInr(payout.net) })}</Amount>
    </Figures>
  );
}

const KIND: Record<LedgerPayoutType, MessageId> = {
  monthly: 'dashboard.payout.kind.monthly',
  maturity: 'dashboard.payout.kind.maturity',
  withdrawal: 'dashboard.payout.kind.withdrawal',
  redemption: 'dashboard.payout.kind.redemption',
};

/** 'interest ₹1,500 + principal ₹1,00,000' for a payout that repays the principal, in the page's language; null for interest alone. */
export function principalLine(_: I18n['_'], payout: Pick<PortfolioPayout, 'amount' | 'principal'>): string | null {
  if (payout.principal <= 0) return null;
  const interest = Math.round((payout.amount - payout.principal) * 100) / 100;
  return _('dashboard.payout.principal', { interest: formatInr(interest), principal: formatInr(payout.principal) });
}

/**
 * One payout: date, product, kind (with the principal it repays), its state (pending, Processing, Paid, Reversed, Cancelled), where it goes (•••• last 4) and
 * its amounts. A reversed one says why and that it is resent once the bank account is fixed on /kyc.
 */
export function PayoutRow({ payout }: { payout: PortfolioPayout }) {
  const { _ } = useI18n();
  const locale = useLocale();
  const [label, tone] = PAYOUT_STATUS[payout.status];
  const details = [
    _(KIND[payout.payoutType]),
    principalLine(_, payout),
    payout.bankLast4 ? _('dashboard.payout.to', { account: maskedAccount(payout.bankLast4) }) : null,
    payout.status === 'paid' && payout.utr ? _('dashboard.payout.utr', { utr: payout.utr }) : null,
  ].filter(Boolean);
  return (
    <li data-status={payout.status}>
      <span>
        <strong>{formatDate(payout.payoutDate, locale)}</strong> · {payout.productName}
        <br />
        <Muted as="span">{details.join(' · ')}</Muted>
        {payout.status === 'reversed' ? (
          <Reversal>
            {payout.failureReason ? _('dashboard.payout.returnedWithReason', { reason: payout.failureReason }) : _('dashboard.payout.returned')}{' '}
            {_('dashboard.payout.resend')} <Link to="/kyc">{_('dashboard.payout.updateBank')}</Link>
          </Reversal>
        ) : null}
      </span>
      <Side>
        <Badge tone={tone}>{_(label)}</Badge>
        <PayoutFigures payout={payout} />
      </Side>
    </li>
  );
}
