import { useI18n } from '@invest/platform';
import { Badge, Container, PageHeader } from '@invest/ui';
import styled from 'styled-components';
import { useDashboardData, type DashboardData } from '../hooks/use-dashboard-data.js';
import { kycBadge } from '../model/display.js';
import { TransactionsCard } from './activity-cards.js';
import { DistributionCard } from './distribution-card.js';
import { InvestmentsCard } from './investments-card.js';
import { Grid } from './layout.js';
import { NomineeCard } from './nominee-card.js';
import { PayoutsCard, RecentPayoutsCard } from './payouts-cards.js';
import { StatCards } from './stat-cards.js';
import { DashboardError, DashboardLoading, EmptyView, SignedOutView } from './state-views.js';
import { StatementsCard } from './statements-card.js';
import { TaxPapersCard } from './tax-papers-card.js';
import { TdsCard } from './tds-card.js';
import { TextsCard } from './texts-card.js';

const Client = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

function ClientLine({ data }: { data: DashboardData }) {
  const { _ } = useI18n();
  const kyc = kycBadge(data.session.kycStatus);
  return (
    <Client>
      <span>
        {_('dashboard.client.label')} <strong>{_('dashboard.client.investor', { phone: data.session.phoneMasked })}</strong>
      </span>
      <Badge tone={kyc.tone}>{_(kyc.label)}</Badge>
    </Client>
  );
}

function PopulatedView({ data }: { data: DashboardData }) {
  const kycVerified = data.session.kycStatus === 'verified';
  return (
    <>
      <StatCards portfolio={data.portfolio} />
      {data.portfolio.distribution.length > 0 ? <DistributionCard distribution={data.portfolio.distribution} /> : null}
      <InvestmentsCard investments={data.investments} />
      <Grid $min={320}>
        <TransactionsCard transactions={data.transactions} />
        <PayoutsCard payouts={data.payouts} />
      </Grid>
      <RecentPayoutsCard payouts={data.recentPayouts} />
      <TextsCard />
      <Grid $min={320}>
        <NomineeCard kycVerified={kycVerified} />
        <TdsCard kycVerified={kycVerified} />
      </Grid>
      <StatementsCard userId={data.session.userId} />
      <TaxPapersCard userId={data.session.userId} />
    </>
  );
}

/** /dashboard: loading, error, signed-out, empty and populated views (product §2). */
export default function DashboardPage() {
  const { _ } = useI18n();
  const state = useDashboardData();
  const data = state.view === 'empty' || state.view === 'populated' ? state.data : undefined;
  return (
    <Container>
      <PageHeader title={_('dashboard.page.title')} lead={_('dashboard.page.lead')}>
        {data ? <ClientLine data={data} /> : null}
      </PageHeader>
      {state.view === 'loading' ? <DashboardLoading /> : null}
      {state.view === 'error' ? <DashboardError onRetry={state.retry} /> : null}
      {state.view === 'signed-out' ? <SignedOutView /> : null}
      {state.view === 'empty' ? <EmptyView /> : null}
      {state.view === 'populated' ? <PopulatedView data={state.data} /> : null}
    </Container>
  );
}
