import { BankAccountMessage, NomineeMessage } from '@invest/contracts';
import { describe, expect, it } from '@jest/globals';
import { onboardingI18n } from '../testing/onboarding-i18n.js';
import { confirmationIn } from './api-confirmations.js';

describe('confirmationIn', () => {
  const english = onboardingI18n('en');
  const hindi = onboardingI18n('hi');
  const inEnglish = english._.bind(english);
  const inHindi = hindi._.bind(hindi);

  it('says a confirmation the catalogue has in the page’s language, and in English exactly as the API does', () => {
    for (const message of [
      BankAccountMessage.Verified,
      BankAccountMessage.Verifying,
      BankAccountMessage.ChangeCancelled,
      NomineeMessage.Saved,
      NomineeMessage.OptedOut,
    ]) {
      expect(confirmationIn(inEnglish, message)).toBe(message);
      expect(confirmationIn(inHindi, message)).toMatch(/[\u0900-\u097F]/);
    }
    expect(confirmationIn(inHindi, NomineeMessage.Saved)).toBe('नामिती सहेज लिया गया।');
  });

  it('leaves anything else as the API said it (its refusals are its own words)', () => {
    expect(confirmationIn(inHindi, BankAccountMessage.NameMismatch)).toBe(BankAccountMessage.NameMismatch);
  });
});
