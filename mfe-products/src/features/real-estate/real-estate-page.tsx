import type { ProductPageSlug } from '@invest/contracts';
import { formatInr } from '@invest/platform';
import { InvestLink } from '../../shared/product-page/invest-link.js';
import { PlanCard } from '../../shared/product-page/plan-card.js';
import { ProductPageView } from '../../shared/product-page/product-page-view.js';
import { productPageServerData } from '../../shared/product-page/use-product-page.js';

const SLUG = 'real-estate' satisfies ProductPageSlug;

/** This page's plans, fetched on the server as the page reads them. */
export const serverData = productPageServerData(SLUG);

export default function RealEstatePage() {
  return (
    <ProductPageView
      slug={SLUG}
      title="Fractional Real Estate"
      lead="Own a share of commercial property with small investments."
      renderPlans={(page, { selectedIndex, select, terms, fee }) =>
        page.plans.map((property, index) => (
          <PlanCard
            key={property.name}
            planId={property.planId}
            terms={terms(property.planId)}
            fee={fee}
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
              <InvestLink
                block
                page={page}
                plan={property}
                planIndex={index}
                choice={{
                  planId: property.planId,
                  name: property.name,
                  returns: property.expectedReturn,
                  risk: property.risk,
                  durationMonths: null,
                  minAmount: property.minInvestment,
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
