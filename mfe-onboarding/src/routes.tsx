import { lazyRoute } from '@invest/platform';
import type { RouteObject } from 'react-router-dom';
import { ONBOARDING_CATALOG } from './onboarding-catalog.js';
import { ROUTE_META } from './route-meta.js';

/** Exposed as `./routes`: every route this remote owns (ARCHITECTURE.md section 2), absolute paths, lazy pages. */
export const routes: RouteObject[] = [
  lazyRoute('/kyc', ROUTE_META['/kyc'], () => import('./features/kyc/components/kyc-page.js'), {
    messages: { catalog: ONBOARDING_CATALOG, title: 'onboarding.kyc.meta.title', description: 'onboarding.kyc.meta.description' },
  }),
  // Redirect target of KYC_VERIFICATION_REQUIRED (product §2, §8): the signed-in user's status and next step.
  lazyRoute('/kyc-verification', ROUTE_META['/kyc-verification'], () => import('./features/kyc-verification/kyc-verification-page.js'), {
    messages: { catalog: ONBOARDING_CATALOG, title: 'onboarding.kycVerification.meta.title', description: 'onboarding.kycVerification.meta.description' },
  }),
  // A returning investor signs in (phone and OTP, no KYC) and goes back to `next`.
  lazyRoute('/sign-in', ROUTE_META['/sign-in'], () => import('./features/sign-in/sign-in-page.js'), {
    messages: { catalog: ONBOARDING_CATALOG, title: 'onboarding.signIn.meta.title', description: 'onboarding.signIn.meta.description' },
  }),
];

export default routes;
