/** The payout arithmetic lives in @invest/contracts, so the calculator and the payment page use the same. */
export {
  DEFAULT_FD_MONTHLY_RATE_BP,
  FD_PAYOUT_DAY,
  maturityDateOf,
  monthlyRateBpOf,
  payoutSchedule,
  roundHalfUp,
  type ScheduleInput,
  type ScheduledPayout,
} from '@invest/contracts';
