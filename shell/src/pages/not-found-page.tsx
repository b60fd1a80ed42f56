import { ButtonLink } from '@invest/ui/router';
import { useLocation } from 'react-router-dom';
import { Actions, CodeHint, MessageScreen } from './page-frame.js';

/** Any path no remote owns, or an unknown path under an owner (spec 2). */
export function NotFoundPage() {
  const { pathname, search } = useLocation();
  return (
    <MessageScreen aria-labelledby="not-found-title">
      <h1 id="not-found-title">404 Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <CodeHint>
        <code>{`GET ${pathname}${search} → no route matched`}</code>
      </CodeHint>
      <Actions>
        <ButtonLink to="/" $variant="primary">
          Return to Home
        </ButtonLink>
        <ButtonLink to="/products" $variant="outline">
          Browse products
        </ButtonLink>
      </Actions>
    </MessageScreen>
  );
}
