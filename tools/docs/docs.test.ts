import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { envSchema } from '../../services/api/src/config/env.schema.ts';
import { brokenReason, linksOf } from './markdown-links.ts';
import { productSections, referencesIn, unresolved } from './product-references.ts';

/**
 * The README and docs/ hold together: the README stays short, every relative link resolves (file and heading), the
 * environment reference names exactly the API's config schema, the API's README names every module, and every
 * `product §N` reference of the code points at a section (and a phrase) of docs/product.
 */
const tracked = (...patterns: string[]) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...patterns], { encoding: 'utf8' })
    .split('\n')
    .filter((path) => path !== '' && !path.includes('node_modules/') && !path.includes('/fixtures/'));

const markdown = tracked('*.md');
const read = (path: string) => readFileSync(path, 'utf8');

describe('README.md', () => {
  it('is at most 100 lines', () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(100);
  });

  it('keeps the quick start: npm install && npm start, then npm test, which .ci/run runs', () => {
    expect(read('README.md')).toContain('npm install && npm start\nnpm test\n');
    expect(read('.ci/run').trimEnd().split('\n').at(-1)).toBe('npm test');
  });

  it('lists every departure of docs/departures.md, one line each', () => {
    const departures = [...read('docs/departures.md').matchAll(/^### (.+)$/gm)].map((match) => match[1] ?? '');
    const listed = read('README.md')
      .split('\n')
      .filter((line) => line.includes('docs/departures.md#'));
    expect(listed.length).toBe(departures.length);
  });
});

describe('Markdown links', () => {
  it('resolve: every relative link of the README, docs/ and the packages names a file (and heading) that exists', () => {
    expect(markdown).toEqual(expect.arrayContaining(['README.md', 'docs/product/README.md']));
    const broken = markdown.flatMap((file) =>
      linksOf(file, read(file)).flatMap((link) => {
        const reason = brokenReason(link);
        return reason === null ? [] : [`${file}:${link.line} → ${link.target}: ${reason}`];
      }),
    );
    expect(broken).toEqual([]);
  });
});

describe('the environment reference (docs/operations/environment.md)', () => {
  const text = read('docs/operations/environment.md');
  const apiSection = text.slice(text.indexOf('## The API\n'), text.indexOf('\n## ', text.indexOf('## The API\n') + 1));
  const documented = new Set(
    apiSection
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...(line.split(' | ')[0] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] ?? '')),
  );
  const schema = Object.keys(envSchema.shape);

  it('documents every variable of the API config schema (envSchema)', () => {
    expect(schema.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('documents, for the API, only variables of the schema', () => {
    expect([...documented].filter((name) => !schema.includes(name))).toEqual([]);
  });
});

describe('services/api/README.md', () => {
  it('names every module of src/modules in its module table, and no other', () => {
    const folders = readdirSync('services/api/src/modules').filter((name) => statSync(`services/api/src/modules/${name}`).isDirectory());
    const text = read('services/api/README.md');
    const table = text.slice(text.indexOf('## Modules'), text.indexOf('\n## ', text.indexOf('## Modules') + 1));
    const listed = [...table.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]);
    expect(listed.sort()).toEqual(folders.sort());
  });
});

describe('references to the product description (docs/product)', () => {
  const sources = tracked('*.ts', '*.tsx', '*.js', '*.cjs', '*.md').filter((path) => !path.startsWith('docs/product/'));
  const sections = productSections();

  it('has the nine sections', () => {
    expect([...sections.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('resolve: each `product §N` names a section, and a quoted phrase after it is in that section', () => {
    const references = sources.flatMap((file) => referencesIn(file, read(file)));
    expect(references.length).toBeGreaterThan(100);
    expect(references.map((reference) => unresolved(reference, sections)).filter((reason) => reason !== null)).toEqual([]);
  });

  it('are all written so: no code points at a "spec N" outside the repository', () => {
    const code = sources.filter((path) => /\.(ts|tsx|js|cjs)$/.test(path) && path !== 'tools/docs/docs.test.ts');
    const old = code.filter((file) => /\b[Ss]pec(?: section)? \d/.test(read(file)));
    expect(old).toEqual([]);
  });
});
