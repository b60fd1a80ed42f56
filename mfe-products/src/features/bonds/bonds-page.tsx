import { formatInr } from '@invest/platform';
import { Badge, Button, riskLabelTone } from '@invest/ui';
import { PlanCard } from '../product-page/plan-card.js';
import { ProductPageView } from '../product-page/product-page-view.js';
import { rangeDefault } from '../catalogue/selection.js';
import { useInvest } from '../product-page/use-product-page.js';

export default function BondsPage() {
  const invest = useInvest();
  return (
    <ProductPageView
      slug="bonds"
      title="Bonds"
      lead="Government, corporate and high-yield bonds with fixed coupons."
      renderPlans={(page, { selectedIndex, select }) =>
        page.plans.map((plan, index) => (
          <PlanCard
            key={plan.name}
            name={plan.name}
            popular={plan.popular}
            selected={selectedIndex === index}
            onSelect={() => select(index)}
            badge={<Badge tone={riskLabelTone(plan.risk)}>{plan.risk} risk</Badge>}
            description={plan.description}
            facts={[
              { label: 'Interest rate', value: plan.rate },
              { label: 'Maturity', value: plan.duration },
              { label: 'Minimum amount', value: formatInr(plan.minAmount) },
            ]}
            features={plan.features}
            actions={
              <Button
                block
                onClick={() =>
                  invest(page, plan, index, {
                    planId: plan.planId,
                    name: plan.name,
                    returns: plan.rate,
                    risk: plan.risk,
                    durationMonths: rangeDefault(plan.durationMonths),
                    minAmount: plan.minAmount,
                  })
                }
              >
                Invest Now
              </Button>
            }
          />
        ))
      }
    />
  );
}
