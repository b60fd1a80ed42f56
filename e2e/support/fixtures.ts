import { test as base, type ConsoleMessage, type Request, type Response } from '@playwright/test';
import { isHydrationProblem } from './hydration-errors.ts';
import { isOwnOrigin, recordRequest } from './own-origin-requests.ts';
import { targetBaseUrl } from './target.ts';

/**
 * `test` of every spec:
 * - fails a test when any page of its browser context reports a hydration warning or error in the console (the
 *   server's HTML and the browser's first render must be the same page);
 * - records every request any page or frame sends to our own origins (URL and body), for the end-of-run scan for
 *   card numbers and CVVs (global-teardown.ts).
 */
/** Set on `<html>` once the shell's first render is committed in the browser (shell/src/app/shell-ready.tsx). */
const SHELL_READY = 'html[data-shell-ready]';

export const test = base.extend<{ ownOriginRequests: void; noHydrationProblems: void }>({
  // A server-rendered page is visible before its scripts run, and a click then does nothing: every navigation of a test
  // (goto, reload) waits until the shell is the browser's, as a visitor waits for a page to respond.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      // Only the shell's own pages (not a JSON file, not another site's page).
      const ready = async (response: Response | null) => {
        const shellPage = new URL(page.url()).origin === new URL(targetBaseUrl()).origin && (response?.headers()['content-type'] ?? '').includes('text/html');
        if (shellPage) await page.waitForSelector(SHELL_READY, { state: 'attached' });
      };
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await ready(response);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await ready(response);
        return response;
      };
    }
    await use(page);
  },
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
