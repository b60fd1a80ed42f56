import { formatInr, useI18n } from '@invest/platform';
import { Badge, Button, Card, CardTitle, Container, Field, Muted, PageHeader, Stack, toast, type BadgeTone } from '@invest/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useUpdateDemoStepMutation } from '../../shared/demo-api.js';
import { showDemoError, wait } from '../../shared/demo-errors.js';
import { GuardView } from '../../shared/guard-view.js';
import { Actions, Facts, Note } from '../../shared/layout.js';
import { StepProgress } from '../../shared/step-progress.js';
import { useDemoGuard } from '../../shared/use-demo-guard.js';
import { KYC_SUB_STEPS, subStepStatus, VERIFY_DELAY_MS, type SubStepStatus } from './kyc-steps.js';

const STATUS_TONE: Record<SubStepStatus, BadgeTone> = { verified: 'green', inProgress: 'blue', pending: 'grey' };

const SubSteps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/** Product §2 /demo/kyc: step 2 of 4, three pre-filled sub-steps, then the step update and /demo/payment. */
export default function DemoKycPage() {
  const { i18n, _ } = useI18n();
  const guard = useDemoGuard({ requireProduct: true });
  const navigate = useNavigate();
  const [current, setCurrent] = useState(0);
  const [verifying, setVerifying] = useState(false);
  const [updateStep] = useUpdateDemoStepMutation();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function verify(userId: string) {
    setVerifying(true);
    await wait(VERIFY_DELAY_MS);
    if (!mounted.current) return;
    if (current < KYC_SUB_STEPS.length - 1) {
      toast({ title: _('demo.kyc.verified.title'), description: _('demo.kyc.verified.description', { step: current + 1 }) });
      setCurrent(current + 1);
      setVerifying(false);
      return;
    }
    try {
      await updateStep({ userId, step: 'payment' }).unwrap();
      toast({ title: _('demo.kyc.completed.title'), description: _('demo.kyc.completed.description') });
      void navigate('/demo/payment');
    } catch (error) {
      void showDemoError(error, navigate, i18n);
      if (mounted.current) setVerifying(false);
    }
  }

  return (
    <GuardView state={guard}>
      {() => {
        if (guard.status !== 'ready' || !guard.product) return null;
        const { product, userId } = guard;
        const subStep = KYC_SUB_STEPS[current] ?? KYC_SUB_STEPS[0];
        const last = current === KYC_SUB_STEPS.length - 1;
        return (
          <Container>
            <StepProgress step={2} label={_('demo.progress.kyc')} />
            <PageHeader title={_('demo.kyc.title')} lead={_('demo.kyc.lead')} />
            <Stack>
              <Card $padding="lg">
                <CardTitle as="h2">{_('demo.common.investmentSummary')}</CardTitle>
                <Facts>
                  <dt>{_('demo.common.product')}</dt>
                  <dd>{product.productName}</dd>
                  <dt>{_('demo.kyc.amount')}</dt>
                  <dd>{formatInr(product.amount)}</dd>
                  <dt>{_('demo.common.duration')}</dt>
                  <dd>{_('demo.common.months', { months: product.duration })}</dd>
                  <dt>{_('demo.kyc.returnRate')}</dt>
                  <dd>{product.returnRate}%</dd>
                </Facts>
              </Card>
              <Card $padding="lg">
                <CardTitle as="h2">{_('demo.kyc.steps')}</CardTitle>
                <SubSteps>
                  {KYC_SUB_STEPS.map((step, index) => {
                    const status = subStepStatus(index, current);
                    const statusText = _(`demo.kyc.status.${status}`);
                    return (
                      <li key={step.title} aria-label={_('demo.kyc.subStepStatus', { step: _(step.title), status: statusText })}>
                        <span>
                          {index + 1}. {_(step.title)}
                        </span>
                        <Badge tone={STATUS_TONE[status]}>{statusText}</Badge>
                      </li>
                    );
                  })}
                </SubSteps>
              </Card>
              <Card $padding="lg">
                <CardTitle as="h2">{_(subStep.title)}</CardTitle>
                <Stack>
                  {subStep.fields.map((field) => (
                    <Field key={field.label} label={_(field.label)} value={field.value} readOnly disabled />
                  ))}
                  {last ? <Muted>{_('demo.kyc.demoOtp', { otp: KYC_SUB_STEPS[2].fields[1].value })}</Muted> : null}
                </Stack>
                <Actions>
                  <Button variant="outline" onClick={() => void navigate('/demo/products')} disabled={verifying}>
                    {_('demo.common.backToProducts')}
                  </Button>
                  <Button size="lg" disabled={verifying} onClick={() => void verify(userId)}>
                    {verifying ? _('demo.kyc.verifying') : last ? _('demo.kyc.complete') : _('demo.kyc.verify')}
                  </Button>
                </Actions>
              </Card>
              <Note role="note" aria-label={_('demo.kyc.security.label')}>
                <strong>{_('demo.kyc.security.title')}</strong>
                <ul>
                  <li>{_('demo.kyc.security.encryption')}</li>
                  <li>{_('demo.kyc.security.government')}</li>
                  <li>{_('demo.kyc.security.sharing')}</li>
                  <li>{_('demo.kyc.security.simulated')}</li>
                </ul>
              </Note>
            </Stack>
          </Container>
        );
      }}
    </GuardView>
  );
}
