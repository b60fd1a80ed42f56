import type { ProductPageSlug } from '@invest/contracts';
import { formatInr, useI18n } from '@invest/platform';
import { InvestLink } from '../../shared/product-page/invest-link.js';
import { PlanCard } from '../../shared/product-page/plan-card.js';
import { ProductPageView } from '../../shared/product-page/product-page-view.js';
import { productPageServerData } from '../../shared/product-page/use-product-page.js';
import { rangeDefault } from '../../shared/selection.js';
import { figureText } from '../../shared/plan-terms/plan-terms-text.js';

const SLUG = 'bonds' satisfies ProductPageSlug;

/** This page's plans, fetched on the server as the page reads them. */
export const serverData = productPageServerData(SLUG);

export default function BondsPage() {
  const { i18n, _ } = useI18n();
  return (
    <ProductPageView
      slug={SLUG}
      title={_('products.bonds.title')}
      lead={_('products.bonds.lead')}
      renderPlans={(page, { selectedIndex, select, terms, fee }) =>
        page.plans.map((plan, index) => (
          <PlanCard
            key={plan.name}
            planId={plan.planId}
            terms={terms(plan.planId)}
            fee={fee}
            name={plan.name}
            popular={plan.popular}
            selected={selectedIndex === index}
            onSelect={() => select(index)}
            description={plan.description}
            facts={[
              { label: _('products.bonds.interestRate'), value: plan.rate },
              { label: _('products.bonds.maturity'), value: figureText(i18n, plan.duration) },
              { label: _('products.bonds.minimumAmount'), value: formatInr(plan.minAmount) },
            ]}
            features={plan.features}
            actions={
              <InvestLink
                block
                page={page}
                plan={plan}
                planIndex={index}
                choice={{
                  planId: plan.planId,
                  name: plan.name,
                  returns: plan.rate,
                  risk: plan.risk,
                  durationMonths: rangeDefault(plan.durationMonths),
                  minAmount: plan.minAmount,
                }}
              >
                {_('products.plan.investNow')}
              </InvestLink>
            }
          />
        ))
      }
    />
  );
}
