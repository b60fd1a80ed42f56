import { useEffect } from 'react';

/** The attribute on `<html>` that says the page is the browser's now: hydrated (or rendered) and handling events. */
export const SHELL_READY_ATTRIBUTE = 'data-shell-ready';

/**
 * Marks the document once React has committed the first render in the browser. Before that, a server-rendered page
 * shows its content but its buttons do nothing yet; tests (e2e/support/fixtures.ts) wait for the mark before they act.
 */
export function ShellReady() {
  useEffect(() => {
    document.documentElement.setAttribute(SHELL_READY_ATTRIBUTE, '');
  }, []);
  return null;
}
