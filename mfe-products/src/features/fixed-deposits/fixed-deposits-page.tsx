import type { ProductPageSlug } from '@invest/contracts';
import { formatInr, useI18n } from '@invest/platform';
import { ButtonLink } from '@invest/ui/router';
import { InvestLink } from '../../shared/product-page/invest-link.js';
import { PlanCard } from '../../shared/product-page/plan-card.js';
import { PageActions } from '../../shared/product-page/product-page-styles.js';
import { ProductPageView } from '../../shared/product-page/product-page-view.js';
import { productPageServerData } from '../../shared/product-page/use-product-page.js';
import { figureText } from '../../shared/plan-terms/plan-terms-text.js';

const SLUG = 'fixed-deposits' satisfies ProductPageSlug;

/** This page's plans, fetched on the server as the page reads them. */
export const serverData = productPageServerData(SLUG);

export default function FixedDepositsPage() {
  const { i18n, _ } = useI18n();
  return (
    <ProductPageView
      slug={SLUG}
      title={_('products.fixedDeposits.title')}
      lead={_('products.fixedDeposits.lead')}
      actions={
        <PageActions>
          <ButtonLink to="/calculator" $variant="accent">
            {_('products.fixedDeposits.calculate')}
          </ButtonLink>
        </PageActions>
      }
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
            facts={[
              { label: _('products.fixedDeposits.duration'), value: figureText(i18n, plan.duration) },
              { label: _('products.fixedDeposits.interestRate'), value: plan.rate },
              { label: _('products.fixedDeposits.monthlyReturn'), value: plan.monthlyReturn },
              { label: _('products.fixedDeposits.minimumAmount'), value: formatInr(plan.minAmount) },
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
                  // The plan's own tenure: the 36-month FD is booked for 36 months.
                  durationMonths: plan.durationMonths,
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
