import type { LedgerPayoutType, PortfolioPayout } from '@invest/contracts';
import { formatInr } from '@invest/platform';
import { Badge, Muted } from '@invest/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate, maskedAccount, PAYOUT_STATUS } from '../model/display.js';
import { Amount } from './layout.js';

export const TDS_LATER = 'TDS, if any, is worked out on the payout date';
export const RESEND_NOTE = 'We will resend it once you update your bank account.';

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
  if (payout.tds === null || payout.net === null) {
    return (
      <Figures>
        <Amount>{formatInr(payout.amount)}</Amount>
        <Muted as="span">{TDS_LATER}</Muted>
      </Figures>
    );
  }
  return (
    <Figures aria-label="Payout amounts">
      <Muted as="span">Gross {formatInr(payout.amount)}</Muted>
      <Muted as="span">TDS {formatInr(payout.tds)}</Muted>
      <Amount>Net {formatInr(payout.net)}</Amount>
    </Figures>
  );
}

const KIND: Record<LedgerPayoutType, string> = {
  monthly: 'Monthly payout',
  maturity: 'Maturity payout',
  withdrawal: 'Premature withdrawal',
  redemption: 'Redemption',
};

/** 'interest ₹1,500 + principal ₹1,00,000' for a payout that repays the principal; null for interest alone. */
export function principalLine(payout: Pick<PortfolioPayout, 'amount' | 'principal'>): string | null {
  if (payout.principal <= 0) return null;
  const interest = Math.round((payout.amount - payout.principal) * 100) / 100;
  return `interest ${formatInr(interest)} + principal ${formatInr(payout.principal)}`;
}

/**
 * One payout: date, product, kind (with the principal it repays), its state (pending, Processing, Paid, Reversed, Cancelled), where it goes (•••• last 4) and
 * its amounts. A reversed one says why and that it is resent once the bank account is fixed on /kyc.
 */
export function PayoutRow({ payout }: { payout: PortfolioPayout }) {
  const [label, tone] = PAYOUT_STATUS[payout.status];
  const details = [
    KIND[payout.payoutType],
    principalLine(payout),
    payout.bankLast4 ? `to ${maskedAccount(payout.bankLast4)}` : null,
    payout.status === 'paid' && payout.utr ? `UTR ${payout.utr}` : null,
  ].filter(Boolean);
  return (
    <li data-status={payout.status}>
      <span>
        <strong>{formatDate(payout.payoutDate)}</strong> · {payout.productName}
        <br />
        <Muted as="span">{details.join(' · ')}</Muted>
        {payout.status === 'reversed' ? (
          <Reversal>
            Returned by the bank{payout.failureReason ? `: ${payout.failureReason}` : ''}. {RESEND_NOTE} <Link to="/kyc">Update your bank account</Link>
          </Reversal>
        ) : null}
      </span>
      <Side>
        <Badge tone={tone}>{label}</Badge>
        <PayoutFigures payout={payout} />
      </Side>
    </li>
  );
}
