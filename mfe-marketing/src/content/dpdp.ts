/** DPDP compliance content (product §2 "DPDP compliance", §3 "Privacy"). The officer's e-mail comes from the brand config. */

export interface DpdpFrameworkCard {
  readonly key: string;
  readonly title: string;
  readonly description: string;
}

/** Processing item of product §3 (field names as specified). */
export interface DpdpProcessingItem {
  readonly category: string;
  readonly purpose: string;
  readonly retention: string;
  readonly legal_basis: string;
}

export interface DpdpRight {
  readonly title: string;
  readonly description: string;
}

export const dpdpPage = {
  title: 'DPDP Compliance',
  description: 'How we meet the Digital Personal Data Protection Act 2023: what we process, why, for how long, and the rights you hold.',
  frameworkTitle: 'Our compliance framework',
  processingTitle: 'Data processing activities',
  processingColumns: { category: 'Data Category', purpose: 'Purpose', retention: 'Retention', legal_basis: 'Legal Basis' },
  rightsTitle: 'Your rights as a Data Principal',
  securityTitle: 'Security measures',
} as const;

export const dpdpFrameworkCards = [
  {
    key: 'consent',
    title: 'Consent Management',
    description: 'Clear, specific consent for each purpose, which you can withdraw at any time from the privacy dashboard.',
  },
  {
    key: 'purpose-limitation',
    title: 'Purpose Limitation',
    description: 'Personal data is used only for the purposes it was collected for and kept no longer than needed.',
  },
  {
    key: 'data-minimisation',
    title: 'Data Minimisation',
    description: 'We collect only the data we need to verify your identity, process investments and support you.',
  },
  {
    key: 'accountability',
    title: 'Accountability',
    description: 'A data protection officer, regular audits and breach-notification procedures keep us accountable.',
  },
] as const satisfies readonly DpdpFrameworkCard[];

export const dpdpProcessing = [
  {
    category: 'Identity Information',
    purpose: 'Identity verification and KYC',
    retention: '7 years',
    legal_basis: 'Legal obligation',
  },
  {
    category: 'Financial Data',
    purpose: 'Processing investments, payments and payouts',
    retention: '7 years',
    legal_basis: 'Contract performance',
  },
  {
    category: 'KYC Documents',
    purpose: 'Regulatory KYC and anti-money-laundering checks',
    retention: 'Permanent',
    legal_basis: 'Legal obligation',
  },
  {
    category: 'Usage Analytics',
    purpose: 'Improving performance and user experience',
    retention: '2 years',
    legal_basis: 'Consent',
  },
  {
    category: 'Communication',
    purpose: 'Customer support and service updates',
    retention: '3 years',
    legal_basis: 'Consent',
  },
] as const satisfies readonly DpdpProcessingItem[];

export const dpdpRights = [
  { title: 'Right to Access', description: 'Get a summary of your personal data and how it is processed.' },
  { title: 'Right to Correction', description: 'Have inaccurate or incomplete data corrected and updated.' },
  { title: 'Right to Erasure', description: 'Have your data erased once it is no longer needed, subject to legal retention.' },
  { title: 'Right to Withdraw Consent', description: 'Withdraw consent at any time, as easily as you gave it.' },
  {
    title: 'Right to Grievance Redressal',
    description: 'Raise a complaint with our data protection officer and, if unresolved, with the Data Protection Board of India.',
  },
  { title: 'Right to Nominate', description: 'Name a person to exercise your rights in case of death or incapacity.' },
] as const satisfies readonly DpdpRight[];

export const dpdpSecurityMeasures = [
  'AES-256 encryption of data at rest and TLS for data in transit',
  'Multi-factor authentication with phone OTP',
  'Role-based access control and audit logs',
  '24/7 security monitoring',
  'Regular vulnerability assessments and penetration tests',
  'Data stored on servers located in India',
] as const satisfies readonly string[];

export const dpdpOfficerContact = {
  title: 'Data Protection Officer',
  description: 'Questions, requests or complaints about your personal data go to our data protection officer.',
  responseTime: 'Response within 48 hours',
  resolutionTime: 'Resolution within 30 days',
} as const;
