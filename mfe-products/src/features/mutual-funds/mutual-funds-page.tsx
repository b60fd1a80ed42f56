import type { ProductPageSlug } from '@invest/contracts';
import { formatInr } from '@invest/platform';
import { InvestLink } from '../../shared/product-page/invest-link.js';
import { PlanCard } from '../../shared/product-page/plan-card.js';
import { ProductPageView } from '../../shared/product-page/product-page-view.js';
import { productPageServerData } from '../../shared/product-page/use-product-page.js';

const navFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

const SLUG = 'mutual-funds' satisfies ProductPageSlug;

/** This page's plans, fetched on the server as the page reads them. */
export const serverData = productPageServerData(SLUG);

export default function MutualFundsPage() {
  return (
    <ProductPageView
      slug={SLUG}
      title="Mutual Funds"
      lead="Debt, hybrid and conservative funds by SIP or lumpsum."
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
                { label: 'NAV', value: navFormat.format(fund.nav) },
                { label: '1Y return', value: fund.return1y },
                { label: '3Y return', value: fund.return3y },
                { label: 'Minimum SIP', value: `${formatInr(fund.minSip)}/month` },
                { label: 'Minimum lumpsum', value: formatInr(fund.minLumpsum) },
              ]}
              features={fund.features}
              actions={
                <>
                  <InvestLink page={page} plan={fund} planIndex={index} choice={sip} aria-label={`Start SIP in ${fund.name}`}>
                    Start SIP
                  </InvestLink>
                  <InvestLink page={page} plan={fund} planIndex={index} choice={lumpsum} variant="outline" aria-label={`Invest Lumpsum in ${fund.name}`}>
                    Invest Lumpsum
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
