/** Home page content (product §1 and §2 "Home"). Brand name, contacts and addresses come from the brand config. */

export type ProductCategoryKey = 'FIXED_DEPOSITS' | 'BONDS' | 'MUTUAL_FUNDS' | 'SDI' | 'FRACTIONAL_REAL_ESTATE' | 'PREMIUM_GOLD';

export interface HomeLinkButton {
  readonly label: string;
  readonly to: string;
}

export interface HomeCategoryTile {
  readonly key: ProductCategoryKey;
  readonly title: string;
  readonly subtitle: string;
  /** /products with the category query parameter set to the tile's key. */
  readonly to: `/products?category=${ProductCategoryKey}`;
}

export interface HomeMarketingClaim {
  readonly key: string;
  readonly value: string;
  readonly label: string;
}

export interface HomeComplianceBadge {
  readonly key: string;
  readonly label: string;
  readonly description: string;
}

export const homeHero = {
  tagline: 'BOLD STEP, SOLID GROWTH',
  title: 'Grow your savings with confidence',
  description:
    'Fixed deposits, bonds, mutual funds, SDI, fractional real estate and premium gold, all in one place, with amounts in rupees and a simple online KYC.',
  primaryAction: { label: 'Start KYC Process', to: '/kyc' },
  secondaryAction: { label: 'Calculate ROI', to: '/calculator' },
} as const satisfies {
  readonly tagline: string;
  readonly title: string;
  readonly description: string;
  readonly primaryAction: HomeLinkButton;
  readonly secondaryAction: HomeLinkButton;
};

export const homeCategoriesSection = {
  title: 'Investment categories',
  description: 'Six ways to put your money to work. Pick a category to see its products.',
} as const;

export const homeCategoryTiles = [
  { key: 'FIXED_DEPOSITS', title: 'Fixed Deposits', subtitle: 'Monthly payouts', to: '/products?category=FIXED_DEPOSITS' },
  { key: 'BONDS', title: 'Bonds', subtitle: 'Fixed coupons', to: '/products?category=BONDS' },
  { key: 'MUTUAL_FUNDS', title: 'Mutual Funds', subtitle: 'Market-linked', to: '/products?category=MUTUAL_FUNDS' },
  { key: 'SDI', title: 'SDI', subtitle: 'Higher yield', to: '/products?category=SDI' },
  {
    key: 'FRACTIONAL_REAL_ESTATE',
    title: 'Fractional Real Estate',
    subtitle: 'Small investments',
    to: '/products?category=FRACTIONAL_REAL_ESTATE',
  },
  { key: 'PREMIUM_GOLD', title: 'Premium Gold', subtitle: 'Digital hedge', to: '/products?category=PREMIUM_GOLD' },
] as const satisfies readonly HomeCategoryTile[];

export const homeClaimsSection = {
  title: 'Why investors choose us',
  description: 'Built for retail investors in India, with security and support at every step.',
} as const;

/** Marketing claims of product §1, shown as stated (not verified by anything in the product). */
export const homeMarketingClaims = [
  { key: 'fixed-rates', value: 'Fixed', label: 'Fixed rates, booked when you invest' },
  { key: 'fd-monthly-payouts', value: 'Monthly', label: 'Monthly payouts on fixed deposits, principal at maturity' },
  { key: 'blockchain-security', value: 'Blockchain', label: 'Blockchain security' },
  { key: 'aes-256-encryption', value: 'AES-256', label: 'AES-256 encryption' },
  { key: 'uptime', value: '99.99%', label: 'Uptime 99.99%' },
  { key: 'fraud-detection', value: '99.8%', label: 'Fraud detection 99.8%' },
  { key: 'support-response', value: '< 15 min', label: 'Support response under 15 minutes' },
] as const satisfies readonly HomeMarketingClaim[];

export const homeComplianceBadges = [
  { key: 'pci-dss', label: 'PCI-DSS Level 1', description: 'Card data handled to the highest payment-industry standard.' },
  { key: 'iso-27001', label: 'ISO 27001', description: 'Information security management system.' },
  { key: 'dpdp-gdpr', label: 'DPDP/GDPR', description: 'Personal data processed under the DPDP Act 2023 and GDPR.' },
  { key: 'rbi-sebi', label: 'RBI/SEBI', description: 'Products offered in line with RBI and SEBI guidelines.' },
] as const satisfies readonly HomeComplianceBadge[];
