/**
 * `npm run dev` of the shell: its browser and server builds in watch mode (development), served by the same
 * server-rendering server as in production (servers/web/src/serve-app.ts), restarted whenever the server build changes. The
 * remotes' dev servers serve their server builds under /server/, which this shell renders from.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { SHELL_APP } from '../libs/mf/src/apps.ts';

const shellDir = resolve(import.meta.dirname, '..', 'shell');
const serverEntry = resolve(shellDir, 'dist', 'server', 'main.js');
const port = process.env.PORT ?? String(SHELL_APP.port);

const children: ChildProcess[] = [];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

children.push(
  spawn(process.execPath, [resolve(shellDir, '../node_modules/webpack-cli/bin/cli.js'), '--watch', '--mode', 'development'], {
    cwd: shellDir,
    stdio: 'inherit',
  }),
);

// Serve once the first server build is written; Node restarts the server when the build changes.
const serve = () => {
  if (!existsSync(serverEntry)) {
    setTimeout(serve, 500);
    return;
  }
  children.push(
    spawn(
      process.execPath,
      [
        '--watch-path',
        dirname(serverEntry),
        '--watch-path',
        resolve(shellDir, 'dist', 'index.html'),
        resolve(import.meta.dirname, '..', 'servers', 'web', 'src', 'serve-app.ts'),
        '--app',
        shellDir,
        '--port',
        port,
      ],
      { cwd: shellDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } },
    ),
  );
};
setTimeout(serve, 1_000);
