import { describe, expect, it } from '@jest/globals';
import { anchorsOf, brokenReason, linksOf, slugOf } from './markdown-links.ts';
import { referencesIn, unresolved } from './product-references.ts';

describe('the docs checks themselves', () => {
  it('slug headings as GitHub does', () => {
    expect(slugOf("The TDS threshold is the platform's")).toBe('the-tds-threshold-is-the-platforms');
    expect(slugOf('Run for real: npm run test:compose')).toBe('run-for-real-npm-run-testcompose');
    expect([...anchorsOf('# A\n## B\n## B\n```\n# C\n```\n')]).toEqual(['a', 'b', 'b-1']);
  });

  it('find links outside code and tell a broken one', () => {
    const links = linksOf('README.md', '[a](docs/nowhere.md) `[b](x.md)`\n```\n[c](y.md)\n```\n[d](https://example.org)');
    expect(links.map((link) => link.target)).toEqual(['docs/nowhere.md', 'https://example.org']);
    expect(brokenReason(links[0]!)).toMatch(/does not exist/);
    expect(brokenReason(links[1]!)).toBeNull();
    expect(brokenReason({ file: 'README.md', line: 1, target: 'docs/product/README.md#no-such-heading' })).toMatch(/no heading/);
  });

  it('read listed product references and refuse an unknown section or phrase', () => {
    const references = referencesIn('x.ts', '(product §2 "KYC", §3 "KYC payload", §4 and §5)');
    expect(references).toEqual([
      { file: 'x.ts', section: 2, phrase: 'KYC' },
      { file: 'x.ts', section: 3, phrase: 'KYC payload' },
      { file: 'x.ts', section: 4 },
      { file: 'x.ts', section: 5 },
    ]);
    const sections = new Map([[2, '## KYC']]);
    expect(unresolved(references[0]!, sections)).toBeNull();
    expect(unresolved(references[1]!, sections)).toMatch(/no section §3/);
    expect(unresolved({ file: 'x.ts', section: 2, phrase: 'Payment' }, sections)).toMatch(/does not say "Payment"/);
  });
});
