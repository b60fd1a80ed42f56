import { useI18n } from '@invest/platform';
import { Badge, Container, Muted, PageHeader } from '@invest/ui';
import { ButtonLink } from '@invest/ui/router';
import styled from 'styled-components';
import { SignUpForm } from './sign-up-form.js';

/** The five-step journey of the demo (product §2 "/demo"): `demo.signUp.journey.<step>.title` and `.text`. */
export const JOURNEY = ['signUp', 'product', 'kyc', 'payment', 'dashboard'] as const;

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
  const { _ } = useI18n();
  return (
    <Container>
      <PageHeader title={_('demo.signUp.title')} eyebrow={_('demo.common.demoMode')} lead={_('demo.signUp.lead')}>
        <Badge tone="blue">{_('demo.signUp.time')}</Badge>
      </PageHeader>
      <Layout>
        <section aria-labelledby="demo-journey">
          <h2 id="demo-journey">{_('demo.signUp.journey')}</h2>
          <Tiles>
            {JOURNEY.map((step, index) => (
              <Tile key={step}>
                <StepNumber aria-hidden="true">{index + 1}</StepNumber>
                <div>
                  <h3>{_(`demo.signUp.journey.${step}.title`)}</h3>
                  <p>{_(`demo.signUp.journey.${step}.text`)}</p>
                </div>
              </Tile>
            ))}
          </Tiles>
          <Muted>{_('demo.signUp.forReal')}</Muted>
          <ButtonLink to="/products" $variant="outline">
            {_('demo.signUp.browseReal')}
          </ButtonLink>
        </section>
        <SignUpForm />
      </Layout>
    </Container>
  );
}
