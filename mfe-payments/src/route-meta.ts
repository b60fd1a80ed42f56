import type { RouteMeta } from '@invest/platform';

/** The head of each page this remote owns (title and description), by path. */
export const ROUTE_META = {
  '/payment': {
    title: 'Payment',
    description: 'Pay for your chosen investment by UPI, net banking, card, or cash from ₹5,00,000. Open to signed-in, KYC-verified investors.',
  },
} as const satisfies Record<string, RouteMeta>;
