import { formatInr } from '@invest/platform';
import { Button, buttonStyles, type ButtonStyleProps } from '@invest/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PlanCard } from '../product-page/plan-card.js';
import { PageActions } from '../product-page/product-page-styles.js';
import { ProductPageView } from '../product-page/product-page-view.js';
import { useInvest } from '../product-page/use-product-page.js';

const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export default function FixedDepositsPage() {
  const invest = useInvest();
  return (
    <ProductPageView
      slug="fixed-deposits"
      title="Fixed Deposits"
      lead="Fixed deposits with monthly returns and flexible tenures."
      actions={
        <PageActions>
          <ButtonLink to="/calculator" $variant="accent">
            Calculate your returns
          </ButtonLink>
        </PageActions>
      }
      renderPlans={(page, { selectedIndex, select }) =>
        page.plans.map((plan, index) => (
          <PlanCard
            key={plan.name}
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
              <Button
                block
                onClick={() =>
                  invest(page, plan, index, {
                    planId: plan.planId,
                    name: plan.name,
                    returns: plan.rate,
                    risk: page.risk,
                    // The plan's own tenure: the 36-month FD is booked for 36 months.
                    durationMonths: plan.durationMonths,
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
