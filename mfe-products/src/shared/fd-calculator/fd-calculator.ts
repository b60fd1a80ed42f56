import { planPayoutSchedule, rupeesToPaise, type PlanTerms, type PlatformFacts } from '@invest/contracts';

/**
 * The calculator (product §5 and §9) works out a plan exactly as the server books it: the payouts come from the API's own
 * schedule arithmetic (`planPayoutSchedule`, @invest/contracts). Interest paid out is not added to the principal;
 * the principal comes back with the last payout, on the maturity date.
 */
export const CALCULATOR_DEFAULT_AMOUNT = 100000;
/** Any date: the amounts do not depend on it, only the payout dates do (shown once the visitor's date is known). */
const UNDATED = '2000-01-01';

/** The amount field as a number: anything non-numeric (or negative, or not finite) becomes 0. */
export function parseAmount(input: string | number): number {
  const value = typeof input === 'number' ? input : input.trim() === '' ? Number.NaN : Number(input.replace(/,/g, ''));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The plans the calculator can work out: those with a booked rate (market-linked plans have none). */
export function calculablePlans(plans: readonly PlanTerms[]): PlanTerms[] {
  return plans.filter((plan) => plan.returnRate !== null && plan.mode === 'lumpsum');
}

/** Every tenure the plan allows, in months. */
export function tenuresOf(plan: PlanTerms): number[] {
  return Array.from({ length: plan.tenure.maxMonths - plan.tenure.minMonths + 1 }, (_, index) => plan.tenure.minMonths + index);
}

export interface PayoutRow {
  /** 1-based payout number. */
  readonly sequence: number;
  /** Payout date, 'YYYY-MM-DD'; null while the visitor's date is not known. */
  readonly date: string | null;
  /** Interest paid in this payout, rupees. */
  readonly interest: number;
  /** Principal repaid in this payout, rupees (the last payout only). */
  readonly principal: number;
  /** Everything paid out up to and including this payout, rupees. */
  readonly paidToDate: number;
}

export interface CalculatorResult {
  readonly amount: number;
  readonly months: number;
  /** Interest of each monthly payout (fixed deposits); null for plans paying at maturity. */
  readonly monthlyPayout: number | null;
  readonly totalInterest: number;
  /** The principal, repaid at maturity. */
  readonly principal: number;
  /** Principal plus every interest payout. */
  readonly totalReceived: number;
  /** Paid at maturity: the principal and the last payout's interest. */
  readonly atMaturity: number;
  /** TDS deducted from the interest if the plan's interest passes the threshold in a financial year (fixed deposits). */
  readonly tdsEstimate: number | null;
  readonly schedule: readonly PayoutRow[];
}

const rupees = (paise: number) => paise / 100;

/**
 * A rough TDS figure: FD interest is taxed at source once a financial year's interest passes the threshold, so if the
 * plan's interest over any 12 months passes it, TDS is the rate on all its interest. The actual deduction depends on
 * the investor's other deposits with us and any Form 15G/15H (the server works it out on each payout). The threshold
 * is the platform's, the payer of every plan: one figure whatever the age.
 */
export function tdsEstimateOf(plan: PlanTerms, schedule: readonly PayoutRow[], tds: PlatformFacts['tdsThreshold']): number | null {
  if (plan.payoutFrequency !== 'monthly') return null;
  const yearly = schedule.slice(0, 12).reduce((sum, row) => sum + row.interest, 0);
  const total = schedule.reduce((sum, row) => sum + row.interest, 0);
  return yearly > tds.amount ? Math.round((total * tds.ratePercent) / 100) : 0;
}

/** The figures of `amountInput` in `plan` for `months`, invested on `investmentDate` (null: dates unknown). */
export function calculatePlan(
  plan: PlanTerms,
  amountInput: string | number,
  months: number,
  investmentDate: string | null,
  tds: PlatformFacts['tdsThreshold'],
): CalculatorResult {
  const amount = parseAmount(amountInput);
  const payouts = planPayoutSchedule(plan, rupeesToPaise(amount), months, investmentDate ?? UNDATED);
  let paid = 0;
  const schedule = payouts.map((payout): PayoutRow => {
    paid += payout.amountPaise;
    return {
      sequence: payout.sequence,
      date: investmentDate === null ? null : payout.payoutDate,
      interest: rupees(payout.amountPaise - payout.principalPaise),
      principal: rupees(payout.principalPaise),
      paidToDate: rupees(paid),
    };
  });
  const totalInterest = rupees(payouts.reduce((sum, payout) => sum + payout.amountPaise - payout.principalPaise, 0));
  const last = payouts.at(-1);
  return {
    amount,
    months,
    monthlyPayout: plan.payoutFrequency === 'monthly' ? (schedule[0]?.interest ?? 0) : null,
    totalInterest,
    principal: amount,
    totalReceived: rupees(paid),
    atMaturity: last ? rupees(last.amountPaise) : 0,
    tdsEstimate: tdsEstimateOf(plan, schedule, tds),
    schedule,
  };
}
