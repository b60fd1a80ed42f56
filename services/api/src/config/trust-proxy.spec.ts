import { describe, expect, it } from '@jest/globals';
import { parseTrustProxy } from './trust-proxy.js';

describe('parseTrustProxy', () => {
  it('reads booleans, names and lists', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('loopback')).toBe('loopback');
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
  });

  it('turns a hop count into a function trusting that many hops', () => {
    const trust = parseTrustProxy('1');
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect(trust('10.0.0.1', 0)).toBe(true);
    expect(trust('10.0.0.2', 1)).toBe(false);
  });
});
