import type { ShellServer, ShellServerOptions } from './shell-server.js';

export type { ShellServer, ShellServerOptions } from './shell-server.js';
export type { RenderMode, RenderPage, RenderedPage } from './render-page.js';
export type { SsrState } from '../ssr/ssr-state.js';

/**
 * Entry of the shell's server build (dist/server/main.js, loaded by tools/serve-app.ts). The dynamic import is the
 * async boundary: the shared singletons are set up before the renderer's modules run.
 */
export async function createShellServer(options: ShellServerOptions): Promise<ShellServer> {
  const { createShellServer: create } = await import('./shell-server.js');
  return create(options);
}
