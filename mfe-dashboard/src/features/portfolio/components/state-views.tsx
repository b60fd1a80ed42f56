import { signInPath, useI18n } from '@invest/platform';
import { Button, Card, Spinner } from '@invest/ui';
import { ButtonLink } from '@invest/ui/router';
import { Actions, Centered } from './layout.js';

export function DashboardLoading() {
  const { _ } = useI18n();
  return (
    <Centered>
      <Spinner size={36} label={_('dashboard.loading')} />
    </Centered>
  );
}

export function DashboardError({ onRetry }: { onRetry: () => void }) {
  const { _ } = useI18n();
  return (
    <Card role="alert">
      <Centered>
        <p>{_('dashboard.error')}</p>
        <Button variant="outline" onClick={onRetry}>
          {_('dashboard.tryAgain')}
        </Button>
      </Centered>
    </Card>
  );
}

/** A visitor who is not signed in is invited in (sign in, then back here) rather than shown an error; or to start KYC. */
export function SignedOutView() {
  const { _ } = useI18n();
  return (
    <Card>
      <Centered>
        <h2>{_('dashboard.signedOut.title')}</h2>
        <p>{_('dashboard.signedOut.body')}</p>
        <Actions>
          <ButtonLink to={signInPath('/dashboard')} $variant="primary">
            {_('dashboard.signedOut.signIn')}
          </ButtonLink>
          <ButtonLink to="/kyc" $variant="outline">
            {_('dashboard.signedOut.startKyc')}
          </ButtonLink>
        </Actions>
      </Centered>
    </Card>
  );
}

export function EmptyView() {
  const { _ } = useI18n();
  return (
    <Card>
      <Centered>
        <h2>{_('dashboard.empty.title')}</h2>
        <p>{_('dashboard.empty.body')}</p>
        <Actions>
          <ButtonLink to="/products" $variant="primary">
            {_('dashboard.empty.explore')}
          </ButtonLink>
          <ButtonLink to="/calculator" $variant="outline">
            {_('dashboard.empty.calculate')}
          </ButtonLink>
        </Actions>
      </Centered>
    </Card>
  );
}
