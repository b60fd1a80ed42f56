import { useI18n } from '@invest/platform';
import { ButtonLink } from '@invest/ui/router';
import { Actions, MessageScreen } from './page-frame.js';

/**
 * Any path no remote owns, or an unknown path under an owner (product §2): written for the visitor (no request line, no
 * route table), with the way on: home, the products, help (FAQ, contact). The server answers it with status 404.
 */
export function NotFoundPage() {
  const { _ } = useI18n();
  return (
    <MessageScreen aria-labelledby="not-found-title">
      <h1 id="not-found-title">{_('shell.notFound.title')}</h1>
      <p>{_('shell.notFound.lead')}</p>
      <p>{_('shell.notFound.next')}</p>
      <Actions as="nav" aria-label={_('shell.notFound.nav')}>
        <ButtonLink to="/" $variant="primary">
          {_('shell.notFound.home')}
        </ButtonLink>
        <ButtonLink to="/products" $variant="outline">
          {_('shell.notFound.products')}
        </ButtonLink>
        <ButtonLink to="/faq" $variant="outline">
          {_('shell.notFound.help')}
        </ButtonLink>
        <ButtonLink to="/contact" $variant="outline">
          {_('shell.notFound.contact')}
        </ButtonLink>
      </Actions>
    </MessageScreen>
  );
}
