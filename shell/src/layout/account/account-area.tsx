import { useGetSessionQuery } from '@invest/api';
import { StoreScope } from '@invest/platform/store';
import { AccountMenu } from './account-menu.js';

function SessionBootstrap() {
  // One session query for the whole app; pages read it from the cache.
  useGetSessionQuery();
  return null;
}

/** The header's account with the session query behind it, inside the page's one store (this file's chunk has both). */
export function AccountArea() {
  return (
    <StoreScope>
      <SessionBootstrap />
      <AccountMenu />
    </StoreScope>
  );
}
