import { test as base, type Request } from '@playwright/test';
import { isOwnOrigin, recordRequest } from './own-origin-requests.ts';

/**
 * `test` for the specs that pay: records every request any page or frame of the test's browser context sends to our
 * own origins (URL and body), for the end-of-run scan for card numbers and CVVs (global-teardown.ts).
 */
export const test = base.extend<{ ownOriginRequests: void }>({
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
});

export { expect } from '@playwright/test';
