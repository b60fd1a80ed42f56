import { signInPath } from '@invest/platform';
import { Button, Card, Spinner } from '@invest/ui';
import { ButtonLink } from '@invest/ui/router';
import { DASHBOARD_ERROR_MESSAGE } from '../model/display.js';
import { Actions, Centered } from './layout.js';

export function DashboardLoading() {
  return (
    <Centered>
      <Spinner size={36} label="Loading dashboard" />
    </Centered>
  );
}

export function DashboardError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert">
      <Centered>
        <p>{DASHBOARD_ERROR_MESSAGE}</p>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </Centered>
    </Card>
  );
}

/** A visitor who is not signed in is invited in (sign in, then back here) rather than shown an error; or to start KYC. */
export function SignedOutView() {
  return (
    <Card>
      <Centered>
        <h2>Sign in to see your portfolio</h2>
        <p>Verify your phone number with a one-time password to see your investments, transactions and payouts.</p>
        <Actions>
          <ButtonLink to={signInPath('/dashboard')} $variant="primary">
            Sign in
          </ButtonLink>
          <ButtonLink to="/kyc" $variant="outline">
            Start KYC Process
          </ButtonLink>
        </Actions>
      </Centered>
    </Card>
  );
}

export function EmptyView() {
  return (
    <Card>
      <Centered>
        <h2>No investments yet</h2>
        <p>Your portfolio, transactions and upcoming payouts will appear here after your first investment.</p>
        <Actions>
          <ButtonLink to="/products" $variant="primary">
            Explore Products
          </ButtonLink>
          <ButtonLink to="/calculator" $variant="outline">
            Calculate ROI
          </ButtonLink>
        </Actions>
      </Centered>
    </Card>
  );
}
