import { test as base, type ConsoleMessage } from '@playwright/test';

/**
 * The one error a browser logs by design: a signed-out visitor's session probe (`GET /api/session`) answers 401, which
 * the shell reads as "nobody signed in" (libs/api's getSession) and Chromium reports as a resource that failed to load.
 */
function isSignedOutSessionProbe(message: ConsoleMessage): boolean {
  const { url } = message.location();
  return /status of 401\b/.test(message.text()) && URL.canParse(url) && new URL(url).pathname === '/api/session';
}

/**
 * `test` for the production-mode run (playwright.production.config.ts): a test fails when any page or frame of its
 * browser context logged a console error (but the signed-out session probe's 401) or threw an uncaught error, listed
 * in the failure. A production build that "works" while the console says otherwise (a refused script, a frame the CSP
 * blocked, a failed request) fails here.
 */
export const test = base.extend<{ failOnConsoleErrors: void }>({
  failOnConsoleErrors: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = [];
      context.on('console', (message) => {
        if (message.type() !== 'error' || isSignedOutSessionProbe(message)) return;
        const { url, lineNumber } = message.location();
        errors.push(`console error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      context.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
      await use();
      if (errors.length > 0 && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`${errors.length} console error(s) in the browser:\n${errors.map((line) => `  - ${line}`).join('\n')}`);
      }
      if (errors.length > 0) await testInfo.attach('console errors', { body: errors.join('\n'), contentType: 'text/plain' });
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
