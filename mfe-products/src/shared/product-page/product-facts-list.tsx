import type { ProductFacts } from '@invest/contracts';
import { useI18n } from '@invest/platform';
import { Badge, riskLabelTone } from '@invest/ui';
import { insuranceText, riskBadgeText, type Translate } from '../plan-terms/plan-terms-text.js';
import { PlanFacts } from './product-page-styles.js';

/** The lines of a plan's facts, key, label and text, as the cards show them (the tests read the same). */
export function productFactsLines(_: Translate, facts: ProductFacts): Array<[string, string, string]> {
  const rating = facts.creditRating;
  return [
    ['issuer', _('products.facts.issuer'), facts.issuer.name],
    [
      'creditRating',
      _('products.facts.creditRating'),
      'agency' in rating ? _('products.facts.rated', { grade: rating.grade, agency: rating.agency }) : _('products.facts.notRated', { reason: rating.reason }),
    ],
    ['risk', _('products.facts.risk'), facts.risk],
    ['insurance', _('products.facts.insurance'), insuranceText(_, facts.insurance.statement)],
    ...(facts.guarantor
      ? ([['guarantee', _('products.facts.guarantee'), _('products.facts.guaranteedBy', { guarantor: facts.guarantor })]] as Array<[string, string, string]>)
      : []),
  ];
}

/**
 * Who issues a plan, its credit rating and agency, its risk on the one scale, whether deposit insurance covers it and
 * who guarantees it, if anyone: from the terms the server books it at (GET /api/catalogue/plans).
 */
export function ProductFactsList({ planId, name, facts }: { planId: string; name: string; facts: ProductFacts }) {
  const { _ } = useI18n();
  return (
    <PlanFacts aria-label={_('products.facts.label', { name })} data-product-facts={planId}>
      {productFactsLines(_, facts).map(([key, label, text]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{key === 'risk' ? <Badge tone={riskLabelTone(text)}>{riskBadgeText(_, text)}</Badge> : text}</dd>
        </div>
      ))}
    </PlanFacts>
  );
}
