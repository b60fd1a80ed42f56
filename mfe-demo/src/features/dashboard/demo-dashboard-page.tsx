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
  const guard = useDemoGuard();
  const navigate = useNavigate();
  const [now] = useState(() => Date.now());
  const welcomed = useRef(false);
  const ready = guard.status === 'ready';

  useEffect(() => {
    if (!ready || welcomed.current) return;
    welcomed.current = true;
    toast({ title: 'Welcome to Your Demo Dashboard!', description: 'This is your complete investment portfolio view' });
  }, [ready]);

  function restart() {
    clearDemoSession();
    void navigate('/demo');
  }

  return (
    <GuardView state={guard}>
      {() => {
        if (guard.status !== 'ready') return null;
        const { user, stats, investments, transactions } = guard.portfolio;
        return (
          <Container>
            <StepProgress step={4} label="Dashboard" />
            <PageHeader title={`Welcome, ${user.firstName}!`} lead="Here is your demo investment portfolio.">
              <Row>
                <Badge tone="purple">Demo Mode</Badge>
                <ButtonLink to="/products" $variant="outline" $size="sm">
                  View Real Products
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
                  Demo Completed!
                </CardTitle>
                <Muted>You have tried the whole journey: product selection, KYC, payment and your dashboard. Ready for the real thing?</Muted>
                <Row>
                  <ButtonLink to="/products" $size="lg">
                    Start Real Investing
                  </ButtonLink>
                  <Button variant="outline" size="lg" onClick={restart}>
                    Restart Demo
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
