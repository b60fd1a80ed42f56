import type { ProductPageSlug } from '@invest/contracts';
import { formatInr, useI18n } from '@invest/platform';
import { InvestLink } from '../../shared/product-page/invest-link.js';
import { PlanCard } from '../../shared/product-page/plan-card.js';
import { ProductPageView } from '../../shared/product-page/product-page-view.js';
import { productPageServerData } from '../../shared/product-page/use-product-page.js';
import { rangeDefault } from '../../shared/selection.js';
import { figureText } from '../../shared/plan-terms/plan-terms-text.js';

const SLUG = 'sdi' satisfies ProductPageSlug;

/** This page's plans, fetched on the server as the page reads them. */
export const serverData = productPageServerData(SLUG);

export default function SdiPage() {
  const { i18n, _ } = useI18n();
  return (
    <ProductPageView
      slug={SLUG}
      title={_('products.sdi.title')}
      lead={_('products.sdi.lead')}
      renderPlans={(page, { selectedIndex, select, terms, fee }) =>
        page.plans.map((instrument, index) => (
          <PlanCard
            key={instrument.name}
            planId={instrument.planId}
            terms={terms(instrument.planId)}
            fee={fee}
            name={instrument.name}
            popular={instrument.popular}
            selected={selectedIndex === index}
            onSelect={() => select(index)}
            description={instrument.description}
            facts={[
              { label: _('products.sdi.interestRate'), value: instrument.rate },
              { label: _('products.sdi.tenure'), value: figureText(i18n, instrument.tenure) },
              { label: _('products.sdi.minimumAmount'), value: formatInr(instrument.minAmount) },
            ]}
            features={instrument.features}
            actions={
              <InvestLink
                block
                page={page}
                plan={instrument}
                planIndex={index}
                choice={{
                  planId: instrument.planId,
                  name: instrument.name,
                  returns: instrument.rate,
                  risk: instrument.risk,
                  durationMonths: rangeDefault(instrument.tenureMonths),
                  minAmount: instrument.minAmount,
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
