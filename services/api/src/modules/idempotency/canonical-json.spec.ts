import { describe, expect, it } from '@jest/globals';
import { canonicalJson } from './canonical-json.js';

describe('canonicalJson', () => {
  it('ignores key order and undefined fields, keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: 'x' }, e: undefined })).toBe('{"a":{"c":"x","d":[2,1]},"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });
});
