import type { ProductPageSlug } from '@invest/contracts';
import { formatInr, useI18n } from '@invest/platform';
import { InvestLink } from '../../shared/product-page/invest-link.js';
import { PlanCard } from '../../shared/product-page/plan-card.js';
import { ProductPageView } from '../../shared/product-page/product-page-view.js';
import { productPageServerData } from '../../shared/product-page/use-product-page.js';
import { GoldPriceCard } from './gold-price-card.js';

/** The plan whose button reads Start SIP (product §2); every other gold plan reads Buy Gold. */
const GOLD_SIP_PLAN = 'Gold SIP';

const SLUG = 'gold' satisfies ProductPageSlug;

/** This page's plans, fetched on the server as the page reads them. */
export const serverData = productPageServerData(SLUG);

export default function GoldPage() {
  const { _ } = useI18n();
  return (
    <ProductPageView
      slug={SLUG}
      title={_('products.gold.title')}
      lead={_('products.gold.lead')}
      aside={(page) => <GoldPriceCard price={page.price} />}
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
              { label: _('products.gold.purity'), value: plan.purity },
              {
                label: _('products.gold.minimum'),
                value: plan.minAmountPer === 'month' ? _('products.gold.perMonth', { amount: formatInr(plan.minAmount) }) : formatInr(plan.minAmount),
              },
              { label: _('products.gold.storage'), value: plan.storage },
              { label: _('products.gold.delivery'), value: plan.delivery },
            ]}
            features={plan.features}
            actions={
              <InvestLink
                block
                variant="accent"
                page={page}
                plan={plan}
                planIndex={index}
                choice={{ planId: plan.planId, name: plan.name, returns: 'Market Linked', risk: plan.risk, durationMonths: null, minAmount: plan.minAmount }}
              >
                {plan.name === GOLD_SIP_PLAN ? _('products.gold.startSip') : _('products.gold.buyGold')}
              </InvestLink>
            }
          />
        ))
      }
    />
  );
}
