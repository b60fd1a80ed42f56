import { creditRatingText, guaranteeText, type ProductFacts } from '@invest/contracts';
import { Badge, riskLabelTone } from '@invest/ui';
import { PlanFacts } from './product-page-styles.js';

/** The lines of a plan's facts, label and text, as the cards show them (the tests read the same). */
export function productFactsLines(facts: ProductFacts): Array<[string, string]> {
  return [
    ['Issuer', facts.issuer.name],
    ['Credit rating', 'agency' in facts.creditRating ? creditRatingText(facts.creditRating) : `Not rated: ${facts.creditRating.reason}`],
    ['Risk', facts.risk],
    ['Deposit insurance', facts.insurance.statement],
    ...(facts.guarantor ? ([['Guarantee', guaranteeText(facts.guarantor)]] as Array<[string, string]>) : []),
  ];
}

/**
 * Who issues a plan, its credit rating and agency, its risk on the one scale, whether deposit insurance covers it and
 * who guarantees it, if anyone: from the terms the server books it at (GET /api/catalogue/plans).
 */
export function ProductFactsList({ planId, name, facts }: { planId: string; name: string; facts: ProductFacts }) {
  return (
    <PlanFacts aria-label={`${name} issuer and risk`} data-product-facts={planId}>
      {productFactsLines(facts).map(([label, text]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{label === 'Risk' ? <Badge tone={riskLabelTone(text)}>{text} risk</Badge> : text}</dd>
        </div>
      ))}
    </PlanFacts>
  );
}
