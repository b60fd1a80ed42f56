import { CATEGORY_KEYS, rupeesText, type CatalogueFiguresResponse } from '@invest/contracts';

/**
 * FAQ page content (product §2 "FAQ" and the FAQ facts of product §9). An answer names the figures it states as tokens
 * (`{FIXED_DEPOSITS.returns}`, `{tdsThreshold}`, ...), filled from GET /api/catalogue/figures: the booked terms and the
 * platform's configuration, never a figure of its own.
 */

export type FaqCategoryKey = 'general' | 'fixed-deposits' | 'bonds' | 'mutual-funds' | 'premium-gold' | 'sdi-real-estate';

export interface FaqCategory {
  readonly key: FaqCategoryKey;
  readonly label: string;
}

export interface FaqItem {
  /** Stable id, unique across all categories (used for the single-open collapsible). */
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

export const faqCategories = [
  { key: 'general', label: 'General' },
  { key: 'fixed-deposits', label: 'Fixed Deposits' },
  { key: 'bonds', label: 'Bonds' },
  { key: 'mutual-funds', label: 'Mutual Funds' },
  { key: 'premium-gold', label: 'Premium Gold' },
  { key: 'sdi-real-estate', label: 'SDI & Real Estate' },
] as const satisfies readonly FaqCategory[];

export const defaultFaqCategory: FaqCategoryKey = 'general';

export const faqPage = {
  title: 'Frequently Asked Questions',
  description: 'Answers about minimums, payouts, withdrawals, taxes, KYC, payment methods and processing times.',
  backLabel: 'Back',
  stillHaveQuestions: 'Still have questions?',
  helpText: 'Our support team is ready to help.',
  whatsappLabel: 'WhatsApp Chat',
  callLabel: 'Call',
  contactFormLabel: 'Contact Form',
  contactFormTo: '/contact',
} as const;

export const faqItems = {
  general: [
    {
      id: 'general-minimum',
      question: 'What is the minimum investment amount?',
      answer:
        'The minimum investment is {platformMinimum} for payments by UPI, net banking or card, and {cashMinimum} in cash. Each plan states its own minimum, never below {platformMinimum}.',
    },
    {
      id: 'general-kyc',
      question: 'How does KYC work and how long does it take?',
      answer:
        'KYC is completed online with your Aadhaar, your PAN and a phone number verified by a 6-digit OTP. You must be at least 18 years old. KYC is verified instantly, as soon as your Aadhaar OTP and PAN check succeed.',
    },
    {
      id: 'general-payment-methods',
      question: 'Which payment methods are accepted?',
      answer:
        'We accept UPI, net banking, debit/credit card and cash. Cash is accepted for {cashMinimum} or more and is arranged with our team over WhatsApp instead of online.',
    },
    {
      id: 'general-processing-time',
      question: 'How long does it take to process my investment?',
      answer:
        'Your investment is booked instantly, as soon as your payment is confirmed, and its payouts are scheduled at once. You can follow every investment, transaction and payout on your dashboard.',
    },
    {
      id: 'general-security',
      question: 'Is my money and personal data safe?',
      answer:
        'Your data is protected with AES-256 encryption and processed under the DPDP Act 2023. Payments are only accepted from verified bank accounts linked to your KYC identity.',
    },
  ],
  'fixed-deposits': [
    {
      id: 'fd-returns',
      question: 'What return does a fixed deposit pay?',
      answer:
        'Fixed deposits pay {FIXED_DEPOSITS.returns}, paid out every month: {FIXED_DEPOSITS.monthly} of the amount invested a month, depending on the plan. Interest paid out is not added to the principal, which is repaid at maturity.',
    },
    {
      id: 'fd-payout',
      question: 'When are the monthly payouts made?',
      answer: 'The payout is made on the 15th of every month, straight to your verified bank account.',
    },
    {
      id: 'fd-tenure-minimum',
      question: 'What tenures and minimum amounts are available?',
      answer:
        'Each plan has its own tenure and minimum: tenures of {FIXED_DEPOSITS.tenure} and minimums of {FIXED_DEPOSITS.minimum}. The calculator works out any plan. PAN is compulsory above ₹50,000.',
    },
    {
      id: 'fd-withdrawal',
      question: 'Can I withdraw before maturity?',
      answer:
        'Yes, after a lock-in of {FIXED_DEPOSITS.lockIn}. Premature withdrawal carries a penalty of {FIXED_DEPOSITS.penalty} of interest earned (your plan states its rate), and you see exactly what you will receive before you confirm it with an OTP.',
    },
    {
      id: 'fd-taxes',
      question: 'How is fixed deposit interest taxed?',
      answer:
        'Interest is added to your income and taxed at your slab rate. We pay the interest ourselves (we are not a bank), so TDS of {tdsRate} is deducted once the interest we pay you in a financial year (April to March) passes {tdsThreshold}, unless you give us a Form 15G/15H on your dashboard.',
    },
  ],
  bonds: [
    {
      id: 'bonds-types',
      question: 'Which bonds can I invest in?',
      answer:
        'Government bonds, corporate bonds and high-yield bonds, at {BONDS.returns} with maturities of {BONDS.tenure}. Each plan states its own rate, maturity and risk.',
    },
    {
      id: 'bonds-minimum',
      question: 'What is the minimum investment in bonds?',
      answer: 'Bonds start at {BONDS.minimum}, depending on the bond.',
    },
    {
      id: 'bonds-payout',
      question: 'How is bond interest paid?',
      answer: 'Bonds pay fixed coupons on the schedule set by the issuer, credited to your verified bank account. The principal is repaid at maturity.',
    },
    {
      id: 'bonds-withdrawal',
      question: 'Can I exit a bond before maturity?',
      answer:
        'Bonds can be sold before maturity where a buyer is available. The price then depends on interest rates and demand, so you may receive more or less than you invested.',
    },
    {
      id: 'bonds-taxes',
      question: 'How are bond returns taxed?',
      answer: 'Coupon interest is taxed at your slab rate. Gains on a sale before maturity are taxed as capital gains according to how long you held the bond.',
    },
  ],
  'mutual-funds': [
    {
      id: 'mf-minimum',
      question: 'What is the minimum SIP or lumpsum amount?',
      answer: 'A lumpsum and a monthly SIP instalment each start at {MUTUAL_FUNDS.minimum}.',
    },
    {
      id: 'mf-redemption',
      question: 'How quickly do I get my money when I redeem?',
      answer: 'Redemptions settle on a T+2 basis at the latest; for our debt funds the money usually reaches your bank account on the next business day.',
    },
    {
      id: 'mf-returns',
      question: 'Are mutual fund returns fixed?',
      answer: 'No. Mutual fund returns are market-linked and move with the value (NAV) of the fund. Past returns do not guarantee future performance.',
    },
    {
      id: 'mf-sip-stop',
      question: 'Can I pause or stop my SIP?',
      answer:
        'Yes, you can stop a SIP at any time. Units already bought stay invested until you redeem them; an exit load may apply according to the fund rules.',
    },
    {
      id: 'mf-taxes',
      question: 'How are mutual funds taxed?',
      answer:
        'Gains are taxed as capital gains depending on the fund type and holding period. ELSS funds qualify for a deduction up to ₹1.5 lakh under section 80C.',
    },
  ],
  'premium-gold': [
    {
      id: 'gold-purity',
      question: 'What is the purity of the gold?',
      answer: 'All gold is 24-karat 999.9 purity, the finest grade available.',
    },
    {
      id: 'gold-minimum',
      question: 'What is the minimum investment in gold?',
      answer: 'Digital gold, the Gold SIP (a month) and coins and bars each start at {PREMIUM_GOLD.minimum}.',
    },
    {
      id: 'gold-delivery',
      question: 'Can I take physical delivery of my gold?',
      answer: 'Yes. Physical delivery above ₹5,000 is available on request. Until then your gold is stored for free in secure vaults.',
    },
    {
      id: 'gold-withdrawal',
      question: 'Can I sell my gold at any time?',
      answer: 'Yes. Digital gold can be sold at the current market price and the proceeds are credited to your verified bank account.',
    },
    {
      id: 'gold-allocation',
      question: 'How much of my portfolio should be in gold?',
      answer: 'Gold is a hedge against inflation and market swings; a 5-10% allocation is usually suggested.',
    },
  ],
  'sdi-real-estate': [
    {
      id: 'sdi-what',
      question: 'What are SDIs and what do they return?',
      answer:
        'Structured debt instruments (SDI) are debt securities backed by a pool of assets. They target returns of {SDI.returns} depending on the instrument and its rating.',
    },
    {
      id: 'sdi-minimum',
      question: 'What is the minimum investment in SDI?',
      answer: 'SDIs start at {SDI.minimum}, depending on the instrument.',
    },
    {
      id: 're-minimum',
      question: 'What is the minimum investment in fractional real estate?',
      answer:
        'Fractional real estate lets you own a share of a commercial property with a minimum of {FRACTIONAL_REAL_ESTATE.minimum}, depending on the property.',
    },
    {
      id: 're-payout',
      question: 'How do I earn from fractional real estate?',
      answer: 'You receive your share of the rental income as a regular payout, and you gain from any appreciation in the property value when it is sold.',
    },
    {
      id: 're-withdrawal',
      question: 'Can I exit SDI or real estate investments early?',
      answer:
        'These are less liquid than deposits. SDIs are usually held to maturity, and a real estate share is sold when another investor buys it or the property is sold.',
    },
  ],
} as const satisfies Readonly<Record<FaqCategoryKey, readonly FaqItem[]>>;

/** What an answer says where a figure could not be read (the API did not answer). */
export const FIGURE_UNAVAILABLE = 'as stated on the product page';

/** The token values of the answers: each category's figures and the platform's. */
export function faqTokens(figures: CatalogueFiguresResponse): Record<string, string> {
  const { facts } = figures;
  const tokens: Record<string, string> = {
    platformMinimum: rupeesText(facts.minimumAmount),
    cashMinimum: rupeesText(facts.cashMinimumAmount),
    processingFee: rupeesText(facts.processingFee),
    // The threshold of the interest the platform pays (every plan's payer), as its payouts are booked.
    tdsThreshold: rupeesText(facts.tdsThreshold.amount),
    tdsRate: `${facts.tdsThreshold.ratePercent}%`,
  };
  for (const key of CATEGORY_KEYS) for (const [name, value] of Object.entries(figures.categories[key])) tokens[`${key}.${name}`] = value;
  return tokens;
}

/** An answer with its figures filled in (FIGURE_UNAVAILABLE without them). */
export function faqAnswer(answer: string, tokens: Readonly<Record<string, string>> | null): string {
  return answer.replace(/\{([A-Za-z_]+(?:\.[A-Za-z]+)?)\}/g, (_whole, name: string) => tokens?.[name] ?? FIGURE_UNAVAILABLE);
}

/** Whether an answer states a figure of the catalogue or the platform (so it is filled from the API). */
export function statesFigures(answer: string): boolean {
  return /\{[A-Za-z_.]+\}/.test(answer);
}
