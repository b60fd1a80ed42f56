/** Header links, in order (product §2). */
export const HEADER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/calculator', label: 'Calculator' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/contact', label: 'Contact' },
] as const;

export const TRY_DEMO = { to: '/demo', label: 'Try Demo' } as const;
export const INVEST_NOW = { to: '/kyc', label: 'Invest Now' } as const;
export const KNOWLEDGE_HUB = { to: '/knowledge-hub', label: 'Knowledge Hub' } as const;

/** Footer links, every one of product §2, grouped for reading. */
export const FOOTER_GROUPS = [
  {
    title: 'Products',
    links: [
      { to: '/fixed-deposits', label: 'Fixed Deposits' },
      { to: '/bonds', label: 'Bonds' },
      { to: '/mutual-funds', label: 'Mutual Funds' },
      { to: '/real-estate', label: 'Real Estate' },
      { to: '/gold', label: 'Gold' },
      { to: '/sdi', label: 'SDI' },
    ],
  },
  {
    title: 'Invest',
    links: [
      { to: '/calculator', label: 'Calculator' },
      { to: '/dashboard', label: 'Dashboard' },
      { to: '/kyc', label: 'KYC' },
      { to: '/payment', label: 'Payment' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/contact', label: 'Reviews & Feedback' },
      { to: '/faq', label: 'FAQ' },
      { to: '/privacy-dashboard', label: 'Privacy Dashboard' },
      { to: '/security-report', label: 'Security Report' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms', label: 'Terms & Conditions' },
      { to: '/risk-disclosure', label: 'Risk Disclosure' },
      { to: '/dpdp-compliance', label: 'DPDP Compliance' },
      { to: '/bug-bounty', label: 'Bug Bounty' },
    ],
  },
] as const;
