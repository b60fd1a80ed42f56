import { formatInr } from '@invest/platform';
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

const STATUS_TONE: Record<SubStepStatus, BadgeTone> = { Verified: 'green', 'In Progress': 'blue', Pending: 'grey' };

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
      toast({ title: 'Verification Successful!', description: `Step ${current + 1} completed` });
      setCurrent(current + 1);
      setVerifying(false);
      return;
    }
    try {
      await updateStep({ userId, step: 'payment' }).unwrap();
      toast({ title: 'KYC Completed!', description: 'Your identity has been verified successfully' });
      void navigate('/demo/payment');
    } catch (error) {
      showDemoError(error, navigate);
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
            <StepProgress step={2} label="KYC Verification" />
            <PageHeader title="KYC Verification" lead="Verify your identity with pre-filled demo details. The OTP is always valid in the demo." />
            <Stack>
              <Card $padding="lg">
                <CardTitle as="h2">Investment Summary</CardTitle>
                <Facts>
                  <dt>Product</dt>
                  <dd>{product.productName}</dd>
                  <dt>Amount</dt>
                  <dd>{formatInr(product.amount)}</dd>
                  <dt>Duration</dt>
                  <dd>{product.duration} months</dd>
                  <dt>Return Rate</dt>
                  <dd>{product.returnRate}%</dd>
                </Facts>
              </Card>
              <Card $padding="lg">
                <CardTitle as="h2">Verification Steps</CardTitle>
                <SubSteps>
                  {KYC_SUB_STEPS.map((step, index) => {
                    const status = subStepStatus(index, current);
                    return (
                      <li key={step.title} aria-label={`${step.title}: ${status}`}>
                        <span>
                          {index + 1}. {step.title}
                        </span>
                        <Badge tone={STATUS_TONE[status]}>{status}</Badge>
                      </li>
                    );
                  })}
                </SubSteps>
              </Card>
              <Card $padding="lg">
                <CardTitle as="h2">{subStep.title}</CardTitle>
                <Stack>
                  {subStep.fields.map((field) => (
                    <Field key={field.label} label={field.label} value={field.value} readOnly disabled />
                  ))}
                  {last ? <Muted>Demo OTP: {KYC_SUB_STEPS[2].fields[1].value} (always valid in the demo)</Muted> : null}
                </Stack>
                <Actions>
                  <Button variant="outline" onClick={() => void navigate('/demo/products')} disabled={verifying}>
                    ← Back to Products
                  </Button>
                  <Button size="lg" disabled={verifying} onClick={() => void verify(userId)}>
                    {verifying ? 'Verifying...' : last ? 'Complete KYC & Proceed' : 'Verify & Continue'}
                  </Button>
                </Actions>
              </Card>
              <Note role="note" aria-label="Security note">
                <strong>Your data is secure.</strong>
                <ul>
                  <li>All data is protected with bank-grade encryption.</li>
                  <li>Identity checks go through government APIs.</li>
                  <li>Your details are never shared with third parties.</li>
                  <li>This demo uses simulated data only.</li>
                </ul>
              </Note>
            </Stack>
          </Container>
        );
      }}
    </GuardView>
  );
}
