/** Bug bounty content (product §2 "Bug bounty", §9 "Bug bounty and data protection"). The security e-mail comes from the brand config. */

export type BugSeverityKey = 'critical' | 'high' | 'medium' | 'low';

export interface BugSeverityCard {
  readonly key: BugSeverityKey;
  readonly level: string;
  readonly reward: string;
  readonly description: string;
  readonly examples: readonly string[];
}

export const bugBountyPage = {
  title: 'Bug Bounty Program',
  description: 'Help us keep investors safe. Report a security vulnerability responsibly and earn a reward in rupees.',
  severitiesTitle: 'Rewards by severity',
  rewardLabel: 'Reward',
  inScopeTitle: 'In scope',
  outOfScopeTitle: 'Out of scope',
  doTitle: 'Do',
  dontTitle: "Don't",
  timelineTitle: 'Our commitment',
  submitTitle: 'Found a vulnerability?',
  submitDescription: 'Send us a report with clear steps to reproduce it and the impact you observed.',
  submitLabel: 'Submit a Report',
} as const;

export const bugSeverityCards = [
  {
    key: 'critical',
    level: 'Critical',
    reward: '₹50,000-₹2,00,000',
    description: 'Full compromise of accounts, funds or sensitive data.',
    examples: ['Remote code execution', 'Authentication bypass', 'Unauthorised movement of funds', 'Mass exposure of KYC data'],
  },
  {
    key: 'high',
    level: 'High',
    reward: '₹25,000-₹75,000',
    description: "Serious impact on another user's account or data.",
    examples: ['SQL injection', 'Stored cross-site scripting', "Access to another user's investments (IDOR)", 'Session hijacking'],
  },
  {
    key: 'medium',
    level: 'Medium',
    reward: '₹5,000-₹25,000',
    description: 'Limited impact that needs user interaction or specific conditions.',
    examples: ['Reflected cross-site scripting', 'Cross-site request forgery on a sensitive action', 'OTP rate-limit bypass'],
  },
  {
    key: 'low',
    level: 'Low',
    reward: '₹1,000-₹5,000',
    description: 'Minor issues with little security impact.',
    examples: ['Information disclosure in error messages', 'Missing security headers with demonstrable impact', 'Open redirect'],
  },
] as const satisfies readonly BugSeverityCard[];

export const bugBountyInScope = [
  'The web application and its pages',
  'The public API under /api',
  'Authentication, OTP and session handling',
  'KYC, payment and investment flows',
] as const satisfies readonly string[];

export const bugBountyOutOfScope = [
  'Denial-of-service and load attacks',
  'Social engineering and phishing',
  'Physical attacks on offices or data centres',
  'Third-party services and websites we do not operate',
  'Self cross-site scripting and clickjacking on pages without sensitive actions',
  'Reports from automated scanners without a working proof of concept',
] as const satisfies readonly string[];

export const bugBountyDos = [
  'Report the vulnerability as soon as you find it',
  'Use your own or test accounts only',
  'Include clear steps to reproduce and the impact',
  'Keep the details confidential until we have fixed the issue',
] as const satisfies readonly string[];

export const bugBountyDonts = [
  "Access, change or delete other users' data",
  'Disrupt the service or degrade its performance',
  'Attempt social engineering of our staff or users',
  'Disclose the vulnerability publicly before it is fixed',
] as const satisfies readonly string[];

export const bugBountyTimeline = {
  responseTime: '24 hours',
  responseText: 'First response within 24 hours',
  fixTarget: '90 days',
  fixText: 'Fix target of 90 days for confirmed vulnerabilities',
} as const;

/** Mail draft opened by the submit button (the address comes from the brand config). */
export const bugBountyMail = {
  subject: 'Bug Bounty Report',
  body: 'Vulnerability summary:\n\nSteps to reproduce:\n\nImpact:\n\nSeverity (Critical / High / Medium / Low):\n',
} as const;
