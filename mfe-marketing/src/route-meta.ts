import { BRAND, type RouteMeta } from '@invest/platform';
/** The home page's description, also its Organization's (seo/organization-json-ld.ts). */
export const HOME_DESCRIPTION = `${BRAND.name}: fixed deposits with monthly payouts, bonds, mutual funds, SDI, fractional real estate and premium gold, with online KYC.`;

const PRIVACY_DASHBOARD: RouteMeta = {
  title: 'Privacy Dashboard',
  description: `Request access, correction, erasure or restriction of your data, manage your consents and see what ${BRAND.name} keeps and for how long.`,
};

/**
 * The head of each page this remote owns (title, description), by path. Structured data is the page module's `jsonLd`
 * (home, FAQ): the server loads it with the page, and the FAQ's answers stay out of the routes table.
 */
export const ROUTE_META = {
  '/': { title: 'Home', description: HOME_DESCRIPTION },
  '/faq': {
    title: 'FAQ',
    description: `Answers about ${BRAND.name}: minimum amounts, payouts, withdrawals, taxes, KYC, payment methods and processing times.`,
  },
  '/contact': {
    title: 'Contact',
    description: `Reach ${BRAND.name} by phone, WhatsApp or email, or send us a message from your OTP-verified mobile number.`,
  },
  '/privacy': PRIVACY_DASHBOARD,
  '/privacy-dashboard': PRIVACY_DASHBOARD,
  '/security-report': {
    title: 'Security Report',
    description: `${BRAND.name} security in numbers: 99.99% uptime, no data breaches, ISO 27001, SOC 2 Type II, PCI DSS Level 1 and AES-256 encryption.`,
  },
  '/terms': {
    title: 'Terms & Conditions',
    description: `The terms of ${BRAND.name}'s investment services: KYC, risks, payments, data protection, liability, termination and dispute resolution.`,
  },
  '/risk-disclosure': {
    title: 'Risk Disclosure',
    description: 'The key risks of fixed deposits, bonds, mutual funds, SDI, fractional real estate and gold, with general risks and disclaimers.',
  },
  '/dpdp-compliance': {
    title: 'DPDP Compliance',
    description: `How ${BRAND.name} processes personal data under the DPDP Act 2023: purposes, retention, legal basis, your rights and our data protection officer.`,
  },
  '/bug-bounty': {
    title: 'Bug Bounty',
    description: `Report a security vulnerability in ${BRAND.name} and earn ₹1,000 to ₹2,00,000 by severity. Scope, rules and how to submit a report.`,
  },
} as const satisfies Record<string, RouteMeta>;
