import { describe, expect, it } from '@jest/globals';
import { entityTag, matchesTag, varyWithLanguage } from './http-cache.js';

describe('catalogue ETags', () => {
  const tag = entityTag('{"a":1}');

  it('is a quoted, stable tag that changes with the payload', () => {
    expect(tag).toMatch(/^"[\w-]{32}"$/);
    expect(entityTag('{"a":1}')).toBe(tag);
    expect(entityTag('{"a":2}')).not.toBe(tag);
  });

  it.each([
    [undefined, false],
    ['', false],
    [tag, true],
    [`W/${tag}`, true],
    [`"other", ${tag}`, true],
    ['"other"', false],
    ['*', true],
  ])('If-None-Match %j → %s', (header, expected) => {
    expect(matchesTag(header, tag)).toBe(expected);
  });
});

describe('varyWithLanguage', () => {
  it('adds Accept-Language to what the answer already varies by, once', () => {
    expect(varyWithLanguage(['Origin'])).toBe('Origin, Accept-Language');
    expect(varyWithLanguage([])).toBe('Accept-Language');
    expect(varyWithLanguage(['Origin, accept-language'])).toBe('Origin, accept-language');
    expect(varyWithLanguage(['*'])).toBe('*');
    expect(varyWithLanguage(['Origin', ' Cookie ,'])).toBe('Origin, Cookie, Accept-Language');
  });
});
