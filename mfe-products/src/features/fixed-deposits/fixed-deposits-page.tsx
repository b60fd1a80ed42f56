import type { ProductPageSlug } from '@invest/contracts';
import { formatInr } from '@invest/platform';
import { ButtonLink } from '@invest/ui/router';
import { InvestLink } from '../../shared/product-page/invest-link.js';
import { PlanCard } from '../../shared/product-page/plan-card.js';
import { PageActions } from '../../shared/product-page/product-page-styles.js';
import { ProductPageView } from '../../shared/product-page/product-page-view.js';
import { productPageServerData } from '../../shared/product-page/use-product-page.js';

const SLUG = 'fixed-deposits' satisfies ProductPageSlug;

/** This page's plans, fetched on the server as the page reads them. */
export const serverData = productPageServerData(SLUG);

export default function FixedDepositsPage() {
  return (
    <ProductPageView
      slug={SLUG}
      title="Fixed Deposits"
      lead="Fixed deposits with monthly returns and flexible tenures."
      actions={
        <PageActions>
          <ButtonLink to="/calculator" $variant="accent">
            Calculate your returns
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
              { label: 'Duration', value: plan.duration },
              { label: 'Interest rate', value: plan.rate },
              { label: 'Monthly return', value: plan.monthlyReturn },
              { label: 'Minimum amount', value: formatInr(plan.minAmount) },
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
                Invest Now
              </InvestLink>
            }
          />
        ))
      }
    />
  );
}
