import { SANDBOX_PAYOUTS } from '@invest/contracts';

/** Razorpay's public IFSC API (bank and branch of an IFSC; 404 for an unknown code). */
export const IFSC_LIVE_API_URL = 'https://ifsc.razorpay.com';

/** The variables payouts read, as env.schema.ts validates them (typed here, so the schema asks this file without a cycle). */
export interface PayoutsEnv {
  IFSC_API_URL?: string | undefined;
  RAZORPAYX_ACCOUNT_NUMBER?: string | undefined;
}

/** Whether these settings name a stand-in (production refuses that unless ALLOW_SANDBOX=true). */
export function payoutsStandIn(env: PayoutsEnv): boolean {
  return (env.IFSC_API_URL ?? IFSC_LIVE_API_URL) !== IFSC_LIVE_API_URL || env.RAZORPAYX_ACCOUNT_NUMBER === SANDBOX_PAYOUTS.businessAccountNumber;
}
