import { findOwner } from '@invest/mf/runtime';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useRemoteState } from '../remotes/remote-registry-context.js';
import { documentTitle } from './document-title.js';
import { NOT_FOUND_ROUTE_ID, titleOf } from './route-handle.js';

export const UNAVAILABLE_TITLE = 'Temporarily unavailable';
export const NOT_FOUND_TITLE = '404 Page Not Found';

/** `<page title> | <brand>` from the deepest route handle; 404 and fallback screens have their own. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const { pathname } = useLocation();
  const owner = findOwner(pathname);
  const ownerState = useRemoteState(owner);
  const deepest = matches[matches.length - 1];
  let title: string | undefined;
  if (deepest?.id === NOT_FOUND_ROUTE_ID) {
    title = owner && ownerState.status === 'failed' ? UNAVAILABLE_TITLE : NOT_FOUND_TITLE;
  } else {
    title = [...matches]
      .reverse()
      .map((match) => titleOf(match.handle))
      .find(Boolean);
  }
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
