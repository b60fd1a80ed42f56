import { describe, expect, it } from '@jest/globals';
import { findOwner, isClientRendered } from './ownership.ts';
import { localizePath, splitLocale } from './locale-path.ts';

describe('splitLocale', () => {
  it.each([
    ['/hi/products', 'hi', '/products'],
    ['/hi', 'hi', '/'],
    ['/hi/', 'hi', '/'],
    ['/hi?ref=x', 'hi', '/?ref=x'],
    ['/products', 'en', '/products'],
    ['/', 'en', '/'],
    ['/en/products', 'en', '/en/products'],
    ['/history', 'en', '/history'],
    ['/xx/products', 'en', '/xx/products'],
  ])('%s is %s at %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });
});

describe('localizePath', () => {
  it.each([
    ['/products', 'en', '/products'],
    ['/products', 'hi', '/hi/products'],
    ['/', 'hi', '/hi'],
    ['/?ref=x', 'hi', '/hi?ref=x'],
  ] as const)('%s in %s is %s', (path, locale, localized) => {
    expect(localizePath(path, locale)).toBe(localized);
  });

  it('is undone by splitLocale', () => {
    for (const path of ['/', '/fixed-deposits', '/demo/kyc']) expect(splitLocale(localizePath(path, 'hi')).path).toBe(path);
  });
});

describe('route ownership under a language prefix', () => {
  it('gives /hi/... the owner and rendering of the path without it', () => {
    expect(findOwner('/hi/products')).toBe(findOwner('/products'));
    expect(findOwner('/hi')).toBe(findOwner('/'));
    expect(isClientRendered('/hi/dashboard')).toBe(true);
    expect(isClientRendered('/hi/products')).toBe(false);
    expect(findOwner('/en/products')).toBeNull();
  });
});
