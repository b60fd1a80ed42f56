import type { PlanTerms } from '@invest/contracts';
import { formatInr, useI18n } from '@invest/platform';
import { Badge, CardTitle } from '@invest/ui';
import type { ReactNode } from 'react';
import { planTermsLines } from '../plan-terms/plan-terms-text.js';
import { ProductFactsList } from './product-facts-list.js';
import { FeatureList, PlanActions, PlanFacts, PlanShell } from './product-page-styles.js';

export interface PlanFact {
  readonly label: string;
  readonly value: ReactNode;
}

/**
 * One plan card: a popular plan is emphasised (accent border, 'Most Popular' badge); clicking a card
 * highlights it (no data effect, product §2).
 */
export function PlanCard(props: {
  /** The plan id: the card's anchor (/products links to it). */
  planId?: string;
  /** The terms the plan is booked at: shown under "Booked terms", with the processing fee, and its facts (issuer, rating, risk, insurance). */
  terms?: PlanTerms;
  fee?: number;
  name: string;
  popular: boolean;
  selected: boolean;
  onSelect: () => void;
  badge?: ReactNode;
  description?: string;
  facts: readonly PlanFact[];
  features: readonly string[];
  actions: ReactNode;
}) {
  const { i18n, _ } = useI18n();
  return (
    <PlanShell
      as="article"
      aria-label={props.name}
      id={props.planId}
      data-selected={props.selected ? 'true' : 'false'}
      data-popular={props.popular ? 'true' : 'false'}
      $popular={props.popular}
      $interactive
      onClick={props.onSelect}
    >
      {props.popular ? <Badge tone="yellow">{_('products.plan.mostPopular')}</Badge> : null}
      <CardTitle>{props.name}</CardTitle>
      {props.badge}
      {props.description ? <p>{props.description}</p> : null}
      <PlanFacts>
        {props.facts.map((fact) => (
          <div key={fact.label} style={{ display: 'contents' }}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </PlanFacts>
      {props.terms ? (
        <PlanFacts aria-label={_('products.terms.bookedLabel', { name: props.name })} data-booked-terms={props.terms.planId}>
          {planTermsLines(_, props.terms, i18n).map(([key, label, text]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{text}</dd>
            </div>
          ))}
          {props.fee === undefined ? null : (
            <div style={{ display: 'contents' }}>
              <dt>{_('products.terms.processingFee')}</dt>
              <dd>{_('products.terms.processingFeeText', { amount: formatInr(props.fee) })}</dd>
            </div>
          )}
        </PlanFacts>
      ) : null}
      {props.terms ? <ProductFactsList planId={props.terms.planId} name={props.name} facts={props.terms.facts} /> : null}
      <FeatureList>
        {props.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </FeatureList>
      <PlanActions>{props.actions}</PlanActions>
    </PlanShell>
  );
}
