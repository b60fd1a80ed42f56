import { signInPath } from '@invest/platform';
import { Button, Card, CardTitle, Muted, Row, Stack } from '@invest/ui';
import { ButtonLink } from '@invest/ui/router';

interface Props {
  authenticated: boolean;
  kycVerified: boolean;
  onDemoMode: () => void;
}

/** Why the payment content is disabled, the way forward, and the spec's demo-mode button. */
export function AccessNotice({ authenticated, kycVerified, onDemoMode }: Props) {
  return (
    <Card as="section" role="status" aria-labelledby="access-title">
      <Stack $gap="sm">
        <CardTitle id="access-title" as="h2">
          {authenticated ? 'KYC Verification Required' : 'Registration Required'}
        </CardTitle>
        <Muted>
          {authenticated && !kycVerified
            ? 'Please complete your KYC verification to proceed.'
            : 'Sign in with your phone number and complete KYC to invest. Payment options unlock once you are verified.'}
        </Muted>
        <Row>
          {authenticated ? null : (
            <ButtonLink to={signInPath('/payment')} $variant="secondary" $size="md" $block={false}>
              Sign in
            </ButtonLink>
          )}
          <ButtonLink to="/kyc" $variant="primary" $size="md" $block={false}>
            Complete KYC
          </ButtonLink>
          <Button variant="secondary" onClick={onDemoMode}>
            Enable Demo Mode
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}
