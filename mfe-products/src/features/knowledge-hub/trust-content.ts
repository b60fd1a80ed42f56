/** Security, compliance and trust claims of product §1 (marketing claims; nothing in the product verifies them): message ids. */
export const SECURITY_FEATURES = [
  { title: 'products.security.aes.title', description: 'products.security.aes.description' },
  { title: 'products.security.blockchain.title', description: 'products.security.blockchain.description' },
  { title: 'products.security.fraud.title', description: 'products.security.fraud.description' },
  { title: 'products.security.uptime.title', description: 'products.security.uptime.description' },
  { title: 'products.security.support.title', description: 'products.security.support.description' },
] as const;

/** Certifications and regulators, by their names (the same in every language). */
export const COMPLIANCE_BADGES = ['PCI-DSS Level 1', 'ISO 27001', 'DPDP/GDPR', 'RBI/SEBI'] as const;

/** The trust strip: claims (message ids) and the certifications' names. */
export const TRUST_BADGES = [
  { message: 'products.trust.fixedRates' },
  { message: 'products.trust.monthlyPayouts' },
  ...COMPLIANCE_BADGES.map((name) => ({ name })),
  { message: 'products.trust.aes' },
] as const;
