import { describe, expect, it } from '@jest/globals';
import { BRAND, OWNER_CREDIT } from './brand.js';
import { mailtoUrl, telUrl, whatsappUrl } from './contact-links.js';

describe('brand config', () => {
  it('holds the spec tagline, a four-line Nashik address and fictional contacts', () => {
    expect(BRAND.tagline).toBe('BOLD STEP, SOLID GROWTH');
    expect(BRAND.address).toHaveLength(4);
    expect(BRAND.address.join(' ')).toContain('Nashik');
    for (const address of Object.values(BRAND.email)) expect(address).toMatch(/@solidstep\.example$/);
    expect(OWNER_CREDIT).toContain(BRAND.company);
  });

  it('builds contact links', () => {
    expect(whatsappUrl('Hi there & more')).toBe('https://wa.me/919800000000?text=Hi%20there%20%26%20more');
    expect(telUrl()).toBe('tel:+919800000000');
    expect(mailtoUrl(BRAND.email.security, 'Bug Bounty Report')).toBe('mailto:security@solidstep.example?subject=Bug%20Bounty%20Report');
  });
});
