import { describe, expect, it } from '@jest/globals';
import { safeNextPath, signInPath } from './sign-in-path.js';

describe('safeNextPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/payment?plan=2#top', '/payment?plan=2#top'],
    ['/kyc/../dashboard', '/dashboard'],
  ])('keeps the same-origin path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/dash\nboard',
    '/sign-in',
    '/sign-in?next=/x',
  ])('falls back for %j', (next) => {
    expect(safeNextPath(next)).toBe('/dashboard');
    expect(safeNextPath(next, '/')).toBe('/');
  });
});

describe('signInPath', () => {
  it('carries where to return, encoded, and defaults to the dashboard', () => {
    expect(signInPath()).toBe('/sign-in?next=/dashboard');
    expect(signInPath('/payment?a=1&b=2')).toBe('/sign-in?next=/payment%3Fa%3D1%26b%3D2');
    expect(new URLSearchParams(signInPath('/payment?a=1&b=2').split('?')[1]).get('next')).toBe('/payment?a=1&b=2');
    expect(signInPath('https://evil.example')).toBe('/sign-in?next=/dashboard');
  });
});
