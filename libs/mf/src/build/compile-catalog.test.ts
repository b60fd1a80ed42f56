import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { REMOTE_APPS, SHELL_APP } from '../apps.ts';
import { LOCALES } from '../locale-path.ts';
import { compileCatalog } from './compile-catalog.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

describe('compileCatalog', () => {
  it('compiles each ICU message once: plain text, placeholders, plurals', () => {
    const compiled = JSON.parse(
      compileCatalog(JSON.stringify({ a: 'Sign in', b: 'Hi {name}', c: '{n, plural, one {# deposit} other {# deposits}}' }), 'x.json'),
    );
    expect(compiled).toEqual({
      a: ['Sign in'],
      b: ['Hi ', ['name']],
      c: [['n', 'plural', { one: ['#', ' deposit'], other: ['#', ' deposits'] }]],
    });
  });

  it('refuses what is not a flat object of valid ICU strings, naming the file and message', () => {
    expect(() => compileCatalog('[]', 'hi.json')).toThrow('hi.json: a catalogue is one object of messages by id');
    expect(() => compileCatalog('{"a": 1}', 'hi.json')).toThrow('hi.json: message a is not a string');
    expect(() => compileCatalog('{"a": "Hi {name"}', 'hi.json')).toThrow(/hi\.json: message a is not valid ICU/);
  });
});

/** The argument names a compiled message reads (`{name}`, `{count, plural, …}` and those inside its branches). */
function namesIn(tokens: CompiledMessage): string[] {
  return tokens.flatMap((token) => {
    if (typeof token === 'string') return [];
    const [name, , format] = token;
    const branches =
      typeof format === 'object' && format !== null ? Object.values(format).filter((branch): branch is CompiledMessage => Array.isArray(branch)) : [];
    return [name, ...branches.flatMap(namesIn)];
  });
}

/** The argument names of an ICU message, as Lingui's own parser reads them, sorted. */
function argumentsOf(message: string): string[] {
  return [...new Set(namesIn(compileMessageOrThrow(message)))].sort();
}

const apps = [SHELL_APP, ...REMOTE_APPS].filter((app) => existsSync(`${repoRoot}${app.folder}/src/messages/en.json`));
/** Each catalogue's folder and the prefix its ids carry: the apps', and the platform's (src/errors/messages: the API's refusals, `errors.`; src/brand/messages: the brand's sentences, `brand.`). */
const catalogued = [
  ...apps.map((app) => ({ folder: app.folder, namespace: app.folder === 'shell' ? 'shell.' : `${app.folder.replace(/^mfe-/, '')}.` })),
  { folder: 'libs/platform', namespace: '' },
];

/** An app's catalogues: `src/messages/`, and any other `src/<part>/messages/` (a catalogue its first page need not carry). */
const catalogueFolders = (folder: string): string[] => [
  ...(existsSync(`${repoRoot}${folder}/src/messages/en.json`) ? [`${folder}/src/messages`] : []),
  ...readdirSync(`${repoRoot}${folder}/src`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`${repoRoot}${folder}/src/${entry.name}/messages/en.json`))
    .map((entry) => `${folder}/src/${entry.name}/messages`),
];

describe.each(catalogued.flatMap((app) => catalogueFolders(app.folder).map((catalogue) => [catalogue, app.folder, app.namespace])))(
  'the message catalogues of %s',
  (catalogue, folder, namespace) => {
    const read = (locale: string): Record<string, string> =>
      JSON.parse(readFileSync(`${repoRoot}${catalogue}/${locale}.json`, 'utf8')) as Record<string, string>;
    const english = read('en');

    it.each(LOCALES.filter((locale) => locale !== 'en').map((locale) => [locale]))('%s has every message English has, and no other', (locale) => {
      const other = read(locale);
      expect({ missing: Object.keys(english).filter((id) => !(id in other)), extra: Object.keys(other).filter((id) => !(id in english)) }).toEqual({
        missing: [],
        extra: [],
      });
    });

    it.each(LOCALES.map((locale) => [locale]))('%s: every message compiles, takes the arguments English takes, and is translated', (locale) => {
      const messages = read(locale);
      expect(() => compileCatalog(JSON.stringify(messages), `${catalogue}/${locale}.json`)).not.toThrow();
      for (const [id, message] of Object.entries(messages)) {
        expect({ id, arguments: argumentsOf(message) }).toEqual({ id, arguments: argumentsOf(english[id] ?? '') });
        expect({ id, empty: message.trim() === '' }).toEqual({ id, empty: false });
      }
    });

    it('ids are namespaced by the app, and no other catalogue of the app has them', () => {
      const others = catalogueFolders(folder).filter((other) => other !== catalogue);
      for (const other of others) {
        const theirs = JSON.parse(readFileSync(`${repoRoot}${other}/en.json`, 'utf8')) as Record<string, string>;
        expect(Object.keys(english).filter((id) => id in theirs)).toEqual([]);
      }
      // The platform's catalogues are named by their folder (`errors.`, `brand.`), an app's by the app.
      const prefix = folder === 'libs/platform' ? `${catalogue.split('/').at(-2) ?? ''}.` : namespace;
      expect(Object.keys(english).filter((id) => !id.startsWith(prefix))).toEqual([]);
    });
  },
);

it('the shell has catalogues (a workspace without any would make the checks above vacuous)', () => {
  expect(catalogued.map((catalogue) => catalogue.folder)).toEqual(expect.arrayContaining(['shell', 'libs/platform']));
});

it('reads the arguments a message takes with the ICU parser, inside plural branches too', () => {
  expect(argumentsOf('Hi {name}, {count, plural, one {# deposit from {bank}} other {# deposits}}')).toEqual(['bank', 'count', 'name']);
  expect(argumentsOf('No arguments, only text')).toEqual([]);
});
