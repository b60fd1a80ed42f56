import type {
  BankAccountResponse,
  NomineeResponse,
  PortfolioInvestment,
  PortfolioPayout,
  PortfolioResponse,
  PortfolioTransaction,
  SentText,
  SessionResponse,
  TaxPapersResponse,
  TdsSummaryResponse,
} from '@invest/contracts';
import { answerJson, fakeDashboardApi, type ApiAnswer } from './render-route.js';

export const session: SessionResponse = { userId: 'u1', phoneMasked: '******3210', kycStatus: 'verified' };

export const emptyPortfolio: PortfolioResponse = {
  totalInvested: 0,
  totalCurrentValue: 0,
  totalEarnings: 0,
  returnPercentage: 0,
  investmentCount: 0,
  portfolioBreakdown: {},
  distribution: [],
  xirr: null,
  asOf: '2026-03-24',
};

export const portfolio: PortfolioResponse = {
  totalInvested: 160000,
  totalCurrentValue: 164600,
  totalEarnings: 4600,
  returnPercentage: 2.88,
  investmentCount: 3,
  portfolioBreakdown: { FIXED_DEPOSITS: 100000, BONDS: 50000, PREMIUM_GOLD: 10000 },
  distribution: [
    { category: 'FIXED_DEPOSITS', label: 'Fixed Deposits', amount: 100000, percentage: 63 },
    { category: 'BONDS', label: 'Bonds', amount: 50000, percentage: 31 },
    { category: 'PREMIUM_GOLD', label: 'Premium Gold', amount: 10000, percentage: 6 },
  ],
  xirr: 15.2,
  asOf: '2026-03-24',
};

export const investments: PortfolioInvestment[] = [
  {
    id: 'i1',
    productName: 'Regular FD',
    productType: 'Fixed Deposits',
    category: 'FIXED_DEPOSITS',
    status: 'active',
    amount: 100000,
    currentValue: 103600,
    earnings: 3600,
    returnRate: 18,
    durationMonths: 12,
    investmentDate: '2026-01-10',
    maturityDate: '2027-01-10',
  },
];

export const transactions: PortfolioTransaction[] = [
  {
    id: 't3',
    investmentId: 'i1',
    productName: 'Regular FD',
    type: 'payout',
    status: 'completed',
    amount: 1500,
    description: null,
    createdAt: '2026-02-15T04:00:00Z',
  },
  {
    id: 't2',
    investmentId: 'i1',
    productName: 'Regular FD',
    type: 'fee',
    status: 'completed',
    amount: 330,
    description: null,
    createdAt: '2026-01-10T06:31:00Z',
  },
  {
    id: 't1',
    investmentId: 'i1',
    productName: 'Regular FD',
    type: 'investment',
    status: 'completed',
    amount: 100000,
    description: null,
    createdAt: '2026-01-10T06:31:00Z',
  },
];

/** A payout of the Regular FD: scheduled (nothing worked out yet) unless told otherwise. */
export function payout(id: string, payoutDate: string, overrides: Partial<PortfolioPayout> = {}): PortfolioPayout {
  return {
    id,
    investmentId: 'i1',
    productName: 'Regular FD',
    status: 'pending',
    payoutDate,
    payoutType: 'monthly',
    amount: 1500,
    principal: 0,
    tds: null,
    net: null,
    bankLast4: null,
    utr: null,
    failureReason: null,
    ...overrides,
  };
}

export const upcoming: PortfolioPayout[] = ['2026-04-15', '2026-05-15', '2026-06-15'].map((date, index) => payout(`p${index + 4}`, date));

/** Sent so far: Jan paid (no TDS yet), Feb paid with TDS, Mar reversed, then the scheduled ones. */
export const schedule: PortfolioPayout[] = [
  payout('p1', '2026-01-15', { status: 'paid', tds: 0, net: 1500, bankLast4: '6789', utr: 'UTR0000001' }),
  payout('p2', '2026-02-15', { status: 'paid', tds: 150, net: 1350, bankLast4: '6789', utr: 'UTR0000002' }),
  payout('p3', '2026-03-15', { status: 'reversed', tds: 150, net: 1350, bankLast4: '6789', failureReason: 'Beneficiary account is closed' }),
  ...upcoming,
];

export const payoutAccount: BankAccountResponse = {
  message: 'Bank account verified.',
  account: {
    status: 'verified',
    last4: '6789',
    ifsc: 'SBIN0000300',
    bankName: 'State Bank of India',
    branch: 'Mumbai Main Branch',
    holderName: 'Asha Rao',
    failureReason: null,
    verifiedAt: '2026-01-05T05:00:00.000Z',
    payoutsFrom: '2026-01-05T05:00:00.000Z',
  },
  payoutsGoTo: null,
  changeNeedsOtp: true,
};

export const nomineeNamed: NomineeResponse = {
  message: '',
  nominee: {
    status: 'named',
    name: 'Ravi Rao',
    relationship: 'Spouse',
    dateOfBirth: '1988-06-01',
    minor: false,
    guardianName: null,
    guardianRelationship: null,
    declaredAt: '2026-01-05T05:00:00.000Z',
  },
};

export const tdsSummary: TdsSummaryResponse = {
  financialYear: '2026-27',
  seniorCitizen: false,
  threshold: 10000,
  ratePercent: 10,
  interestPaid: 42000,
  tdsDeducted: 300,
  declaration: null,
  years: [
    { financialYear: '2025-26', gross: 4500, tds: 300, net: 4200 },
    { financialYear: '2026-27', gross: 42000, tds: 300, net: 41700 },
  ],
};

export const sentTexts: SentText[] = [
  {
    id: 't2',
    event: 'payout_sent',
    body: 'Solidstep Invest: Rs. 1,500 of Short Term FD interest sent to your bank account ending 6789 (TDS Rs. 0 withheld). UTR UTR0000001.',
    sentAt: '2026-01-15T05:00:00.000Z',
  },
  {
    id: 't1',
    event: 'payment_received',
    body: 'Solidstep Invest: we received Rs. 1,00,330 for Short Term FD. Payment reference pay_Q1w2E3r4T5y6U7. Your investment is active.',
    sentAt: '2026-01-10T05:00:00.000Z',
  },
];

export const PAYOUTS_UPCOMING = '/api/payouts/user/u1?upcoming=true&limit=3';
export const PAYOUTS_ALL = '/api/payouts/user/u1?limit=200';

/** The API of a verified investor with one FD, three payouts sent and three scheduled; `overrides` replace answers. */
/** A closed quarter with TDS, and two financial years (the current one still open). */
export const taxPapers: TaxPapersResponse = {
  certificates: [{ quarter: '2026-27-Q2', label: 'Jul-Sep 2026 (Q2, FY 2026-27)', amountPaid: 45000, tds: 9000 }],
  years: [
    { financialYear: '2026-27', label: 'FY 2026-27 (01 Apr 2026 - 31 Mar 2027)', open: true },
    { financialYear: '2025-26', label: 'FY 2025-26 (01 Apr 2025 - 31 Mar 2026)', open: false },
  ],
};

export function dashboardApi(overrides: Record<string, ApiAnswer> = {}) {
  return fakeDashboardApi({
    '/api/session': answerJson(session),
    '/api/portfolio/u1': answerJson(portfolio),
    '/api/investments/user/u1': answerJson(investments),
    '/api/transactions/user/u1?limit=5': answerJson(transactions),
    [PAYOUTS_UPCOMING]: answerJson(upcoming),
    [PAYOUTS_ALL]: answerJson(schedule),
    '/api/bank-account': answerJson(payoutAccount),
    '/api/nominee': answerJson(nomineeNamed),
    '/api/tds': answerJson(tdsSummary),
    '/api/reports/u1/tax-papers': answerJson(taxPapers),
    '/api/texts': answerJson(sentTexts),
    ...overrides,
  });
}
