import { INVESTMENT_LIMITS, PAYMENT_LIMITS, interestTdsOn, thresholdOf, type InterestPayer, type PlatformFacts } from '@invest/contracts';
import { indiaDate } from '../../common/calendar/calendar.js';
import { FD_PAYOUT_DAY } from '../investments/payout-schedule.js';

/** Who pays the interest of every plan the catalogue offers today (plan-terms.ts); the pages state its threshold. */
const PLATFORM: InterestPayer = 'platform';

/**
 * The platform's own figures on a day, from the configuration the server books and checks with: the limits the
 * investment and payment checks apply, the processing fee charged, the s. 194A threshold of the interest the platform
 * pays from the dated TDS table in force (the one its payouts are booked with, modules/tds), the payout day of the
 * schedule. KYC and booking are instant: the API verifies and books in the request.
 */
export function platformFactsOn(now: Date): PlatformFacts {
  const tds = interestTdsOn(indiaDate(now));
  return {
    minimumAmount: INVESTMENT_LIMITS.minimumAmount,
    maximumAmount: INVESTMENT_LIMITS.maximumAmount,
    cashMinimumAmount: PAYMENT_LIMITS.cashMinimumAmount,
    processingFee: PAYMENT_LIMITS.processingFee,
    tdsThreshold: { payer: PLATFORM, amount: thresholdOf(tds, PLATFORM, false) / 100, ratePercent: tds.rateBp / 100, since: tds.effectiveFrom },
    kycTime: 'instant',
    processingTime: 'instant',
    payoutDay: FD_PAYOUT_DAY,
  };
}
