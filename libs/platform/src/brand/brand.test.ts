import { describe, expect, it } from '@jest/globals';
import { TAX_DEDUCTOR, TEXT_TEMPLATES } from '@invest/contracts';
import { BRAND, OWNER_CREDIT } from './brand.js';
import { i18nOf } from '../i18n/catalogs.js';
import { brandWordsOf } from './brand-words.js';
import en from './messages/en.json';
import hi from './messages/hi.json';
import { mailtoUrl, telUrl, whatsappUrl } from './contact-links.js';

describe('brand config', () => {
  it('holds the spec tagline, a four-line Nashik address and fictional contacts', () => {
    expect(BRAND.tagline).toBe('BOLD STEP, SOLID GROWTH');
    expect(BRAND.address).toHaveLength(4);
    expect(BRAND.address.join(' ')).toContain('Nashik');
    for (const address of Object.values(BRAND.email)) expect(address).toMatch(/@solidstep\.example$/);
    expect(OWNER_CREDIT).toContain(BRAND.company);
  });

  it('names the same company as the tax deductor, with a TAN and a PAN of the right shape', () => {
    expect(TAX_DEDUCTOR.name).toBe(BRAND.company);
    expect(TAX_DEDUCTOR.tan).toMatch(/^[A-Z]{4}\d{5}[A-Z]$/);
    // A company's PAN: fourth letter C, fifth the initial of its name.
    expect(TAX_DEDUCTOR.pan).toMatch(new RegExp(`^[A-Z]{3}C${BRAND.company[0] ?? ''}\\d{4}[A-Z]$`));
  });

  it('gives the support number the payout-account change text tells the investor to call', () => {
    expect(TEXT_TEMPLATES.payout_account_changed.text).toContain(`call us on ${BRAND.phone.display}.`);
  });

  it('builds contact links', () => {
    expect(whatsappUrl('Hi there & more')).toBe('https://wa.me/919800000000?text=Hi%20there%20%26%20more');
    expect(telUrl()).toBe('tel:+919800000000');
    expect(mailtoUrl(BRAND.email.security, 'Bug Bounty Report')).toBe('mailto:security@solidstep.example?subject=Bug%20Bounty%20Report');
  });

  it('words the brand in Hindi from its catalogue, English from brand.ts; names and links kept', () => {
    const english = brandWordsOf(i18nOf('en', [{ default: en }]));
    expect(english.tagline).toBe(BRAND.tagline);
    expect(english.ownerCredit).toBe(OWNER_CREDIT);
    expect(english.regulators.map((regulator) => regulator.name)).toEqual(BRAND.grievance.regulators.map((regulator) => regulator.name));
    // The English catalogue says what brand.ts says, word for word (a Hindi page's ids read in English there).
    expect(brandWordsOf(i18nOf('hi', [{ default: en }]))).toEqual(english);
    const hindi = brandWordsOf(i18nOf('hi', [{ default: hi }]));
    expect(hindi.regulators).toHaveLength(BRAND.grievance.regulators.length);
    expect(hindi.tagline).toBe('मज़बूत क़दम, ठोस बढ़त');
    expect(hindi.ownerCredit).toBe(`${BRAND.company} के स्वामित्व और प्रबंधन में।`);
    for (const sentence of [hindi.marketRisk, hindi.officer.response, hindi.nodalOfficer.response, ...hindi.regulators.map((regulator) => regulator.when)]) {
      expect(sentence).toMatch(/[\u0900-\u097F]/);
    }
    // A page whose instance lacks the catalogue (a remote on its own) reads brand.ts's English.
    expect(brandWordsOf(i18nOf('hi', []))).toEqual(english);
  });
});
