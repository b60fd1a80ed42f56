/**
 * DPDP compliance content (product §2 "DPDP compliance", §3 "Privacy"): the ids of its messages (the legal catalogue,
 * src/legal/messages/<locale>.json, where the English of the spec and the Hindi are written). The officer's e-mail
 * comes from the brand config.
 */

export interface DpdpFrameworkCard {
  readonly key: string;
  readonly title: string;
  readonly description: string;
}

/** Processing item of product §3 (field names as specified). */
export interface DpdpProcessingItem {
  readonly key: string;
  readonly category: string;
  readonly purpose: string;
  readonly retention: string;
  readonly legal_basis: string;
}

export interface DpdpRight {
  readonly key: string;
  readonly title: string;
  readonly description: string;
}

const D = 'marketing.dpdp';

export const dpdpPage = {
  title: `${D}.title`,
  description: `${D}.description`,
  frameworkTitle: `${D}.frameworkTitle`,
  processingTitle: `${D}.processingTitle`,
  processingTableLabel: `${D}.processingTableLabel`,
  processingColumns: {
    category: `${D}.processingColumns.category`,
    purpose: `${D}.processingColumns.purpose`,
    retention: `${D}.processingColumns.retention`,
    legal_basis: `${D}.processingColumns.legal_basis`,
  },
  rightsTitle: `${D}.rightsTitle`,
  securityTitle: `${D}.securityTitle`,
} as const;

export const dpdpFrameworkCards: readonly DpdpFrameworkCard[] = ['consent', 'purpose-limitation', 'data-minimisation', 'accountability'].map((key) => ({
  key,
  title: `${D}.framework.${key}.title`,
  description: `${D}.framework.${key}.description`,
}));

export const dpdpProcessing: readonly DpdpProcessingItem[] = ['identity', 'financial', 'kyc', 'analytics', 'communication'].map((key) => ({
  key,
  category: `${D}.processing.${key}.category`,
  purpose: `${D}.processing.${key}.purpose`,
  retention: `${D}.processing.${key}.retention`,
  legal_basis: `${D}.processing.${key}.legalBasis`,
}));

export const dpdpRights: readonly DpdpRight[] = ['access', 'correction', 'erasure', 'withdrawConsent', 'grievance', 'nominate'].map((key) => ({
  key,
  title: `${D}.right.${key}.title`,
  description: `${D}.right.${key}.description`,
}));

export const dpdpSecurityMeasures: readonly string[] = [1, 2, 3, 4, 5, 6].map((n) => `${D}.security${n}`);

export const dpdpOfficerContact = {
  title: `${D}.officer.title`,
  description: `${D}.officer.description`,
  responseTime: `${D}.officer.responseTime`,
  resolutionTime: `${D}.officer.resolutionTime`,
} as const;
