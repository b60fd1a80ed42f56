/**
 * Security report content (product §2 "Security report"): the ids of its messages (the legal catalogue,
 * src/legal/messages/<locale>.json, where the English of the spec and the Hindi are written). Figures and the names of
 * certifications are the same in every language.
 */

export interface SecurityMetric {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly detail: string;
}

export interface SecurityCertification {
  readonly key: string;
  readonly name: string;
  /** Month the certificate or report is valid to, or 'Ongoing' (a message: 'Dec 2025'). */
  readonly validity: string;
  readonly description: string;
}

export interface SecurityFeature {
  readonly key: string;
  readonly title: string;
  readonly description: string;
}

const S = 'marketing.securityReport';

export const securityReportPage = {
  title: `${S}.title`,
  description: `${S}.description`,
  metricsTitle: `${S}.metricsTitle`,
  certificationsTitle: `${S}.certificationsTitle`,
  validityLabel: `${S}.validityLabel`,
  featuresTitle: `${S}.featuresTitle`,
  /** Every certification's status. */
  active: `${S}.certification.active`,
} as const;

const metric = (key: string, value: string): SecurityMetric => ({ key, value, label: `${S}.metric.${key}.label`, detail: `${S}.metric.${key}.detail` });

export const securityMetrics: readonly SecurityMetric[] = [
  metric('uptime', '99.99%'),
  metric('response-time', '<100ms'),
  metric('incidents', '0'),
  metric('breaches', '0'),
];

const certification = (key: string, name: string): SecurityCertification => ({
  key,
  name,
  validity: `${S}.certification.${key}.validity`,
  description: `${S}.certification.${key}.description`,
});

export const securityCertifications: readonly SecurityCertification[] = [
  certification('iso', 'ISO 27001:2013'),
  certification('soc2', 'SOC 2 Type II'),
  certification('pci', 'PCI DSS Level 1'),
  certification('gdpr', 'GDPR'),
];

export const securityFeatures: readonly SecurityFeature[] = ['encryption', 'mfa', 'monitoring', 'zero-trust'].map((key) => ({
  key,
  title: `${S}.feature.${key}.title`,
  description: `${S}.feature.${key}.description`,
}));
