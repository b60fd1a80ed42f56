import type { BadgeTone } from '../theme/theme.js';

/**
 * The colour of every risk badge, on the one risk scale (`RISK_LEVELS`, @invest/contracts), product §4's risk-label rule:
 * low/very low green, medium/medium-low yellow, medium-high/high orange, very high red; case-insensitive; anything
 * else grey. (Product §4's other rule, for the product cards, left Very Low, Medium-High and Very High grey.)
 */
export function riskLabelTone(label: string): BadgeTone {
  switch (label.trim().toLowerCase()) {
    case 'low':
    case 'very low':
      return 'green';
    case 'medium':
    case 'medium-low':
      return 'yellow';
    case 'medium-high':
    case 'high':
      return 'orange';
    case 'very high':
      return 'red';
    default:
      return 'grey';
  }
}

/** Liquidity badge (product §4): text containing High blue, Medium purple, otherwise grey. */
export function liquidityTone(liquidity: string): BadgeTone {
  if (liquidity.includes('High')) return 'blue';
  if (liquidity.includes('Medium')) return 'purple';
  return 'grey';
}
