import { tenureText, type PlanTerms } from '@invest/contracts';
import { formatInr } from '@invest/platform';

/** How a plan pays out, as its terms say (the server's payout schedule). */
export function payoutText(terms: PlanTerms): string {
  if (terms.payoutFrequency === 'monthly') return `${terms.monthlyRate ?? 0}% a month on the 15th; principal at maturity`;
  if (terms.payoutFrequency === 'redemption') return 'When you redeem, at that day’s price';
  return 'Principal and interest at maturity';
}

/** The lines of a plan's booked terms: label and text, in the order the cards show them. */
export function planTermsLines(terms: PlanTerms): Array<[string, string]> {
  return [
    ['Returns', terms.returns],
    ['Tenure', tenureText(terms.tenure)],
    ['Minimum', `${formatInr(terms.minAmount)}${terms.mode === 'sip' ? ' a month' : ''}`],
    ['Payouts', payoutText(terms)],
    ...(terms.prematureWithdrawal
      ? ([
          ['Early withdrawal', `After ${terms.prematureWithdrawal.lockInMonths} months, ${terms.prematureWithdrawal.penaltyPercent}% of interest earned`],
        ] as Array<[string, string]>)
      : []),
  ];
}
