/**
 * Bug bounty content (product §2 "Bug bounty", §9 "Bug bounty and data protection"): the ids of its messages (the
 * legal catalogue, src/legal/messages/<locale>.json, where the English of the spec and the Hindi are written). Rewards
 * are the same in every language; the security e-mail comes from the brand config.
 */

export type BugSeverityKey = 'critical' | 'high' | 'medium' | 'low';

export interface BugSeverityCard {
  readonly key: BugSeverityKey;
  readonly level: string;
  readonly reward: string;
  readonly description: string;
  readonly examples: readonly string[];
}

const B = 'marketing.bugBounty';

export const bugBountyPage = {
  title: `${B}.title`,
  description: `${B}.description`,
  severitiesTitle: `${B}.severitiesTitle`,
  rewardLabel: `${B}.rewardLabel`,
  scopeTitle: `${B}.scopeTitle`,
  inScopeTitle: `${B}.inScopeTitle`,
  outOfScopeTitle: `${B}.outOfScopeTitle`,
  rulesTitle: `${B}.rulesTitle`,
  doTitle: `${B}.doTitle`,
  dontTitle: `${B}.dontTitle`,
  timelineTitle: `${B}.timelineTitle`,
  submitTitle: `${B}.submitTitle`,
  submitDescription: `${B}.submitDescription`,
  submitLabel: `${B}.submitLabel`,
} as const;

const severity = (key: BugSeverityKey, reward: string, examples: number): BugSeverityCard => ({
  key,
  reward,
  level: `${B}.severity.${key}.level`,
  description: `${B}.severity.${key}.description`,
  examples: Array.from({ length: examples }, (_, index) => `${B}.severity.${key}.example${index + 1}`),
});

export const bugSeverityCards: readonly BugSeverityCard[] = [
  severity('critical', '₹50,000-₹2,00,000', 4),
  severity('high', '₹25,000-₹75,000', 4),
  severity('medium', '₹5,000-₹25,000', 3),
  severity('low', '₹1,000-₹5,000', 3),
];

const numbered = (prefix: string, count: number): readonly string[] => Array.from({ length: count }, (_, index) => `${B}.${prefix}${index + 1}`);

export const bugBountyInScope = numbered('inScope', 4);
export const bugBountyOutOfScope = numbered('outOfScope', 6);
export const bugBountyDos = numbered('do', 4);
export const bugBountyDonts = numbered('dont', 4);

export const bugBountyTimeline = {
  responseTime: `${B}.timeline.responseTime`,
  responseText: `${B}.timeline.responseText`,
  fixTarget: `${B}.timeline.fixTarget`,
  fixText: `${B}.timeline.fixText`,
} as const;

/** Mail draft opened by the submit button (the address comes from the brand config). */
export const bugBountyMail = {
  subject: `${B}.mail.subject`,
  body: `${B}.mail.body`,
} as const;
