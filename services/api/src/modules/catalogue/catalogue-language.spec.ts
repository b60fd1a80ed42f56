import { describe, expect, it } from '@jest/globals';
import { catalogueLanguageOf, languageKey } from './catalogue-language.js';

describe('the language of a catalogue answer (Accept-Language)', () => {
  it.each([
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['HI-in', 'hi'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en;q=0.5, hi;q=0.8', 'hi'],
    ['fr, hi;q=0.5', 'hi'],
    ['ta-IN, hi-IN;q=0.7, en;q=0.6', 'hi'],
  ] as const)('%s prefers Hindi', (header, language) => {
    expect(catalogueLanguageOf(header)).toBe(language);
  });

  it.each([
    [undefined],
    [''],
    ['en'],
    ['en-IN'],
    ['en-IN,en;q=0.9,hi;q=0.8'],
    ['hi;q=0.5, en'],
    ['hi;q=0'],
    ['hi;q=0, en;q=0.1'],
    ['*'],
    ['*, hi;q=0.9'],
    ['fr-FR, de'],
    ['hindi'],
    ['hi;q=abc'],
    ['en, hi'],
  ])('%s is English', (header) => {
    expect(catalogueLanguageOf(header)).toBe('en');
  });

  it('reads a header given more than once as one list', () => {
    expect(catalogueLanguageOf(['en;q=0.2', 'hi-IN'])).toBe('hi');
  });

  it('keeps the English cache keys as they were and gives Hindi its own', () => {
    expect(languageKey('products', 'en')).toBe('products');
    expect(languageKey('product-page:gold', 'hi')).toBe('hi:product-page:gold');
  });
});
