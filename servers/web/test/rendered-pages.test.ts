import { describe, expect, it } from '@jest/globals';
import type { RenderedPage } from '@invest/shell/server-contract';
import { RenderedPages } from '../src/rendered-pages.ts';

const page = (html: string): RenderedPage => ({ status: 200, head: '', styles: '', html, state: { mode: 'hydrate', queries: [] }, cacheable: true });

describe('RenderedPages', () => {
  it('reuses a page for its URL while it is young and its remote unchanged', () => {
    let now = 0;
    const pages = new RenderedPages<RenderedPage>(1_000, () => now);
    pages.set('http://x/faq', 'v1', page('faq'));
    now = 999;
    expect(pages.get('http://x/faq', 'v1')?.html).toBe('faq');
    expect(pages.get('http://x/faq?a=1', 'v1')).toBeUndefined();
  });

  it('renders again once the remote is redeployed or the page is too old', () => {
    let now = 0;
    const pages = new RenderedPages<RenderedPage>(1_000, () => now);
    pages.set('http://x/faq', 'v1', page('faq'));
    expect(pages.get('http://x/faq', 'v2')).toBeUndefined();
    expect(pages.get('http://x/faq', 'v1')).toBeUndefined();
    pages.set('http://x/faq', 'v1', page('faq'));
    now = 1_000;
    expect(pages.get('http://x/faq', 'v1')).toBeUndefined();
  });

  it('keeps a bounded number of URLs, dropping the oldest', () => {
    const pages = new RenderedPages<RenderedPage>(60_000, () => 0);
    for (let i = 0; i < 300; i += 1) pages.set(`http://x/faq?i=${i}`, 'v1', page(String(i)));
    expect(pages.get('http://x/faq?i=0', 'v1')).toBeUndefined();
    expect(pages.get('http://x/faq?i=299', 'v1')?.html).toBe('299');
    // 300 set, 256 kept: the first 44 went.
    expect(pages.get('http://x/faq?i=43', 'v1')).toBeUndefined();
    expect(pages.get('http://x/faq?i=44', 'v1')?.html).toBe('44');
  });
});
