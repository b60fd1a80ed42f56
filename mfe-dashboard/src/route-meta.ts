import type { RouteMeta } from '@invest/platform';

/** The head of each page this remote owns (title and description), by path. */
export const ROUTE_META = {
  '/dashboard': {
    title: 'Dashboard',
    description: 'Your portfolio at a glance: totals, distribution by category, investments, recent transactions and upcoming payouts.',
  },
} as const satisfies Record<string, RouteMeta>;
