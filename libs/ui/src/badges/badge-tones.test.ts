import { describe, expect, it } from '@jest/globals';
import { liquidityTone, riskLabelTone } from './badge-tones.js';

describe('riskLabelTone (risk labels)', () => {
  it.each([
    ['Low', 'green'],
    ['Very Low', 'green'],
    ['very low', 'green'],
    ['Medium', 'yellow'],
    ['Medium-Low', 'yellow'],
    ['Medium-High', 'orange'],
    ['High', 'orange'],
    ['Very High', 'red'],
    ['VERY HIGH', 'red'],
    [' High ', 'orange'],
    ['Unknown', 'grey'],
  ] as const)('%j → %s', (label, tone) => {
    expect(riskLabelTone(label)).toBe(tone);
  });
});

describe('liquidityTone', () => {
  it.each([
    ['High', 'blue'],
    ['High (T+2)', 'blue'],
    ['Very High', 'blue'],
    ['Medium', 'purple'],
    ['Medium to High', 'blue'],
    ['Low', 'grey'],
    ['high', 'grey'],
    ['Lock-in 3 years', 'grey'],
  ] as const)('%j → %s', (text, tone) => {
    expect(liquidityTone(text)).toBe(tone);
  });
});
