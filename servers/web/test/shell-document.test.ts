import { describe, expect, it } from '@jest/globals';
import { SSR_STATE_ELEMENT_ID, type RenderedPage } from '@invest/shell/server-contract';
import { composeShellDocument, hasSessionCookie, robotsTxt, sitemapXml } from '../src/shell-document.ts';

const built =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Solidstep Invest</title><script defer src=/main.1a2b3c4d.js></script></head>' +
  '<body><noscript>This site needs JavaScript.</noscript><div id=root></div></body></html>';

const page: RenderedPage = {
  status: 200,
  lang: 'en-IN',
  head: '<title>FAQ | Solidstep Invest</title><meta name="description" content="Answers" />',
  styles: '<style data-styled="true">.a{color:red}</style>',
  html: '<main><h1>Frequently Asked Questions</h1></main>',
  state: { mode: 'hydrate', queries: [{ endpointName: 'getFaq', arg: undefined, value: { text: '</script>' } }] },
  cacheable: true,
};

describe('composeShellDocument', () => {
  it("writes the state once, under the id the shell's contract names (the shell reads it from there)", () => {
    const html = composeShellDocument(built, page);
    expect(html.match(/<script type="application\/json" id="([^"]+)">/g)).toEqual([`<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">`]);
  });

  it("puts the page's head, styles, markup and state into the built page, keeping its scripts", () => {
    const html = composeShellDocument(built, page);
    expect(html).toContain('<title>FAQ | Solidstep Invest</title><meta name="description" content="Answers" />');
    expect(html).not.toContain('<title>Solidstep Invest</title>');
    expect(html).toContain('<script defer src=/main.1a2b3c4d.js></script>');
    expect(html).toContain('<div id="root"><main><h1>Frequently Asked Questions</h1></main></div>');
    expect(html).toContain('<style data-styled="true">.a{color:red}</style><script type="application/json" id="ssr-state">');
    expect(html).not.toContain('This site needs JavaScript.');
  });

  it("writes the page's preload tags right after #root, so main.js in the head is asked for first", () => {
    const preloads = '<link rel="preload" as="script" href="/723.e1e03bb8.js" />';
    const html = composeShellDocument(built, { ...page, preloads });
    expect(html).toContain(`<main><h1>Frequently Asked Questions</h1></main></div>${preloads}</body>`);
    expect(html.indexOf('main.1a2b3c4d.js')).toBeLessThan(html.indexOf(preloads));
    expect(composeShellDocument(built, page)).toContain('</main></div></body>');
  });

  it('writes the state as a JSON data block that no value can close', () => {
    const html = composeShellDocument(built, page);
    const block = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(block)).toEqual({ mode: 'hydrate', queries: [{ endpointName: 'getFaq', value: { text: '</script>' } }] });
  });

  it("names the page's language on <html>, in place of the built page's", () => {
    expect(composeShellDocument(built, page)).toMatch(/^<!doctype html><html lang="en-IN"><head>/);
    expect(composeShellDocument(built, { ...page, lang: 'hi-IN' })).toMatch(/^<!doctype html><html lang="hi-IN"><head>/);
    expect(composeShellDocument(built.replace('lang=en', 'lang="en"'), { ...page, lang: 'hi-IN' })).toContain('<html lang="hi-IN">');
  });

  it('refuses a page without an empty #root or a <title>, instead of serving a page without content', () => {
    expect(() => composeShellDocument('<html><head></head><body></body></html>', page)).toThrow(/#root/);
  });
});

describe('hasSessionCookie', () => {
  it("sees the API's session cookie under either name, and nothing else", () => {
    expect(hasSessionCookie('sid=s%3Aabc.def')).toBe(true);
    expect(hasSessionCookie('theme=dark; __Host-sid=s%3Aabc')).toBe(true);
    expect(hasSessionCookie('theme=dark; notsid=1; sidebar=open')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers in, keeps them out of the API and names the sitemap', () => {
    expect(robotsTxt('https://solidstep.example/')).toBe('User-agent: *\nDisallow: /api/\n\nSitemap: https://solidstep.example/sitemap.xml\n');
  });

  it('lists each page once in each language on the public origin, each with its alternates', () => {
    const xml = sitemapXml('https://solidstep.example', ['/', '/faq', '/a&b']);
    expect(xml).toContain('<loc>https://solidstep.example/</loc>');
    expect(xml).toContain('<loc>https://solidstep.example/faq</loc>');
    expect(xml).toContain('<loc>https://solidstep.example/a&amp;b</loc>');
    expect(xml).toContain('<loc>https://solidstep.example/hi</loc>');
    expect(xml).toContain('<loc>https://solidstep.example/hi/faq</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(6);
    const faq = xml.split('<url>').filter((entry) => entry.includes('/faq</loc>'));
    expect(faq).toHaveLength(2);
    for (const entry of faq) {
      expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en-IN" href="https://solidstep.example/faq"/>');
      expect(entry).toContain('<xhtml:link rel="alternate" hreflang="hi-IN" href="https://solidstep.example/hi/faq"/>');
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});
