import { BRAND, type JsonLd, type RouteMeta } from '@invest/platform';
import { scriptSafeJson } from '@invest/mf/serving';
import { documentTitle } from '../router/document-title.js';

/** What the head of a server-rendered page says. */
export interface HeadContent {
  /** The page's own title (the document's is `<title> | <brand>`); none: the brand and its tagline. */
  title?: string;
  /** The route owner's metadata; none for the 404, the fallback and the pages only the browser renders. */
  meta?: RouteMeta;
  /** Absolute canonical URL of the page (the public site's origin and the path, no query). */
  canonicalUrl?: string;
  /** Kept out of search results (404, fallback, signed-in pages). */
  noindex?: boolean;
  /** The page's structured data. */
  jsonLd?: readonly JsonLd[];
  /** The page's language (`en-IN`, `hi-IN`; default `en-IN`), for Open Graph's locale. */
  locale?: string;
  /** The page in each language, by BCP 47 tag (`hreflang` alternates; the default language's is also `x-default`). */
  alternates?: Readonly<Record<string, string>>;
}

/** Text escaped for HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

function jsonLdTag(data: JsonLd): string {
  return `<script type="application/ld+json">${scriptSafeJson(data)}</script>`;
}

const DEFAULT_TAG = 'en-IN';

/** `<link rel="alternate" hreflang>` for each language of the page, and `x-default` for the default language's. */
function alternateLinks(alternates: Readonly<Record<string, string>>): string[] {
  const links = Object.entries(alternates).map(([tag, url]) => `<link rel="alternate" hreflang="${escapeHtml(tag)}" href="${escapeHtml(url)}" />`);
  const fallback = alternates[DEFAULT_TAG];
  return fallback ? [...links, `<link rel="alternate" hreflang="x-default" href="${escapeHtml(fallback)}" />`] : links;
}

/** The `<title>`, description, canonical link, Open Graph and Twitter tags and JSON-LD of a page, as HTML. */
export function documentHead(content: HeadContent): string {
  const title = documentTitle(content.title ?? content.meta?.title);
  const tags = [`<title>${escapeHtml(title)}</title>`];
  const meta = content.meta;
  if (content.noindex) tags.push(metaTag('name', 'robots', 'noindex'));
  if (meta) {
    tags.push(metaTag('name', 'description', meta.description));
    if (content.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(content.canonicalUrl)}" />`);
    tags.push(...alternateLinks(content.alternates ?? {}));
    tags.push(
      metaTag('property', 'og:type', meta.ogType ?? 'website'),
      metaTag('property', 'og:site_name', BRAND.name),
      metaTag('property', 'og:title', title),
      metaTag('property', 'og:description', meta.description),
      ...(content.canonicalUrl ? [metaTag('property', 'og:url', content.canonicalUrl)] : []),
      metaTag('property', 'og:locale', (content.locale ?? DEFAULT_TAG).replace('-', '_')),
      metaTag('name', 'twitter:card', 'summary'),
      metaTag('name', 'twitter:title', title),
      metaTag('name', 'twitter:description', meta.description),
    );
    for (const data of content.jsonLd ?? []) tags.push(jsonLdTag(data));
  }
  return tags.join('\n    ');
}
