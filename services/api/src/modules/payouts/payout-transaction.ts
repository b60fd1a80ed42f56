import type { PayoutEntity } from './entities/payout.entity.js';
import type { LedgerLine } from '../ledger/ledger-line.js';

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const inr = (paise: number) => `₹${rupees.format(paise / 100)}`;

type Paid = Pick<
  PayoutEntity,
  'userId' | 'investmentId' | 'amountPaise' | 'principalPaise' | 'payoutType' | 'payoutDate' | 'sequence' | 'tdsPaise' | 'netPaise' | 'bankLast4'
>;

const WHAT: Record<PayoutEntity['payoutType'], (sequence: number) => string> = {
  monthly: (sequence) => `Monthly interest payout ${sequence}`,
  maturity: () => 'Maturity payout',
  withdrawal: () => 'Premature withdrawal',
  redemption: () => 'Redemption payout',
};

/**
 * The ledger line recording a payout that was paid: the gross amount and the investment, completed; the description
 * says what was withheld and which account (last four digits) received the rest.
 */
export function payoutTransaction(payout: Paid, id: string, now: Date): LedgerLine {
  const principal = payout.principalPaise > 0 ? ` (principal ${inr(payout.principalPaise)})` : '';
  const what = `${WHAT[payout.payoutType](payout.sequence)}${principal}`;
  const tds = payout.tdsPaise ?? 0;
  const withheld = tds > 0 ? `, TDS ${inr(tds)} withheld` : '';
  const account = payout.bankLast4 === null ? '' : `, ${inr(payout.netPaise ?? payout.amountPaise - tds)} paid to account ending ${payout.bankLast4}`;
  return {
    id,
    userId: payout.userId,
    investmentId: payout.investmentId,
    paymentId: null,
    type: 'payout',
    status: 'completed',
    amountPaise: payout.amountPaise,
    description: `${what} due ${payout.payoutDate}${withheld}${account}`,
    createdAt: now,
  };
}
