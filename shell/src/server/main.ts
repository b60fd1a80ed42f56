import type { ShellServerBuild } from './contract.js';

/**
 * Entry of the shell's server build (dist/server/main.js, loaded by the web server, servers/web, through the contract
 * in contract.ts). The dynamic import is the async boundary: the shared singletons are set up before the renderer's
 * modules run.
 */
export const createShellServer: ShellServerBuild['createShellServer'] = async (options) => {
  const { createShellServer: create } = await import('./shell-server.js');
  return create(options);
};
