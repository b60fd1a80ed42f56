import { errorMessage, isApiError } from '@invest/api';
import type { I18n } from '@invest/platform';
import { toast } from '@invest/ui';
import type { NavigateFunction } from 'react-router-dom';
import { clearDemoSession } from './demo-session.js';

/**
 * Product §8: any failed demo call shows the destructive 'Error' toast (in the page's language, `_`) with the server
 * message. An unknown or expired demo account (404) also ends the demo session and sends the visitor to /demo.
 */
export function showDemoError(error: unknown, navigate: NavigateFunction, _: I18n['_']): void {
  toast({ title: _('demo.common.error'), description: errorMessage(error), variant: 'destructive' });
  if (isApiError(error) && error.status === 404) {
    clearDemoSession();
    void navigate('/demo', { replace: true });
  }
}

/** Resolves after `ms` milliseconds (the demo's simulated delays). */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
