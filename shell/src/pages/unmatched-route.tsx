import { findOwner } from '@invest/mf/runtime';
import { useLocation } from 'react-router-dom';
import { useRemoteState } from '../remotes/remote-registry-context.js';
import { NotFoundPage } from './not-found-page.js';
import { RemoteUnavailable } from './remote-unavailable.js';

/** The catch-all: a route of a remote that failed shows its fallback; anything else is a 404. */
export function UnmatchedRoute() {
  const { pathname } = useLocation();
  const owner = findOwner(pathname);
  const state = useRemoteState(owner);
  if (owner && (state.status === 'failed' || state.status === 'loading')) return <RemoteUnavailable remoteKey={owner} />;
  return <NotFoundPage />;
}
