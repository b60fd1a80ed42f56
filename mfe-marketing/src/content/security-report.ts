/** Security report content (product §2 "Security report"). */

export interface SecurityMetric {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly detail: string;
}

export interface SecurityCertification {
  readonly name: string;
  readonly status: 'Active';
  /** Month the certificate or report is valid to, or 'Ongoing'. */
  readonly validity: string;
  readonly description: string;
}

export interface SecurityFeature {
  readonly key: string;
  readonly title: string;
  readonly description: string;
}

export const securityReportPage = {
  title: 'Security Report',
  description: 'How we protect your money and your data, in numbers.',
  metricsTitle: 'Platform metrics',
  certificationsTitle: 'Certifications',
  validityLabel: 'Valid',
  featuresTitle: 'Security features',
} as const;

export const securityMetrics = [
  { key: 'uptime', label: 'Uptime', value: '99.99%', detail: 'Platform availability' },
  { key: 'response-time', label: 'Response Time', value: '<100ms', detail: 'Response time under 100ms' },
  { key: 'incidents', label: 'Security Incidents', value: '0', detail: '0 security incidents in 12 months' },
  { key: 'breaches', label: 'Data Breaches', value: '0', detail: '0 data breaches' },
] as const satisfies readonly SecurityMetric[];

export const securityCertifications = [
  {
    name: 'ISO 27001:2013',
    status: 'Active',
    validity: 'Dec 2025',
    description: 'Information security management system.',
  },
  {
    name: 'SOC 2 Type II',
    status: 'Active',
    validity: 'Jun 2025',
    description: 'Audited security, availability and confidentiality controls.',
  },
  {
    name: 'PCI DSS Level 1',
    status: 'Active',
    validity: 'Mar 2025',
    description: 'Highest level of payment card data security.',
  },
  {
    name: 'GDPR',
    status: 'Active',
    validity: 'Ongoing',
    description: 'Personal data processed under GDPR principles, alongside the DPDP Act 2023.',
  },
] as const satisfies readonly SecurityCertification[];

export const securityFeatures = [
  {
    key: 'encryption',
    title: 'AES-256 encryption',
    description: 'Data is encrypted with AES-256 at rest and protected with TLS in transit.',
  },
  {
    key: 'mfa',
    title: 'Multi-factor authentication',
    description: 'Every sign-in and sensitive action is confirmed with a one-time password sent to your phone.',
  },
  {
    key: 'monitoring',
    title: '24/7 monitoring',
    description: 'Systems are watched around the clock so that unusual activity is detected and handled at once.',
  },
  {
    key: 'zero-trust',
    title: 'Zero trust',
    description: 'No request is trusted by default: every user, device and service is verified before access is granted.',
  },
] as const satisfies readonly SecurityFeature[];
