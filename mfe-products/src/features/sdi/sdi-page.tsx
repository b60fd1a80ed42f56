import { formatInr } from '@invest/platform';
import { Button } from '@invest/ui';
import { PlanCard } from '../product-page/plan-card.js';
import { ProductPageView } from '../product-page/product-page-view.js';
import { rangeDefault } from '../catalogue/selection.js';
import { useInvest } from '../product-page/use-product-page.js';

export default function SdiPage() {
  const invest = useInvest();
  return (
    <ProductPageView
      slug="sdi"
      title="Structured Debt Instruments (SDI)"
      lead="Corporate debentures, commercial papers and structured products with higher yield."
      renderPlans={(page, { selectedIndex, select }) =>
        page.plans.map((instrument, index) => (
          <PlanCard
            key={instrument.name}
            name={instrument.name}
            popular={instrument.popular}
            selected={selectedIndex === index}
            onSelect={() => select(index)}
            description={instrument.description}
            facts={[
              { label: 'Interest rate', value: instrument.rate },
              { label: 'Tenure', value: instrument.tenure },
              { label: 'Credit rating', value: instrument.rating },
              { label: 'Minimum amount', value: formatInr(instrument.minAmount) },
            ]}
            features={instrument.features}
            actions={
              <Button
                block
                onClick={() =>
                  invest(page, instrument, index, {
                    planId: instrument.planId,
                    name: instrument.name,
                    returns: instrument.rate,
                    risk: page.risk,
                    durationMonths: rangeDefault(instrument.tenureMonths),
                    minAmount: instrument.minAmount,
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
