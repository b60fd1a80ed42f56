/**
 * The one risk scale every page uses (product §3's vocabulary), lowest first. A plan names its level from it; a
 * category's level is derived from its plans (the highest), never written beside them.
 */
export const RISK_LEVELS = ['Very Low', 'Low', 'Medium', 'Medium-High', 'High', 'Very High'] as const;

export type RiskLevel = (typeof RISK_LEVELS)[number];

export function isRiskLevel(value: unknown): value is RiskLevel {
  return typeof value === 'string' && (RISK_LEVELS as readonly string[]).includes(value);
}

/** The highest level of a set (a category's risk from its plans' risks); 'Very Low' for none. */
export function highestRisk(levels: Iterable<RiskLevel>): RiskLevel {
  let highest = 0;
  for (const level of levels) highest = Math.max(highest, RISK_LEVELS.indexOf(level));
  return RISK_LEVELS[highest] ?? 'Very Low';
}
