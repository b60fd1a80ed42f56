import { INVESTMENT_LIMITS, PAYMENT_LIMITS, type PlatformFacts } from '@invest/contracts';
import { indiaDate } from '../../common/calendar/calendar.js';
import { FD_PAYOUT_DAY } from '../investments/payout-schedule.js';
import { interestTdsOn } from '../tds/tds-rates.js';

/**
 * The platform's own figures on a day, from the configuration the server books and checks with: the limits the
 * investment and payment checks apply, the processing fee charged, the TDS threshold of the dated table in force
 * (modules/tds), the payout day of the schedule. KYC and booking are instant: the API verifies and books in the request.
 */
export function platformFactsOn(now: Date): PlatformFacts {
  const tds = interestTdsOn(indiaDate(now));
  return {
    minimumAmount: INVESTMENT_LIMITS.minimumAmount,
    maximumAmount: INVESTMENT_LIMITS.maximumAmount,
    cashMinimumAmount: PAYMENT_LIMITS.cashMinimumAmount,
    processingFee: PAYMENT_LIMITS.processingFee,
    tdsThreshold: { amount: tds.thresholdPaise / 100, seniorAmount: tds.seniorThresholdPaise / 100, ratePercent: tds.rateBp / 100, since: tds.effectiveFrom },
    kycTime: 'instant',
    processingTime: 'instant',
    payoutDay: FD_PAYOUT_DAY,
  };
}
