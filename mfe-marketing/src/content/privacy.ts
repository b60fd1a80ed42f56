import { CONSENT_DEFINITIONS, type AgreementType } from '@invest/contracts';
import { signInPath } from '@invest/platform';

/**
 * Privacy dashboard content (product §2 "Privacy dashboard", §3 "Privacy"): the ids of its messages (the legal
 * catalogue, src/legal/messages/<locale>.json, where the English of the spec and the Hindi are written). The contact
 * e-mail comes from the brand config.
 */

export type PrivacyActionKey = 'access' | 'rectification' | 'erasure' | 'restrict-processing';

/** A right's card: the ids of its title, description, button, the visitor's alert and the toast of a stored request. */
export interface PrivacyActionCard {
  readonly key: PrivacyActionKey;
  readonly title: string;
  readonly description: string;
  readonly buttonLabel: string;
  /** Shown in an alert when a visitor presses the button (signed-in users' requests are stored instead). */
  readonly alertMessage: string;
  /** The toast's title once a signed-in user's request is stored. */
  readonly submitted: string;
}

export type PrivacyConsentKey = 'marketing' | 'analytics' | 'third-party' | 'personalization';

export interface PrivacyConsentItem {
  readonly key: PrivacyConsentKey;
  readonly type: string;
  readonly description: string;
  /** Default state (product §3); local only for visitors, stored for signed-in users. */
  readonly granted: boolean;
}

const P = 'marketing.privacy';

export const privacyPage = {
  title: `${P}.title`,
  description: `${P}.description`,
  rightsTitle: `${P}.rightsTitle`,
  dataCategoriesTitle: `${P}.dataCategoriesTitle`,
  dataCategoriesTableLabel: `${P}.dataCategoriesTableLabel`,
  dataCategoriesColumns: {
    category: `${P}.dataCategoriesColumns.category`,
    data: `${P}.dataCategoriesColumns.data`,
    purpose: `${P}.dataCategoriesColumns.purpose`,
    retention: `${P}.dataCategoriesColumns.retention`,
  },
  retentionTitle: `${P}.retentionTitle`,
  consentTitle: `${P}.consentTitle`,
  consentGranted: `${P}.consentGranted`,
  consentDenied: `${P}.consentDenied`,
  activityTitle: `${P}.activityTitle`,
  complianceTitle: `${P}.complianceTitle`,
  noticeTitle: `${P}.noticeTitle`,
  /** Followed by the data-protection e-mail address of the brand config. */
  noticeText: `${P}.noticeText`,
  /** Signed-in users: requests are stored on the server and tracked on the cards. */
  signedInNotice: `${P}.signedInNotice`,
  /** Visitors: the spec's behaviour (alerts, local toggles). */
  signedOutNotice: `${P}.signedOutNotice`,
  signInLabel: `${P}.signInLabel`,
  /** Sign in (no KYC needed), then back to this page. */
  signInTo: signInPath('/privacy-dashboard'),
  pendingButtonLabel: `${P}.pendingButtonLabel`,
  downloadLabel: `${P}.downloadLabel`,
  accessReadyText: `${P}.accessReadyText`,
  requestRecordedText: `${P}.requestRecordedText`,
  noActivityText: `${P}.noActivityText`,
  /** Shown only by a browser without JavaScript, above the request cards and the consent switches. */
  requestsNoScriptText: `${P}.requestsNoScriptText`,
  consentNoScriptText: `${P}.consentNoScriptText`,
  /** A card's status before any request. */
  available: `${P}.action.available`,
  /** Takes `{date}`. */
  requested: `${P}.action.requested`,
  requestFailed: `${P}.requestFailed`,
  tryAgain: `${P}.tryAgain`,
  statusPending: `${P}.status.pending`,
  statusCompleted: `${P}.status.completed`,
  /** Takes `{date}`. */
  consentLastChanged: `${P}.consent.lastChanged`,
  consentNotSaved: `${P}.consent.notSaved`,
  agreementsTitle: `${P}.agreements.title`,
  /** Take `{date}`, `{version}` (and `{current}`). */
  agreementGiven: `${P}.agreements.given`,
  agreementGivenOutdated: `${P}.agreements.givenOutdated`,
  agreementNotGiven: `${P}.agreements.notGiven`,
  activityRecorded: `${P}.activity.recorded`,
} as const;

/** The name of an agreement given in the KYC or payment step, by type (the API's label, in the page's language). */
export const agreementLabels: Readonly<Record<AgreementType, string>> = {
  'aadhaar-ekyc': `${P}.agreement.aadhaar-ekyc`,
  'terms-risk': `${P}.agreement.terms-risk`,
};

const actionCard = (key: PrivacyActionKey): PrivacyActionCard => ({
  key,
  title: `${P}.action.${key}.title`,
  description: `${P}.action.${key}.description`,
  buttonLabel: `${P}.action.${key}.button`,
  alertMessage: `${P}.action.${key}.alert`,
  submitted: `${P}.action.${key}.submitted`,
});

export const privacyActionCards: readonly PrivacyActionCard[] = [
  actionCard('access'),
  actionCard('rectification'),
  actionCard('erasure'),
  actionCard('restrict-processing'),
];

/** The rows of "Data we collect": each cell's id is `marketing.privacy.data.<key>.<column>`. */
export const privacyDataCategories = ['identity', 'financial', 'kyc', 'analytics', 'communication'].map((key) => ({
  key,
  category: `${P}.data.${key}.category`,
  data: `${P}.data.${key}.data`,
  purpose: `${P}.data.${key}.purpose`,
  retention: `${P}.data.${key}.retention`,
}));

/** What is kept how long; the last three are what the law makes us keep after an erasure (services/api retention-policy.ts). */
export const privacyRetentionStatements = ['personal', 'transactions', 'communications', 'kyc', 'tds', 'bank-account'].map((key) => ({
  key,
  label: `${P}.retention.${key}.label`,
  retention: `${P}.retention.${key}.value`,
}));

const consent = (key: PrivacyConsentKey): PrivacyConsentItem => ({
  key,
  type: `${P}.consent.${key}.type`,
  description: `${P}.consent.${key}.description`,
  granted: CONSENT_DEFINITIONS[key].defaultGranted,
});

export const privacyConsents: readonly PrivacyConsentItem[] = [consent('marketing'), consent('analytics'), consent('third-party'), consent('personalization')];

/** Static list shown to visitors (all completed); signed-in users see their own privacy events instead. */
export const privacyRecentActivity = ['policy-updated', 'consent-defaults', 'encryption-check', 'access-review'].map((id) => ({
  id,
  action: `${P}.activity.${id}.action`,
  date: `${P}.activity.${id}.date`,
}));

export const privacyCompliance = ['dpdp', 'gdpr', 'iso', 'soc2'].map((key) => ({
  key,
  name: `${P}.compliance.${key}.name`,
  description: `${P}.compliance.${key}.description`,
}));

/** The parts of an erasure's schedule and of what it waits for (`marketing.privacy.erasure.…`). */
export const privacyErasure = {
  /** Takes `{date}`. */
  scheduled: `${P}.erasure.scheduled`,
  /** Takes `{items}`, the list of what is held. */
  held: `${P}.erasure.held`,
  activeInvestments: `${P}.erasure.held.activeInvestments`,
  principal: `${P}.erasure.held.principal`,
  unpaidPayouts: `${P}.erasure.held.unpaidPayouts`,
  paymentsInProgress: `${P}.erasure.held.paymentsInProgress`,
  finalPayout: `${P}.erasure.held.finalPayout`,
} as const;
