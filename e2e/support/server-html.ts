import type { APIResponse } from '@playwright/test';

/** The parts of a server-rendered page a crawler reads. */
export interface ServerHtml {
  title: string;
  description: string | null;
  canonical: string | null;
  /** Text of the first `<h1>` inside #root. */
  heading: string | null;
  /** The markup inside #root. */
  root: string;
  /** The script preloads written after #root. */
  preloads: string[];
  jsonLdTypes: string[];
  html: string;
}

function decode(text: string): string {
  return text
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&#x27;', "'");
}

/** Reads a page's HTML as it came from the server (no script ran). */
export async function serverHtml(response: APIResponse): Promise<ServerHtml> {
  const html = await response.text();
  // #root is followed by the page's preload tags, if any (shell/src/server/route-preloads.ts), then </body>.
  const root = /<div id="?root"?>([\s\S]*)<\/div>(?:\s*<link rel="preload"[^>]*>)*\s*<\/body>/.exec(html)?.[1] ?? '';
  const preloads = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((match) => decode(match[1]!));
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as { '@type'?: string });
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ? decode(/<meta name="description" content="([^"]*)"/.exec(html)![1]!) : null,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null,
    heading: heading === undefined ? null : decode(heading.replace(/<[^>]+>/g, '').trim()),
    root,
    preloads,
    jsonLdTypes: jsonLd.map((data) => data['@type'] ?? ''),
    html,
  };
}
