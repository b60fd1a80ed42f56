/** Every route of the spec's route table (section 2), plus the /kyc-verification redirect target and /sign-in. */
export const specRoutes = [
  '/', '/products', '/calculator', '/dashboard', '/kyc', '/payment', '/contact', '/privacy', '/privacy-dashboard',
  '/faq', '/demo', '/demo/products', '/demo/kyc', '/demo/payment', '/demo/dashboard', '/fixed-deposits', '/bonds',
  '/mutual-funds', '/real-estate', '/gold', '/sdi', '/security-report', '/terms', '/risk-disclosure',
  '/dpdp-compliance', '/bug-bounty', '/kyc-verification', '/sign-in',
] as const;
