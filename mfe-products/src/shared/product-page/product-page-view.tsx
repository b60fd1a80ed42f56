import { useGetCatalogueFiguresQuery, useGetCataloguePlansQuery } from '@invest/api';
import type { PlanTerms, ProductPageResponse, ProductPageSlug } from '@invest/contracts';
import { useI18n } from '@invest/platform';
import { Container, PageHeader } from '@invest/ui';
import { useCallback, useState, type ReactNode } from 'react';
import { QueryState } from '../query-state.js';
import { FactsNote, PlanGrid, Tile, TileGrid } from './product-page-styles.js';
import { useProductPage } from './use-product-page.js';

export interface PlanRenderContext {
  /** Index of the highlighted card, if any. */
  readonly selectedIndex: number | null;
  readonly select: (index: number) => void;
  /** The terms a plan is booked at (GET /api/catalogue/plans), once read. */
  readonly terms: (planId: string) => PlanTerms | undefined;
  /** The processing fee added to every payment, once read. */
  readonly fee: number | undefined;
}

/** Layout shared by the six product pages: title, benefit tiles, page actions, plan cards. */
export function ProductPageView<S extends ProductPageSlug>(props: {
  slug: S;
  title: string;
  lead: string;
  actions?: ReactNode;
  /** Shown above the plans once loaded (the gold price card). */
  aside?: (page: ProductPageResponse<S>) => ReactNode;
  renderPlans: (page: ProductPageResponse<S>, context: PlanRenderContext) => ReactNode;
}) {
  const { _ } = useI18n();
  const { data, error } = useProductPage(props.slug);
  const [selectedIndex, setSelectedIndex] = useState<number | null>(null);
  const plans = useGetCataloguePlansQuery().data;
  const fee = useGetCatalogueFiguresQuery().data?.facts.processingFee;
  const terms = useCallback((planId: string) => plans?.plans.find((plan) => plan.planId === planId), [plans]);
  return (
    <Container>
      <PageHeader title={props.title} lead={props.lead} />
      {props.actions}
      <QueryState data={data} error={error} label={_('products.loading.plans')}>
        {(page) => (
          <>
            <TileGrid aria-label={_('products.page.benefits')}>
              {page.benefits.map((tile) => (
                <Tile key={tile.title}>
                  <h2>{tile.title}</h2>
                  <p>{tile.description}</p>
                </Tile>
              ))}
            </TileGrid>
            {props.aside?.(page)}
            <PlanGrid>{props.renderPlans(page, { selectedIndex, select: setSelectedIndex, terms, fee })}</PlanGrid>
            <FactsNote>{_('products.facts.note')}</FactsNote>
          </>
        )}
      </QueryState>
    </Container>
  );
}
