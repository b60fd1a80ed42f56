import { signInPath, useI18n } from '@invest/platform';
import { Button, Card, CardTitle, Muted, Row, Stack } from '@invest/ui';
import { ButtonLink } from '@invest/ui/router';

interface Props {
  authenticated: boolean;
  kycVerified: boolean;
  onDemoMode: () => void;
}

/** Why the payment content is disabled, the way forward, and the spec's demo-mode button. */
export function AccessNotice({ authenticated, kycVerified, onDemoMode }: Props) {
  const { _ } = useI18n();
  return (
    <Card as="section" role="status" aria-labelledby="access-title">
      <Stack $gap="sm">
        <CardTitle id="access-title" as="h2">
          {authenticated ? _('payments.access.kycRequired') : _('payments.access.registrationRequired')}
        </CardTitle>
        <Muted>{authenticated && !kycVerified ? _('payments.access.completeKyc') : _('payments.access.signInAndKyc')}</Muted>
        <Row>
          {authenticated ? null : (
            <ButtonLink to={signInPath('/payment')} $variant="secondary" $size="md" $block={false}>
              {_('payments.access.signIn')}
            </ButtonLink>
          )}
          <ButtonLink to="/kyc" $variant="primary" $size="md" $block={false}>
            {_('payments.access.completeKycAction')}
          </ButtonLink>
          <Button variant="secondary" onClick={onDemoMode}>
            {_('payments.access.demoMode')}
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}
