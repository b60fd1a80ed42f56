import { publicPaths } from '@invest/mf/runtime';
import { BRAND } from '@invest/platform';
import { createRenderer, type RendererOptions, type RenderPage } from './render-page.js';

export interface ShellServerOptions extends Omit<RendererOptions, 'siteUrl'> {
  /** The public site's origin (PUBLIC_SITE_URL); the brand's website when not given. */
  siteUrl?: string;
}

/** What the shell's server build gives tools/serve-app.ts: the renderer and what robots.txt and the sitemap say. */
export interface ShellServer {
  render: RenderPage;
  /** The public site's origin, without a trailing slash. */
  siteUrl: string;
  /** The public pages (the sitemap), from the route-ownership table. */
  publicPaths: string[];
}

export function createShellServer(options: ShellServerOptions): ShellServer {
  const siteUrl = (options.siteUrl || BRAND.website).replace(/\/+$/, '');
  return { render: createRenderer({ ...options, siteUrl }), siteUrl, publicPaths: publicPaths() };
}
