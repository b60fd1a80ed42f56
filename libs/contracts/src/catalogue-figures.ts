/**
 * The figures a page states about a category, computed from the terms its plans are booked at, and the filling of
 * a catalogue text's figure tokens. The API fills the texts; the e2e suite checks every page against the same.
 */
import type { CatalogueFigureToken, CategoryFigures, PlanTerms, PlatformFacts } from './catalogue.js';
import type { DepositInsurance } from './product-facts.js';
import { highestRisk } from './risk-scale.js';

import { rupeesText } from './rupees-text.js';

export { rupeesText };

/** A number as the pages write it: 18 → '18', 1.5 → '1.5', 1.83 → '1.83'. */
export function figureText(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** [1, 2] → '1-2'; [3, 3] → '3'. */
function rangeText(values: readonly number[]): string {
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max ? figureText(min) : `${figureText(min)}-${figureText(max)}`;
}

/** Every number of a returns text: '5.5-7% p.a.' → [5.5, 7]. */
export function percentsOf(text: string): number[] {
  return [...text.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
}

/** Months as the pages write them: 12 → '12 months', 1 → '1 month'. */
export function monthsText(months: number): string {
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

/** The tenure of one plan: '12 months' or '12 to 120 months'. */
export function tenureText(tenure: PlanTerms['tenure']): string {
  return tenure.minMonths === tenure.maxMonths ? monthsText(tenure.minMonths) : `${tenure.minMonths} to ${monthsText(tenure.maxMonths)}`;
}

/** The insurance statement of a category: its plans' one statement, or each different one in turn. */
export function categoryInsuranceText(insurances: readonly DepositInsurance[]): string {
  return [...new Set(insurances.map((insurance) => insurance.statement))].join(' ');
}

/** The figures of one category's plans (lump sums and SIPs alike). */
export function categoryFiguresOf(plans: readonly PlanTerms[]): CategoryFigures {
  const rates = plans.flatMap((plan) => (plan.returnRate === null ? [] : percentsOf(plan.returns)));
  const tenures = plans.flatMap((plan) => [plan.tenure.minMonths, plan.tenure.maxMonths]);
  const minimums = plans.map((plan) => plan.minAmount);
  const monthly = plans.flatMap((plan) => (plan.monthlyRate === null ? [] : [plan.monthlyRate]));
  const withdrawal = plans.flatMap((plan) => (plan.prematureWithdrawal === null ? [] : [plan.prematureWithdrawal]));
  const minTenure = Math.min(...tenures);
  const maxTenure = Math.max(...tenures);
  const minMinimum = Math.min(...minimums);
  const maxMinimum = Math.max(...minimums);
  return {
    returns: rates.length === 0 ? 'Market Linked' : `${rangeText(rates)}% p.a.`,
    tenure: minTenure === maxTenure ? monthsText(minTenure) : `${minTenure} to ${monthsText(maxTenure)}`,
    minimum: minMinimum === maxMinimum ? rupeesText(minMinimum) : `${rupeesText(minMinimum)} to ${rupeesText(maxMinimum)}`,
    monthly: monthly.length === 0 ? '' : `${rangeText(monthly)}%`,
    penalty: withdrawal.length === 0 ? '' : `${rangeText(withdrawal.map((terms) => terms.penaltyPercent))}%`,
    lockIn: withdrawal.length === 0 ? '' : monthsText(Math.min(...withdrawal.map((terms) => terms.lockInMonths))),
    risk: highestRisk(plans.map((plan) => plan.facts.risk)),
    insurance: categoryInsuranceText(plans.map((plan) => plan.facts.insurance)),
  };
}

/** The token values of a category's texts. */
export function figureTokens(figures: CategoryFigures, facts: PlatformFacts): Record<CatalogueFigureToken, string> {
  return {
    ...figures,
    tdsThreshold: rupeesText(facts.tdsThreshold.amount),
    processingFee: rupeesText(facts.processingFee),
    platformMinimum: rupeesText(facts.minimumAmount),
    cashMinimum: rupeesText(facts.cashMinimumAmount),
  };
}

/** Replaces each `{token}` of a text by its figure; an unknown token is left as written. */
export function fillFigures(text: string, tokens: Readonly<Record<string, string>>): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => tokens[name] ?? whole);
}
