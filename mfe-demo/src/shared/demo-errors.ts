import { isApiError } from '@invest/api';
import { type I18n } from '@invest/platform';
import { apiErrorSummary } from '@invest/platform/errors';
import { toast } from '@invest/ui';
import type { NavigateFunction } from 'react-router-dom';
import { clearDemoSession } from './demo-session.js';

/**
 * Product §8: any failed demo call shows the destructive 'Error' toast with the server message, in the page's language
 * (apiErrorSummary). An unknown or expired demo account (404) also ends the demo session and sends the visitor to /demo.
 */
export async function showDemoError(error: unknown, navigate: NavigateFunction, i18n: I18n): Promise<void> {
  toast({ title: i18n._('demo.common.error'), description: await apiErrorSummary(i18n, error), variant: 'destructive' });
  if (isApiError(error) && error.status === 404) {
    clearDemoSession();
    void navigate('/demo', { replace: true });
  }
}

/** Resolves after `ms` milliseconds (the demo's simulated delays). */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
