import { describe, expect, it } from '@jest/globals';
import { scriptSafeJson } from '@invest/mf/serving';
import { documentHead, escapeHtml } from './document-head.js';

const faq = { title: 'FAQ', description: 'Answers about minimums, payouts & taxes.' };
const faqJsonLd = [{ '@context': 'https://schema.org', '@type': 'FAQPage', name: '</script><script>alert(1)</script>' }];

describe('documentHead', () => {
  it("writes the owner's title, description, canonical URL, Open Graph and Twitter tags", () => {
    const head = documentHead({ meta: faq, canonicalUrl: 'https://solidstep.example/faq' });
    expect(head).toContain('<title>FAQ | Solidstep Invest</title>');
    expect(head).toContain('<meta name="description" content="Answers about minimums, payouts &amp; taxes." />');
    expect(head).toContain('<link rel="canonical" href="https://solidstep.example/faq" />');
    expect(head).toContain('<meta property="og:title" content="FAQ | Solidstep Invest" />');
    expect(head).toContain('<meta property="og:type" content="website" />');
    expect(head).toContain('<meta property="og:url" content="https://solidstep.example/faq" />');
    expect(head).toContain('<meta name="twitter:card" content="summary" />');
    expect(head).toContain('<meta name="twitter:description" content="Answers about minimums, payouts &amp; taxes." />');
    expect(head).not.toContain('noindex');
  });

  it('writes JSON-LD that cannot close its script element', () => {
    const head = documentHead({ meta: faq, jsonLd: faqJsonLd });
    expect(head).toContain('<script type="application/ld+json">{"@context":"https://schema.org","@type":"FAQPage"');
    expect(head).not.toContain('</script><script>');
    expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)![1]!)).toEqual(faqJsonLd[0]);
  });

  it('keeps the 404 and fallback pages out of search results, with their own titles', () => {
    const head = documentHead({ title: '404 Page Not Found', noindex: true });
    expect(head).toContain('<title>404 Page Not Found | Solidstep Invest</title>');
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('description');
  });

  it('gives the brand and its tagline to a page without a title', () => {
    expect(documentHead({})).toBe('<title>Solidstep Invest | BOLD STEP, SOLID GROWTH</title>');
  });
});

describe('escaping', () => {
  it('escapes markup in text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('keeps JSON parseable and free of <, > and & inside a script element', () => {
    const text = scriptSafeJson({ a: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- & \u2028' });
  });
});
