import { publicPaths } from '@invest/mf/runtime';
import { BRAND } from '@invest/platform';
import type { ShellServer, ShellServerOptions } from './contract.js';
import { createRenderer } from './render-page.js';

/** The shell's server as the contract (contract.ts) names it: the renderer, the page versions, robots.txt's and the sitemap's facts. */
export function createShellServer(options: ShellServerOptions): ShellServer {
  const siteUrl = (options.siteUrl || BRAND.website).replace(/\/+$/, '');
  return { ...createRenderer({ ...options, siteUrl }), siteUrl, publicPaths: publicPaths() };
}
