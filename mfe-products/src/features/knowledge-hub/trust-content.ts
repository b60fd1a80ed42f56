/** Security, compliance and trust claims of product §1 (marketing claims; nothing in the product verifies them). */
export const SECURITY_FEATURES = [
  { title: 'AES-256 Encryption', description: 'Your data is encrypted with AES-256, in transit and at rest.' },
  { title: 'Blockchain Security', description: 'Transaction records secured with blockchain technology.' },
  { title: 'Fraud Detection 99.8%', description: 'Automated monitoring flags suspicious activity with 99.8% fraud detection.' },
  { title: 'Uptime 99.99%', description: 'The platform is available 99.99% of the time.' },
  { title: 'Support in under 15 minutes', description: 'Support response under 15 minutes.' },
] as const;

export const COMPLIANCE_BADGES = ['PCI-DSS Level 1', 'ISO 27001', 'DPDP/GDPR', 'RBI/SEBI'] as const;

export const TRUST_BADGES = ['Fixed Rates, Booked When You Invest', 'Monthly Payouts on FDs', ...COMPLIANCE_BADGES, 'AES-256 Encryption'] as const;
