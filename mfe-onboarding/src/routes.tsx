import { lazyRoute } from '@invest/platform';
import type { RouteObject } from 'react-router-dom';

/** Exposed as `./routes`: every route this remote owns (ARCHITECTURE.md section 2), absolute paths, lazy pages. */
export const routes: RouteObject[] = [
  lazyRoute('/kyc', 'KYC', () => import('./features/kyc/kyc-page.js')),
  // Redirect target of KYC_VERIFICATION_REQUIRED (spec 2, 8): the signed-in user's status and next step.
  lazyRoute('/kyc-verification', 'KYC Verification', () => import('./features/kyc-verification/kyc-verification-page.js')),
  // A returning investor signs in (phone and OTP, no KYC) and goes back to `next`.
  lazyRoute('/sign-in', 'Sign In', () => import('./features/sign-in/sign-in-page.js')),
];

export default routes;
