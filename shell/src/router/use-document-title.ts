import { brandWordsOf, useI18n } from '@invest/platform';
import { findOwner } from '@invest/mf/runtime';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useRemoteState } from '../remotes/remote-registry-context.js';
import { documentTitle } from './document-title.js';
import { NOT_FOUND_ROUTE_ID, titleOf } from './route-handle.js';

/** `<page title> | <brand>` from the deepest route handle; 404 and fallback screens have their own. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const { i18n, _ } = useI18n();
  const { pathname } = useLocation();
  const owner = findOwner(pathname);
  const ownerState = useRemoteState(owner);
  const deepest = matches[matches.length - 1];
  let title: string | undefined;
  if (deepest?.id === NOT_FOUND_ROUTE_ID) {
    title = owner && ownerState.status === 'failed' ? _('shell.unavailable.documentTitle') : _('shell.notFound.title');
  } else {
    title = [...matches]
      .reverse()
      .map((match) => titleOf(match.handle, _))
      .find(Boolean);
  }
  useEffect(() => {
    document.title = documentTitle(title, brandWordsOf(i18n).tagline);
  }, [title, i18n]);
}
