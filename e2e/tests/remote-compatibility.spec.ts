import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { REMOTES } from '@invest/mf/ownership';
import { expect, test } from '../support/fixtures.ts';
import { stopApp } from '../support/platform.ts';
import { serverHtml } from '../support/server-html.ts';
import { crosses } from '../support/tags.ts';
import { localPlatformOnly } from '../support/target.ts';
import { RUN_STATE_FILE, type RunState } from '../../tools/platform-apps.ts';
import { waitForHttp } from '../../tools/wait-for-http.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');
/** The heading of a remote's fallback. */
const UNAVAILABLE = 'This section is temporarily unavailable';
const MARKETING = REMOTES.marketing;
/** What the shell logs, in the browser and on its server, when it refuses the marketing remote. */
const REFUSAL = `[federation] ${MARKETING.name} cannot run in shell:`;
const REACT_PROBLEM = 'react: the remote requires ^18.3.1, the shell provides 19.3.1';

/** What the shell's server wrote to its log file (empty when the platform logs to a terminal: E2E_REUSE). */
function shellLog(): string {
  const state = JSON.parse(readFileSync(resolve(repoRoot, RUN_STATE_FILE), 'utf8')) as RunState;
  const logFile = state.processes.find((process) => process.folder === 'shell')?.logFile;
  return logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
}

test(
  'a remote built against another React is refused: the shell shows its fallback and the rest keeps working',
  crosses('shell', 'marketing', 'products'),
  async ({ page, request }) => {
    localPlatformOnly('it replaces the marketing remote with a build of its own');
    test.setTimeout(300_000);
    const out = resolve(repoRoot, '.tmp', 'incompatible-remote');
    const appDir = resolve(out, 'incompatible');
    rmSync(out, { recursive: true, force: true });

    // A real build, named and exposed as the marketing remote, with the platform's federation options but React
    // declared as React 18's (tools/fixtures/incompatible-remote): browser and server builds, deployed in place of the
    // marketing build (none of its files stay). The other remotes do not miss them: the shell provides every shared
    // module itself (the redeploy and down-remote tests in server-rendering.spec.ts).
    const build = spawnSync(
      process.execPath,
      ['tools/fixtures/incompatible-remote/build.ts', '--out', out, '--app', 'incompatible', '--name', MARKETING.name, '--server'],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    expect(build.status, build.stderr || build.stdout).toBe(0);
    // The deploy gate would have stopped it.
    const gate = spawnSync(process.execPath, ['tools/check-remote.ts', '--shell', 'shell/dist', '--remote', resolve(appDir, 'dist')], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(gate.status, gate.stdout).toBe(1);
    expect(gate.stderr).toContain(REACT_PROBLEM);

    // The shell's server log, when the platform writes one (not with E2E_REUSE): what it logs from here on.
    const logBefore = shellLog().length;
    const logging = logBefore > 0;
    const restart = await stopApp('mfe-marketing');
    const deployed = spawn(process.execPath, ['servers/web/src/serve-app.ts', '--app', appDir, '--port', String(MARKETING.port), '--kind', 'remote'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    try {
      await waitForHttp(`http://127.0.0.1:${MARKETING.port}/`, 30_000);

      // The shell's server refuses it before loading its container: the page is the remote's fallback, not a 5xx.
      const response = await request.get('/faq');
      expect(response.status()).toBe(200);
      expect((await serverHtml(response)).heading).toBe(UNAVAILABLE);
      if (logging) {
        await expect.poll(() => shellLog().slice(logBefore), { timeout: 5_000 }).toContain(REFUSAL);
        expect(shellLog().slice(logBefore)).toContain(REACT_PROBLEM);
      }

      // The rest of the site keeps rendering on the server.
      expect((await serverHtml(await request.get('/products'))).heading).toBe('Products');

      // The browser refuses it too, and logs why.
      const refusals: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith(REFUSAL)) refusals.push(message.text());
      });
      await page.goto('/faq');
      await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible();
      await expect.poll(() => refusals.join('\n')).toContain(REACT_PROBLEM);
      await expect(page.getByRole('banner')).toBeVisible();

      // Retry checks it again, and refuses it again.
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(() => refusals.length).toBeGreaterThan(1);
      await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible();

      // The other remotes keep working, by in-app navigation and by direct load.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
      await page.goto('/products');
      await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText(UNAVAILABLE);
    } finally {
      if (deployed.exitCode === null) {
        deployed.kill('SIGTERM');
        await new Promise((done) => deployed.once('exit', done));
      }
      await restart();
      rmSync(out, { recursive: true, force: true });
    }
    // The compatible build is back: so are its pages, and the rest still renders.
    await expect.poll(async () => (await serverHtml(await request.get('/faq'))).heading, { timeout: 10_000 }).toBe('Frequently Asked Questions');
    expect((await serverHtml(await request.get('/products'))).heading).toBe('Products');
  },
);
