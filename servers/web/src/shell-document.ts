/**
 * The shell's HTML document around a server-rendered page: the built index.html (its scripts and the platform config
 * block) with the page's head, styles, markup and hydration state written in. Pure, like libs/mf's serving/serve-config.ts.
 */
import { LOCALE_TAGS, LOCALES, localizePath, PLATFORM_CONFIG_ELEMENT_ID } from '@invest/mf/ownership';
import { scriptSafeJson, type PlatformConfigBody } from '@invest/mf/serving';
import { SSR_STATE_ELEMENT_ID, type RenderedPage } from '@invest/shell/server-contract';

/** `public` HTML may be cached for a minute and served stale while it is refreshed (shared caches included). */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/** HTML that depends on a cookie or shows a loading state or fallback is never stored. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';

/**
 * index.html with the page in it. The template's `<title>` gives way to the page's head, its "needs JavaScript" notice
 * goes (the page now reads without it; forms carry their own), `#root` gets the markup, and the state rides in a JSON
 * data block (not a script: the CSP's script-src stays 'self'). The page's preload tags follow `#root`: after the markup,
 * so the browser asks for main.js first and paints no later.
 */
export function composeShellDocument(template: string, page: RenderedPage): string {
  if (!ROOT_ELEMENT.test(template) || !TITLE_ELEMENT.test(template)) throw new Error('index.html has no empty #root or no <title>');
  const stateBlock = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${scriptSafeJson(page.state)}</script>`;
  return template
    .replace(HTML_LANG, () => `<html lang="${page.lang.replace(/[^A-Za-z0-9-]/g, '')}"`)
    .replace(TITLE_ELEMENT, () => page.head)
    .replace('</head>', () => `${page.styles}${stateBlock}</head>`)
    .replace(/\s*<noscript>[^<]*<\/noscript>/, '')
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${page.preloads ?? ''}`);
}

/** The empty `#root` of the built page, quoted or (minified) not. */
const ROOT_ELEMENT = /<div id=("?)root\1><\/div>/;
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;
/** `<html`, with the built page's `lang` if it has one (quoted or, minified, not). */
const HTML_LANG = /<html(?:\s+lang=("?)[A-Za-z-]*\1)?(?=[\s>])/;

/** True when the request carries the API's session cookie (`sid`, or `__Host-sid` over HTTPS). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => /^\s*(?:__Host-)?sid=/.test(part));
}

/** robots.txt: crawl everything public, not the API, and find the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Disallow: /api/', '', `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`, ''].join('\n');
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/**
 * sitemap.xml of the public pages, in every language: each page's URL in each language, with its alternates
 * (`xhtml:link rel="alternate" hreflang`), as search engines read a multilingual site.
 */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const urls = paths.flatMap((path) => {
    const alternates = LOCALES.map(
      (locale) => `    <xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[locale]}" href="${escapeXml(`${origin}${localizePath(path, locale)}`)}"/>`,
    );
    return LOCALES.map((locale) => [`  <url><loc>${escapeXml(`${origin}${localizePath(path, locale)}`)}</loc>`, ...alternates, '  </url>'].join('\n'));
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The shell's index.html with the platform config inlined as a JSON data block (not executable, so the CSP's
 * script-src is untouched): the shell reads it instead of fetching /platform-config.json, one request less
 * before the first remote can load.
 */
export function withInlinePlatformConfig(html: string, config: PlatformConfigBody): string {
  const block = `<script type="application/json" id="${PLATFORM_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : `${block}${html}`;
}
