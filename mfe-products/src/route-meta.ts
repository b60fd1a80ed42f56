import { BRAND, type RouteMeta } from '@invest/platform';

/** The head of each page this remote owns (title and description), by path. */
export const ROUTE_META = {
  '/products': {
    title: 'Products',
    description: `Compare ${BRAND.name} products: fixed deposits, bonds, mutual funds, premium gold, SDI and real estate, with expected returns and risk.`,
  },
  '/fixed-deposits': {
    title: 'Fixed Deposits',
    description:
      'Fixed deposits with monthly payouts on the 15th and the principal repaid at maturity: each plan’s rate, tenure, minimum and withdrawal terms.',
  },
  '/bonds': {
    title: 'Bonds',
    description: 'Government, corporate and high-yield bonds with fixed coupons: each plan’s rate, maturity and minimum.',
  },
  '/mutual-funds': {
    title: 'Mutual Funds',
    description: 'Debt, hybrid and conservative mutual funds by SIP or lump sum, with their NAV, past 1- and 3-year returns and minimums.',
  },
  '/real-estate': {
    title: 'Real Estate',
    description: 'Own a share of commercial property in Mumbai, Bangalore or Delhi, with each property’s minimum, expected returns and rental yield.',
  },
  '/gold': {
    title: 'Premium Gold',
    description: '24-karat 999.9 gold: digital gold, a monthly Gold SIP, and coins and bars, with free storage.',
  },
  '/sdi': {
    title: 'SDI',
    description: 'Structured debt instruments: corporate debentures, commercial papers and structured products, with each one’s rate, tenure and minimum.',
  },
  '/calculator': {
    title: 'FD Calculator',
    description:
      'Work out the payouts, total interest and maturity amount of any plan for any tenure it allows, exactly as it would be booked, with its payout schedule.',
  },
  '/knowledge-hub': {
    title: 'Knowledge Hub',
    description: `Features, benefits, risks, taxation and eligibility of every ${BRAND.name} product, with the calculator and our security and compliance.`,
  },
} as const satisfies Record<string, RouteMeta>;
