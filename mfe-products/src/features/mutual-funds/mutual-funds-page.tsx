import type { ProductPageSlug } from '@invest/contracts';
import { formatInr, useI18n } from '@invest/platform';
import { InvestLink } from '../../shared/product-page/invest-link.js';
import { PlanCard } from '../../shared/product-page/plan-card.js';
import { ProductPageView } from '../../shared/product-page/product-page-view.js';
import { productPageServerData } from '../../shared/product-page/use-product-page.js';

const navFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

const SLUG = 'mutual-funds' satisfies ProductPageSlug;

/** This page's plans, fetched on the server as the page reads them. */
export const serverData = productPageServerData(SLUG);

export default function MutualFundsPage() {
  const { _ } = useI18n();
  return (
    <ProductPageView
      slug={SLUG}
      title={_('products.mutualFunds.title')}
      lead={_('products.mutualFunds.lead')}
      renderPlans={(page, { selectedIndex, select, terms, fee }) =>
        page.plans.map((fund, index) => {
          const summary = { name: fund.name, returns: `${fund.return1y} p.a.`, risk: fund.risk, durationMonths: null };
          // Start SIP names the fund's SIP plan; Invest Lumpsum its lump-sum plan, each with its own minimum.
          const sip = { ...summary, planId: fund.sipPlanId, minAmount: fund.minSip };
          const lumpsum = { ...summary, planId: fund.planId, minAmount: fund.minLumpsum };
          return (
            <PlanCard
              key={fund.name}
              planId={fund.planId}
              terms={terms(fund.planId)}
              fee={fee}
              name={fund.name}
              popular={fund.popular}
              selected={selectedIndex === index}
              onSelect={() => select(index)}
              description={fund.description}
              facts={[
                // NAV is a unit price, shown with its paise (the one place money keeps decimals).
                { label: _('products.mutualFunds.nav'), value: navFormat.format(fund.nav) },
                { label: _('products.mutualFunds.return1y'), value: fund.return1y },
                { label: _('products.mutualFunds.return3y'), value: fund.return3y },
                { label: _('products.mutualFunds.minimumSip'), value: _('products.mutualFunds.perMonth', { amount: formatInr(fund.minSip) }) },
                { label: _('products.mutualFunds.minimumLumpsum'), value: formatInr(fund.minLumpsum) },
              ]}
              features={fund.features}
              actions={
                <>
                  <InvestLink page={page} plan={fund} planIndex={index} choice={sip} aria-label={_('products.mutualFunds.startSipLabel', { name: fund.name })}>
                    {_('products.mutualFunds.startSip')}
                  </InvestLink>
                  <InvestLink
                    page={page}
                    plan={fund}
                    planIndex={index}
                    choice={lumpsum}
                    variant="outline"
                    aria-label={_('products.mutualFunds.investLumpsumLabel', { name: fund.name })}
                  >
                    {_('products.mutualFunds.investLumpsum')}
                  </InvestLink>
                </>
              }
            />
          );
        })
      }
    />
  );
}
