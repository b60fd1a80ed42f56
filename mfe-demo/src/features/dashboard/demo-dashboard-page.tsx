import { useI18n } from '@invest/platform';
import { Badge, Button, Card, CardTitle, Container, Muted, PageHeader, Row, Stack, toast } from '@invest/ui';
import { ButtonLink } from '@invest/ui/router';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { clearDemoSession } from '../../shared/demo-session.js';
import { GuardView } from '../../shared/guard-view.js';
import { StepProgress } from '../../shared/step-progress.js';
import { useDemoGuard } from '../../shared/use-demo-guard.js';
import { InvestmentList, PortfolioMix, RecentActivity, StatCards } from './dashboard-parts.js';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Product §2 /demo/dashboard: step 4 of 4, stats, investments, activity, mix and the completion card. */
export default function DemoDashboardPage() {
  const { _ } = useI18n();
  const guard = useDemoGuard();
  const navigate = useNavigate();
  const [now] = useState(() => Date.now());
  const welcomed = useRef(false);
  const ready = guard.status === 'ready';

  useEffect(() => {
    if (!ready || welcomed.current) return;
    welcomed.current = true;
    toast({ title: _('demo.dashboard.welcomed.title'), description: _('demo.dashboard.welcomed.description') });
  }, [ready, _]);

  function restart() {
    clearDemoSession();
    void navigate('/demo');
  }

  return (
    <GuardView state={guard}>
      {() => {
        if (guard.status !== 'ready') return null;
        const { user, stats, investments, transactions } = guard.portfolio;
        // The name the portfolio gives an account without one ('Demo User', product §3) is the demo's own word.
        const name = user.firstName === 'Demo' && user.lastName === 'User' ? _('demo.dashboard.defaultName') : user.firstName;
        return (
          <Container>
            <StepProgress step={4} label={_('demo.progress.dashboard')} />
            <PageHeader title={_('demo.dashboard.welcome', { name })} lead={_('demo.dashboard.lead')}>
              <Row>
                <Badge tone="purple">{_('demo.common.demoMode')}</Badge>
                <ButtonLink to="/products" $variant="outline" $size="sm">
                  {_('demo.dashboard.viewReal')}
                </ButtonLink>
              </Row>
            </PageHeader>
            <Stack>
              <StatCards stats={stats} />
              <Columns>
                <InvestmentList investments={investments} now={now} />
                <Stack>
                  <RecentActivity transactions={transactions} />
                  <PortfolioMix investments={investments} />
                </Stack>
              </Columns>
              <Card $padding="lg" as="section" aria-labelledby="demo-complete">
                <CardTitle id="demo-complete" as="h2">
                  {_('demo.dashboard.completed')}
                </CardTitle>
                <Muted>{_('demo.dashboard.completed.text')}</Muted>
                <Row>
                  <ButtonLink to="/products" $size="lg">
                    {_('demo.dashboard.startReal')}
                  </ButtonLink>
                  <Button variant="outline" size="lg" onClick={restart}>
                    {_('demo.dashboard.restart')}
                  </Button>
                </Row>
              </Card>
            </Stack>
          </Container>
        );
      }}
    </GuardView>
  );
}
