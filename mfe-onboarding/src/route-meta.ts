import { BRAND, type RouteMeta } from '@invest/platform';

/** The head of each page this remote owns (title and description), by path. */
export const ROUTE_META = {
  '/kyc': {
    title: 'KYC',
    description: `Complete your ${BRAND.name} KYC online with Aadhaar, PAN and an OTP-verified mobile number, then add your bank account and nominee.`,
  },
  '/kyc-verification': {
    title: 'KYC Verification',
    description: 'See the status of your KYC verification and the next step to take before you can invest.',
  },
  '/sign-in': {
    title: 'Sign In',
    description: `Sign in to ${BRAND.name} with your mobile number and a one-time password. Signing in does not need KYC.`,
  },
} as const satisfies Record<string, RouteMeta>;
