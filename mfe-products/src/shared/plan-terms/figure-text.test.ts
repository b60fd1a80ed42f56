import { describe, expect, it } from '@jest/globals';
import { productsI18n } from '../../testing/products-i18n.js';
import { figureText } from './plan-terms-text.js';

describe('figures the catalogue writes in words', () => {
  it('stay exactly as written in English', () => {
    const english = productsI18n('en');
    for (const text of ['12 Months', '1-10 years', '3-12 months', 'Market Linked', '18% p.a.']) expect(figureText(english, text)).toBe(text);
  });

  it('read in Hindi from their numbers; anything else stays as it is', () => {
    const hindi = productsI18n('hi');
    expect(figureText(hindi, '12 Months')).toBe('12 महीने');
    expect(figureText(hindi, '1-10 years')).toBe('1-10 वर्ष');
    expect(figureText(hindi, '3-12 months')).toBe('3-12 महीने');
    expect(figureText(hindi, 'Market Linked')).toBe('बाज़ार से जुड़ा');
    expect(figureText(hindi, '18% p.a.')).toBe('18% p.a.');
  });
});
