import type { PortfolioPayout } from '@invest/contracts';
import { useI18n } from '@invest/platform';
import { Muted } from '@invest/ui';
import { Rows, Section } from './layout.js';
import { PayoutRow } from './payout-row.js';

/** Up to 3 upcoming payouts: scheduled and dated in the future (the API filters and limits). */
export function PayoutsCard({ payouts }: { payouts: PortfolioPayout[] }) {
  const { _ } = useI18n();
  return (
    <Section aria-labelledby="payouts-heading">
      <h2 id="payouts-heading">{_('dashboard.payouts.upcoming.title')}</h2>
      {payouts.length === 0 ? (
        <Muted as="span">{_('dashboard.payouts.upcoming.none')}</Muted>
      ) : (
        <Rows aria-label={_('dashboard.payouts.upcoming.list')}>
          {payouts.map((payout) => (
            <PayoutRow key={payout.id} payout={payout} />
          ))}
        </Rows>
      )}
    </Section>
  );
}

/** The last 5 payouts sent to the investor's bank account: processing, paid or reversed, with gross, TDS and net. */
export function RecentPayoutsCard({ payouts }: { payouts: PortfolioPayout[] }) {
  const { _ } = useI18n();
  return (
    <Section aria-labelledby="recent-payouts-heading">
      <h2 id="recent-payouts-heading">{_('dashboard.payouts.recent.title')}</h2>
      {payouts.length === 0 ? (
        <Muted as="span">{_('dashboard.payouts.recent.none')}</Muted>
      ) : (
        <Rows aria-label={_('dashboard.payouts.recent.list')}>
          {payouts.map((payout) => (
            <PayoutRow key={payout.id} payout={payout} />
          ))}
        </Rows>
      )}
    </Section>
  );
}
