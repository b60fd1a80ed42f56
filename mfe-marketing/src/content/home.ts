/**
 * Home page content (product §1 and §2 "Home"): its links and the ids of its messages (src/messages/<locale>.json, where
 * the English of the spec and the Hindi are written). Brand name, contacts and addresses come from the brand config.
 */

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
  tagline: 'marketing.home.tagline',
  title: 'marketing.home.title',
  description: 'marketing.home.description',
  primaryAction: { label: 'marketing.home.startKyc', to: '/kyc' },
  secondaryAction: { label: 'marketing.home.calculate', to: '/calculator' },
} as const satisfies {
  readonly tagline: string;
  readonly title: string;
  readonly description: string;
  readonly primaryAction: HomeLinkButton;
  readonly secondaryAction: HomeLinkButton;
};

export const homeCategoriesSection = {
  title: 'marketing.home.categories.title',
  description: 'marketing.home.categories.description',
} as const;

export const homeCategoryTiles = [
  {
    key: 'FIXED_DEPOSITS',
    title: 'marketing.home.category.fixedDeposits',
    subtitle: 'marketing.home.category.fixedDeposits.subtitle',
    to: '/products?category=FIXED_DEPOSITS',
  },
  { key: 'BONDS', title: 'marketing.home.category.bonds', subtitle: 'marketing.home.category.bonds.subtitle', to: '/products?category=BONDS' },
  {
    key: 'MUTUAL_FUNDS',
    title: 'marketing.home.category.mutualFunds',
    subtitle: 'marketing.home.category.mutualFunds.subtitle',
    to: '/products?category=MUTUAL_FUNDS',
  },
  { key: 'SDI', title: 'marketing.home.category.sdi', subtitle: 'marketing.home.category.sdi.subtitle', to: '/products?category=SDI' },
  {
    key: 'FRACTIONAL_REAL_ESTATE',
    title: 'marketing.home.category.realEstate',
    subtitle: 'marketing.home.category.realEstate.subtitle',
    to: '/products?category=FRACTIONAL_REAL_ESTATE',
  },
  { key: 'PREMIUM_GOLD', title: 'marketing.home.category.gold', subtitle: 'marketing.home.category.gold.subtitle', to: '/products?category=PREMIUM_GOLD' },
] as const satisfies readonly HomeCategoryTile[];

export const homeClaimsSection = {
  title: 'marketing.home.claims.title',
  description: 'marketing.home.claims.description',
} as const;

/** Marketing claims of product §1, shown as stated (not verified by anything in the product). */
export const homeMarketingClaims = [
  { key: 'fixed-rates', value: 'marketing.home.claim.fixedRates.value', label: 'marketing.home.claim.fixedRates' },
  { key: 'fd-monthly-payouts', value: 'marketing.home.claim.monthly.value', label: 'marketing.home.claim.monthly' },
  { key: 'blockchain-security', value: 'marketing.home.claim.blockchain.value', label: 'marketing.home.claim.blockchain' },
  { key: 'aes-256-encryption', value: 'marketing.home.claim.aes.value', label: 'marketing.home.claim.aes' },
  { key: 'uptime', value: 'marketing.home.claim.uptime.value', label: 'marketing.home.claim.uptime' },
  { key: 'fraud-detection', value: 'marketing.home.claim.fraud.value', label: 'marketing.home.claim.fraud' },
  { key: 'support-response', value: 'marketing.home.claim.support.value', label: 'marketing.home.claim.support' },
] as const satisfies readonly HomeMarketingClaim[];

export const homeComplianceBadges = [
  { key: 'pci-dss', label: 'marketing.home.badge.pci', description: 'marketing.home.badge.pci.description' },
  { key: 'iso-27001', label: 'marketing.home.badge.iso', description: 'marketing.home.badge.iso.description' },
  { key: 'dpdp-gdpr', label: 'marketing.home.badge.dpdp', description: 'marketing.home.badge.dpdp.description' },
  { key: 'rbi-sebi', label: 'marketing.home.badge.rbi', description: 'marketing.home.badge.rbi.description' },
] as const satisfies readonly HomeComplianceBadge[];
