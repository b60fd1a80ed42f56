import { describe, expect, it } from '@jest/globals';
import { formatInr, formatInrExact } from './inr.js';

describe('formatInr', () => {
  it.each([
    [0, '₹0'],
    [330, '₹330'],
    [1500, '₹1,500'],
    [10000, '₹10,000'],
    [136000, '₹1,36,000'],
    [500000, '₹5,00,000'],
    [10000000, '₹1,00,00,000'],
    [1234.5, '₹1,235'],
    [-2500, '-₹2,500'],
  ])('%d → %s', (amount, text) => {
    expect(formatInr(amount)).toBe(text);
  });
});

describe('formatInrExact', () => {
  it.each([
    [100000, '₹1,00,000'],
    [98846.84, '₹98,846.84'],
    [64.1, '₹64.10'],
    [0, '₹0'],
  ])('%d → %s', (amount, text) => {
    expect(formatInrExact(amount)).toBe(text);
  });
});
