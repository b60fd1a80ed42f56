import type { ProductPageSlug } from '@invest/contracts';
import { formatInr, useI18n } from '@invest/platform';
import { InvestLink } from '../../shared/product-page/invest-link.js';
import { PlanCard } from '../../shared/product-page/plan-card.js';
import { ProductPageView } from '../../shared/product-page/product-page-view.js';
import { productPageServerData } from '../../shared/product-page/use-product-page.js';

const SLUG = 'real-estate' satisfies ProductPageSlug;

/** This page's plans, fetched on the server as the page reads them. */
export const serverData = productPageServerData(SLUG);

export default function RealEstatePage() {
  const { _ } = useI18n();
  return (
    <ProductPageView
      slug={SLUG}
      title={_('products.realEstate.title')}
      lead={_('products.realEstate.lead')}
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
              { label: _('products.realEstate.propertyValue'), value: property.totalValueLabel },
              { label: _('products.realEstate.minimumInvestment'), value: formatInr(property.minInvestment) },
              { label: _('products.realEstate.expectedReturn'), value: property.expectedReturn },
              { label: _('products.realEstate.rentalYield'), value: property.rentalYield },
              { label: _('products.realEstate.appreciation'), value: property.appreciation },
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
                {_('products.plan.investNow')}
              </InvestLink>
            }
          />
        ))
      }
    />
  );
}
