import { errorMessage } from '@invest/api';
import { pageI18nOf } from '@invest/platform';
import { apiErrorSummary } from '@invest/platform/errors';
import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { toast } from '@invest/ui';

/** Endpoints whose failures are expected or shown by their pages instead of a toast. */
/** Queries whose failure the page itself explains (a stale plan id: "Please select a product ..."). */
const QUIET_ENDPOINTS = new Set(['getSession', 'getPlanTerms']);

interface RtkQueryMeta {
  arg?: { type?: string; endpointName?: string };
}

/**
 * Libraries raise no toasts (ARCHITECTURE 4): the shell listens for rejected API queries and shows
 * a destructive toast with the spec-8 message. Mutations are awaited by the page that made them,
 * which shows the spec's own titles (e.g. 'Registration Required'). In Hindi the toast is Hindi (apiErrorSummary).
 */
export function createApiErrorToastMiddleware() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isRejectedWithValue,
    effect: async (action) => {
      const meta = action.meta as RtkQueryMeta;
      if (meta.arg?.type !== 'query' || QUIET_ENDPOINTS.has(meta.arg.endpointName ?? '')) return;
      const i18n = await pageI18nOf();
      if (!i18n || i18n.locale === 'en') {
        toast({ title: 'Error', description: errorMessage(action.payload), variant: 'destructive' });
        return;
      }
      toast({ title: i18n._('shell.toast.error'), description: await apiErrorSummary(i18n, action.payload), variant: 'destructive' });
    },
  });
  return listener.middleware;
}
