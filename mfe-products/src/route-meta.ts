import { BRAND, type RouteMeta } from '@invest/platform';

/** The head of each page this remote owns (title and description), by path. */
export const ROUTE_META = {
  '/products': {
    title: 'Products',
    description: `Compare ${BRAND.name} products: fixed deposits, bonds, mutual funds, premium gold, SDI and real estate, with expected returns and risk.`,
  },
  '/fixed-deposits': {
    title: 'Fixed Deposits',
    description: 'Fixed deposits at 18-22% p.a. with 1.5% monthly payouts on the 15th, tenures of 12 to 36 months and a minimum of ₹10,000.',
  },
  '/bonds': {
    title: 'Bonds',
    description: 'Government, corporate and high-yield bonds with fixed coupons of 5.5-18% p.a., maturities of 1 to 10 years and minimums from ₹10,000.',
  },
  '/mutual-funds': {
    title: 'Mutual Funds',
    description: 'Debt, hybrid and conservative mutual funds by SIP from ₹250 a month or lumpsum from ₹500, with their NAV and 1- and 3-year returns.',
  },
  '/real-estate': {
    title: 'Real Estate',
    description: 'Own a share of commercial property in Mumbai, Bangalore or Delhi from ₹25,000, with expected returns of 10-18% and rental yields of 7-9%.',
  },
  '/gold': {
    title: 'Premium Gold',
    description: '24-karat 999.9 gold: digital gold from ₹1, a Gold SIP from ₹500 a month, and coins and bars from ₹5,000, with free storage.',
  },
  '/sdi': {
    title: 'SDI',
    description: 'Structured debt instruments: corporate debentures, commercial papers and structured products at 9-18% p.a., from ₹50,000.',
  },
  '/calculator': {
    title: 'FD Calculator',
    description: 'Work out the 1.5% monthly return, total interest and maturity amount of a fixed deposit over 6 to 30 months, with its payout schedule.',
  },
  '/knowledge-hub': {
    title: 'Knowledge Hub',
    description: `Features, benefits, risks, taxation and eligibility of every ${BRAND.name} product, with the FD calculator and our security and compliance.`,
  },
} as const satisfies Record<string, RouteMeta>;
