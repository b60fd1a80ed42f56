import { ButtonLink } from '@invest/ui/router';
import { Actions, MessageScreen } from './page-frame.js';

/**
 * Any path no remote owns, or an unknown path under an owner (product §2): written for the visitor (no request line, no
 * route table), with the way on: home, the products, help (FAQ, contact). The server answers it with status 404.
 */
export function NotFoundPage() {
  return (
    <MessageScreen aria-labelledby="not-found-title">
      <h1 id="not-found-title">404 Page Not Found</h1>
      <p>We could not find this page. The link may be old, or the address may have a typo.</p>
      <p>Check the address, or carry on from one of these:</p>
      <Actions as="nav" aria-label="Where to go from here">
        <ButtonLink to="/" $variant="primary">
          Return to Home
        </ButtonLink>
        <ButtonLink to="/products" $variant="outline">
          Browse products
        </ButtonLink>
        <ButtonLink to="/faq" $variant="outline">
          Help &amp; FAQ
        </ButtonLink>
        <ButtonLink to="/contact" $variant="outline">
          Contact support
        </ButtonLink>
      </Actions>
    </MessageScreen>
  );
}
