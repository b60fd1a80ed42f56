import { useI18n } from '@invest/platform';
import type { RemoteKey } from '@invest/mf/runtime';
import { Button } from '@invest/ui';
import { ButtonLink } from '@invest/ui/router';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRemoteRegistry, useRemoteState } from '../remotes/remote-registry-context.js';
import { Actions, MessageScreen } from './page-frame.js';

/**
 * Fallback for the routes of a remote that cannot be loaded or crashed. Retry resets the remote's
 * registration and navigates to the same URL, which loads the remote again; when the remote loaded but its page did
 * not, it reloads the document.
 */
export function RemoteUnavailable({ remoteKey }: { remoteKey: RemoteKey }) {
  const registry = useRemoteRegistry();
  const state = useRemoteState(remoteKey);
  const location = useLocation();
  const navigate = useNavigate();
  const retrying = state.status === 'loading';
  const { _ } = useI18n();

  const retry = () => {
    // The remote's container loaded, but its page did not (a chunk that failed, a page that threw): the router keeps a
    // route whose lazy part failed failed, so only a fresh document loads that page again.
    if (state.status === 'loaded') {
      window.location.reload();
      return;
    }
    registry.markForRetry(remoteKey);
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: { retry: Date.now() } });
  };

  return (
    <MessageScreen aria-labelledby="remote-unavailable-title" data-remote={remoteKey} data-status={state.status}>
      <h1 id="remote-unavailable-title">{_('shell.unavailable.title')}</h1>
      <p>{_('shell.unavailable.lead')}</p>
      <Actions>
        <Button onClick={retry} disabled={retrying} aria-busy={retrying}>
          {retrying ? _('shell.unavailable.retrying') : _('shell.unavailable.retry')}
        </Button>
        <ButtonLink to="/" $variant="outline">
          {_('shell.unavailable.home')}
        </ButtonLink>
      </Actions>
    </MessageScreen>
  );
}
