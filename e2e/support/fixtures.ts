import { test as base, type ConsoleMessage, type Request } from '@playwright/test';
import { isHydrationProblem } from './hydration-errors.ts';
import { isOwnOrigin, recordRequest } from './own-origin-requests.ts';

/**
 * `test` of every spec:
 * - fails a test when any page of its browser context reports a hydration warning or error in the console (the
 *   server's HTML and the browser's first render must be the same page);
 * - records every request any page or frame sends to our own origins (URL and body), for the end-of-run scan for
 *   card numbers and CVVs (global-teardown.ts).
 */
export const test = base.extend<{ ownOriginRequests: void; noHydrationProblems: void }>({
  ownOriginRequests: [
    async ({ context }, use) => {
      const onRequest = (request: Request) => {
        const url = request.url();
        if (!isOwnOrigin(url)) return;
        const body = request.postDataBuffer();
        recordRequest({ method: request.method(), url, body: body ? body.toString('utf8') : null });
      };
      context.on('request', onRequest);
      await use();
      context.off('request', onRequest);
    },
    { auto: true },
  ],
  noHydrationProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (isHydrationProblem(message)) problems.push(`${message.page()?.url() ?? '?'}: ${message.text().split('\n')[0]}`);
      };
      context.on('console', onConsole);
      await use();
      context.off('console', onConsole);
      if (problems.length > 0) throw new Error(`Hydration problems in the console:\n${problems.join('\n')}`);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
