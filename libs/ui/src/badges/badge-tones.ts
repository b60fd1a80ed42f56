import type { BadgeTone } from '../theme/theme.js';

/**
 * Risk badge on the product cards (product §4): Low green; Low to Medium and Medium yellow;
 * Medium to High and High orange; anything else grey. Exact labels, as the cards show them.
 */
export function productRiskTone(risk: string): BadgeTone {
  switch (risk) {
    case 'Low':
      return 'green';
    case 'Low to Medium':
    case 'Medium':
      return 'yellow';
    case 'Medium to High':
    case 'High':
      return 'orange';
    default:
      return 'grey';
  }
}

/**
 * The other risk-label rule (product §4): low/very low green, medium/medium-low yellow,
 * medium-high/high orange, very high red; case-insensitive; anything else grey.
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
