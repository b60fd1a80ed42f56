/** Terms & Conditions content (product §2 "Terms & Conditions"). The company name comes from the brand config. */

export interface TermsSection {
  readonly key: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

export const termsPage = {
  title: 'Terms & Conditions',
  lastUpdatedLabel: 'Last updated',
  lastUpdated: 'January 15, 2025',
  introduction:
    'These terms govern your use of the platform and every investment made through it. By creating an account or investing, you accept them. In these terms "we" and "us" mean the company that owns and manages the platform, and "you" means the investor.',
} as const;

export const termsSections = [
  {
    key: 'investment-services',
    title: '1. Investment Services',
    paragraphs: [
      'We offer fixed deposits, bonds, mutual funds, premium gold, structured debt instruments (SDI) and fractional real estate to retail investors in India.',
      'Product details, expected returns and tenures are shown on each product page and may change for new investments. Investments already made keep the terms agreed at the time of investment.',
    ],
  },
  {
    key: 'user-obligations',
    title: '2. User Obligations',
    paragraphs: [
      'KYC is required before any investment: you must complete Aadhaar, PAN and phone verification and keep your details up to date.',
      'You must be at least 18 years old, give true and complete information, and keep your login and OTPs confidential.',
      'You are responsible for every action taken through your account.',
    ],
  },
  {
    key: 'risk-disclosure',
    title: '3. Risk Disclosure',
    paragraphs: [
      'All investments carry risk, including the possible loss of capital. Market-linked products such as mutual funds and gold can go down as well as up.',
      'Past performance does not guarantee future returns. Read the risk disclosure and the product documents before investing.',
    ],
  },
  {
    key: 'data-protection',
    title: '4. Data Protection',
    paragraphs: [
      'We process your personal data in line with the Digital Personal Data Protection Act 2023 and only for the purposes described in our privacy dashboard.',
      'You can access, correct or erase your data and manage your consents at any time from the privacy dashboard.',
    ],
  },
  {
    key: 'payment-terms',
    title: '5. Payment Terms',
    paragraphs: [
      'Payments are accepted only from verified bank accounts linked to the KYC identity of the investor.',
      'A flat processing fee may be added to the payment total and is shown before you pay. Payments from third-party accounts are refunded to the source account.',
    ],
  },
  {
    key: 'regulatory-compliance',
    title: '6. Regulatory Compliance',
    paragraphs: [
      'We follow the applicable guidelines of RBI and SEBI and the anti-money-laundering rules of India.',
      'We may ask for additional documents, report transactions to the authorities where the law requires it, and suspend accounts that do not meet these obligations.',
    ],
  },
  {
    key: 'liability-limit',
    title: '7. Limitation of Liability',
    paragraphs: [
      'We are not liable for losses caused by market movements, by the failure of an issuer, or by events outside our reasonable control.',
      'Where liability cannot be excluded, it is limited to the fees you paid us in the twelve months before the claim.',
    ],
  },
  {
    key: 'termination',
    title: '8. Termination',
    paragraphs: [
      'Either party may end this agreement with 30 days written notice.',
      'We may suspend or close an account at once in case of fraud or a breach of these terms. Investments that are running on termination are settled according to their product terms.',
    ],
  },
  {
    key: 'dispute-resolution',
    title: '9. Dispute Resolution',
    paragraphs: [
      'These terms are governed by Indian law.',
      'Any dispute that cannot be settled amicably is resolved by arbitration under the Arbitration and Conciliation Act, 1996, with the seat of arbitration in Mumbai.',
    ],
  },
] as const satisfies readonly TermsSection[];
