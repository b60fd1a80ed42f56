import { BRAND, type RouteMeta } from '@invest/platform';

/** The head of each page this remote owns (title and description), by path. */
export const ROUTE_META = {
  '/demo': {
    title: 'Try Demo',
    description: `Try ${BRAND.name} with no real money: a guided demo of choosing a product, KYC, payment and your dashboard in about 2 minutes.`,
  },
  '/demo/products': {
    title: 'Demo: Products',
    description: 'Step 1 of the demo: choose a product and see its projected returns, maturity amount and monthly payout.',
  },
  '/demo/kyc': {
    title: 'Demo: KYC',
    description: 'Step 2 of the demo: walk through Aadhaar, PAN and mobile OTP verification with pre-filled sample data.',
  },
  '/demo/payment': {
    title: 'Demo: Payment',
    description: 'Step 3 of the demo: choose UPI, net banking or card and make a simulated payment. Nothing is charged.',
  },
  '/demo/dashboard': {
    title: 'Demo: Dashboard',
    description: 'Step 4 of the demo: your demo portfolio with amount invested, current value, gains, recent activity and portfolio mix.',
  },
} as const satisfies Record<string, RouteMeta>;
