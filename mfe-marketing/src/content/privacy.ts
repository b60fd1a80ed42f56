import { CONSENT_DEFINITIONS } from '@invest/contracts';
import { signInPath } from '@invest/platform';

/** Privacy dashboard content (product §2 "Privacy dashboard", §3 "Privacy"). The contact e-mail comes from the brand config. */

export type PrivacyActionKey = 'access' | 'rectification' | 'erasure' | 'restrict-processing';

export interface PrivacyActionCard {
  readonly key: PrivacyActionKey;
  readonly title: string;
  readonly description: string;
  readonly buttonLabel: string;
  readonly status: string;
  /** Shown in an alert when a visitor presses the button (signed-in users' requests are stored instead). */
  readonly alertMessage: string;
}

export interface PrivacyDataCategory {
  readonly category: string;
  readonly data: string;
  readonly purpose: string;
  readonly retention: string;
}

export type PrivacyConsentKey = 'marketing' | 'analytics' | 'third-party' | 'personalization';

export interface PrivacyConsentItem {
  readonly key: PrivacyConsentKey;
  readonly type: string;
  readonly description: string;
  /** Default state (product §3); local only for visitors, stored for signed-in users. */
  readonly granted: boolean;
}

export interface PrivacyActivityItem {
  readonly id: string;
  readonly action: string;
  readonly date: string;
  readonly status: string;
}

export interface PrivacyComplianceItem {
  readonly name: string;
  readonly description: string;
}

export const privacyPage = {
  title: 'Privacy Dashboard',
  description: 'See what data we hold, why we hold it and for how long, and exercise your rights.',
  rightsTitle: 'Your data rights',
  dataCategoriesTitle: 'Data we collect',
  dataCategoriesColumns: { category: 'Category', data: 'Data types', purpose: 'Purpose', retention: 'Retention' },
  retentionTitle: 'Retention policy',
  consentTitle: 'Consent management',
  consentGranted: 'Granted',
  consentDenied: 'Denied',
  activityTitle: 'Recent activity',
  complianceTitle: 'Compliance',
  noticeTitle: 'Data protection contact',
  /** Followed by the data-protection e-mail address of the brand config. */
  noticeText: 'For any question about your personal data or to follow up a request, write to our data protection officer at',
  retentionColumns: { label: 'Record', retention: 'Retention' },
  /** Signed-in users: requests are stored on the server and tracked on the cards. */
  signedInNotice: 'Your requests and consent choices are saved to your account and shown here with their status.',
  /** Visitors: the spec's behaviour (alerts, local toggles). */
  signedOutNotice: 'Sign in with your phone number to submit requests that are saved to your account and to keep your consent choices.',
  signInLabel: 'Sign in',
  /** Sign in (no KYC needed), then back to this page. */
  signInTo: signInPath('/privacy-dashboard'),
  pendingButtonLabel: 'Request Pending',
  downloadLabel: 'Download My Data (JSON)',
  accessReadyText: 'Your data is ready: use Download My Data to save it as a JSON file.',
  requestRecordedText: 'We will respond within 48 hours and resolve it within 30 days. Its status is shown on this card.',
  /** A pending erasure: followed by its date. */
  erasureScheduledLabel: 'Scheduled for',
  /** An erasure while money is held: followed by what is held. */
  erasureHeldText: 'Your erasure runs after your final payout is paid; until then you can still sign in. Still held:',
  noActivityText: 'No privacy activity yet. Your requests, consent changes and downloads will be listed here.',
  /** Shown only by a browser without JavaScript, above the request cards and the consent switches. */
  requestsNoScriptText: 'These requests need JavaScript. Please turn it on in your browser to continue.',
  consentNoScriptText: 'Changing a consent needs JavaScript. Please turn it on in your browser to continue.',
} as const;

export const privacyActionCards = [
  {
    key: 'access',
    title: 'Access',
    description: 'Get a copy of the personal data we hold about you.',
    buttonLabel: 'Request Data Copy',
    status: 'Available',
    alertMessage: 'Your access request has been initiated. You will receive a confirmation e-mail within 24 hours.',
  },
  {
    key: 'rectification',
    title: 'Rectification',
    description: 'Correct personal data that is inaccurate or incomplete.',
    buttonLabel: 'Update Information',
    status: 'Available',
    alertMessage: 'Your rectification request has been initiated. You will receive a confirmation e-mail within 24 hours.',
  },
  {
    key: 'erasure',
    title: 'Erasure',
    description: 'Ask us to delete your personal data, subject to legal retention periods.',
    buttonLabel: 'Delete My Data',
    status: 'Available',
    alertMessage: 'Your erasure request has been initiated. You will receive a confirmation e-mail within 24 hours.',
  },
  {
    key: 'restrict-processing',
    title: 'Restrict Processing',
    description: 'Limit how we use your personal data while a concern is reviewed.',
    buttonLabel: 'Restrict Processing',
    status: 'Available',
    alertMessage: 'Your restrict processing request has been initiated. You will receive a confirmation e-mail within 24 hours.',
  },
] as const satisfies readonly PrivacyActionCard[];

export const privacyDataCategories = [
  {
    category: 'Identity Information',
    data: 'Name, date of birth, Aadhaar, PAN',
    purpose: 'Identity verification and regulatory compliance',
    retention: '7 years',
  },
  {
    category: 'Financial Data',
    data: 'Bank account details, investments, transactions, payouts',
    purpose: 'Processing investments, payments and payouts',
    retention: '7 years',
  },
  {
    category: 'KYC Documents',
    data: 'Aadhaar and PAN verification records',
    purpose: 'Mandatory KYC under applicable regulations',
    retention: 'Permanent',
  },
  {
    category: 'Usage Analytics',
    data: 'Pages visited, device and browser information',
    purpose: 'Improving performance and user experience',
    retention: '2 years',
  },
  {
    category: 'Communication',
    data: 'Messages, e-mails, phone numbers',
    purpose: 'Customer support and service updates',
    retention: '3 years',
  },
] as const satisfies readonly PrivacyDataCategory[];

export const privacyRetentionStatements = [
  { key: 'personal', label: 'Personal data', retention: '7 years after account closure' },
  { key: 'transactions', label: 'Transaction records', retention: '10 years' },
  { key: 'communications', label: 'Communication records', retention: '3 years' },
  // What the law makes us keep after an erasure (services/api retention-policy.ts).
  { key: 'kyc', label: 'KYC records after account closure', retention: '5 years after the relationship ends (PMLA)' },
  {
    key: 'tds',
    label: 'Form 15G/15H declarations and TDS deductions',
    retention: '7 years after the end of the financial year they concern (Income-tax Rules, rule 29C)',
  },
  { key: 'bank-account', label: 'Bank account for payouts', retention: 'until your last payout is paid' },
] as const satisfies readonly { readonly key: string; readonly label: string; readonly retention: string }[];

export const privacyConsents = [
  {
    key: 'marketing',
    type: 'Marketing Communications',
    description: 'Offers, new products and investment updates by e-mail, SMS and WhatsApp.',
    granted: CONSENT_DEFINITIONS['marketing'].defaultGranted,
  },
  {
    key: 'analytics',
    type: 'Analytics & Performance',
    description: 'Anonymous usage data that helps us keep the platform fast and reliable.',
    granted: CONSENT_DEFINITIONS['analytics'].defaultGranted,
  },
  {
    key: 'third-party',
    type: 'Third-party Integrations',
    description: 'Sharing with payment, KYC and banking partners needed to provide our services.',
    granted: CONSENT_DEFINITIONS['third-party'].defaultGranted,
  },
  {
    key: 'personalization',
    type: 'Personalized Experience',
    description: 'Recommendations tailored to your investments and goals.',
    granted: CONSENT_DEFINITIONS['personalization'].defaultGranted,
  },
] as const satisfies readonly PrivacyConsentItem[];

/** Static list shown to visitors; signed-in users see their own privacy events instead. */
export const privacyRecentActivity = [
  { id: 'policy-updated', action: 'Privacy policy updated', date: 'January 15, 2025', status: 'Completed' },
  { id: 'consent-defaults', action: 'Default consent preferences applied', date: 'This session', status: 'Completed' },
  { id: 'encryption-check', action: 'Data encryption check (AES-256)', date: 'Daily', status: 'Completed' },
  { id: 'access-review', action: 'Quarterly data access review', date: 'January 2025', status: 'Completed' },
] as const satisfies readonly PrivacyActivityItem[];

export const privacyCompliance = [
  { name: 'DPDP Act 2023', description: "India's Digital Personal Data Protection Act." },
  { name: 'GDPR Articles 6 and 7', description: 'Lawful basis for processing and conditions for consent.' },
  { name: 'ISO 27001', description: 'Certified information security management.' },
  { name: 'SOC 2 Type II', description: 'Independent audit of security and availability controls.' },
] as const satisfies readonly PrivacyComplianceItem[];
