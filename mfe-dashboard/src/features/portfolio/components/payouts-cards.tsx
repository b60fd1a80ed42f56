import type { PortfolioPayout } from '@invest/contracts';
import { Muted } from '@invest/ui';
import { Rows, Section } from './layout.js';
import { PayoutRow } from './payout-row.js';

/** Up to 3 upcoming payouts: scheduled and dated in the future (the API filters and limits). */
export function PayoutsCard({ payouts }: { payouts: PortfolioPayout[] }) {
  return (
    <Section aria-labelledby="payouts-heading">
      <h2 id="payouts-heading">Upcoming Payouts</h2>
      {payouts.length === 0 ? (
        <Muted as="span">No upcoming payouts.</Muted>
      ) : (
        <Rows aria-label="Upcoming payouts">
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
  return (
    <Section aria-labelledby="recent-payouts-heading">
      <h2 id="recent-payouts-heading">Recent Payouts</h2>
      {payouts.length === 0 ? (
        <Muted as="span">No payouts sent yet. Each one is paid into your verified bank account on its date.</Muted>
      ) : (
        <Rows aria-label="Recent payouts">
          {payouts.map((payout) => (
            <PayoutRow key={payout.id} payout={payout} />
          ))}
        </Rows>
      )}
    </Section>
  );
}
