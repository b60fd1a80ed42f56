import { formatInr } from '@invest/platform';
import { Button } from '@invest/ui';
import { PlanCard } from '../product-page/plan-card.js';
import { ProductPageView } from '../product-page/product-page-view.js';
import { useInvest } from '../product-page/use-product-page.js';

export default function RealEstatePage() {
  const invest = useInvest();
  return (
    <ProductPageView
      slug="real-estate"
      title="Fractional Real Estate"
      lead="Own a share of commercial property with small investments."
      renderPlans={(page, { selectedIndex, select }) =>
        page.plans.map((property, index) => (
          <PlanCard
            key={property.name}
            name={property.name}
            popular={property.popular}
            selected={selectedIndex === index}
            onSelect={() => select(index)}
            badge={<p>{property.location}</p>}
            description={property.description}
            facts={[
              { label: 'Property value', value: property.totalValueLabel },
              { label: 'Minimum investment', value: formatInr(property.minInvestment) },
              { label: 'Expected return', value: property.expectedReturn },
              { label: 'Rental yield', value: property.rentalYield },
              { label: 'Appreciation', value: property.appreciation },
            ]}
            features={property.features}
            actions={
              <Button
                block
                onClick={() =>
                  invest(page, property, index, {
                    planId: property.planId,
                    name: property.name,
                    returns: property.expectedReturn,
                    risk: page.risk,
                    durationMonths: null,
                    minAmount: property.minInvestment,
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
