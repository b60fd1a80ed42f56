import { Badge, Container, Muted, PageHeader } from '@invest/ui';
import { ButtonLink } from '@invest/ui/router';
import styled from 'styled-components';
import { SignUpForm } from './sign-up-form.js';

/** The five-step journey of the demo (product §2 "/demo"). */
export const JOURNEY = [
  { title: 'Sign Up', text: 'Create a free demo account in seconds.' },
  { title: 'Choose a Product', text: 'Pick a product and see its projected returns.' },
  { title: 'Complete KYC', text: 'Walk through Aadhaar, PAN and OTP checks with sample data.' },
  { title: 'Make a Payment', text: 'Try UPI, net banking or card: nothing is charged.' },
  { title: 'View Dashboard', text: 'Track your demo portfolio, activity and mix.' },
] as const;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Tiles = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  flex: none;
  border-radius: 50%;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme }) => theme.colors.primary};
`;

const Tile = styled.li`
  display: flex;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export default function DemoPage() {
  return (
    <Container>
      <PageHeader title="Try the Demo" eyebrow="Demo Mode" lead="Experience the complete investment journey in a guided, simulated demo: no real money.">
        <Badge tone="blue">Takes about 2 minutes</Badge>
      </PageHeader>
      <Layout>
        <section aria-labelledby="demo-journey">
          <h2 id="demo-journey">Your Demo Journey</h2>
          <Tiles>
            {JOURNEY.map((step, index) => (
              <Tile key={step.title}>
                <StepNumber aria-hidden="true">{index + 1}</StepNumber>
                <div>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </div>
              </Tile>
            ))}
          </Tiles>
          <Muted>Ready to invest for real?</Muted>
          <ButtonLink to="/products" $variant="outline">
            Browse Real Products
          </ButtonLink>
        </section>
        <SignUpForm />
      </Layout>
    </Container>
  );
}
