import {
  AADHAAR_CONSENT_LABEL,
  AADHAAR_CONSENT_TEXT,
  bankAccountChangedMessage,
  BankAccountMessage,
  istDateTime,
  KycMessage,
  NOMINEE_RELATIONSHIPS,
  NomineeMessage,
  ValidationMessage,
} from '@invest/contracts';
import { routeHandleOf } from '@invest/platform';
import { KYC_STATUS_BADGES, NO_SCRIPT_FORM_TEXT } from '@invest/ui';
import { describe, expect, it } from '@jest/globals';
import en from './messages/en.json';
import hi from './messages/hi.json';
import { AADHAAR_CONSENT_LINES } from './features/kyc/components/aadhaar-consent.js';
import { relationshipLabel } from './features/kyc/nominee/nominee-rules.js';
import { ONBOARDING_CATALOG } from './onboarding-catalog.js';
import { ROUTE_META } from './route-meta.js';
import { routes } from './routes.js';
import { onboardingI18n } from './testing/onboarding-i18n.js';

const english = onboardingI18n('en');
const hindi = onboardingI18n('hi');

describe('the onboarding catalogue', () => {
  it('is loaded by every route, which names its title and description in it', () => {
    for (const route of routes) {
      const handle = routeHandleOf(route.handle);
      expect({ path: route.path, catalog: handle.catalog }).toEqual({ path: route.path, catalog: ONBOARDING_CATALOG });
      const meta = ROUTE_META[route.path as keyof typeof ROUTE_META];
      // The English title and description are the route's own, word for word; the Hindi ones are Hindi.
      expect(english._(handle.titleId ?? '')).toBe(meta.title);
      expect(english._(handle.descriptionId ?? '')).toBe(meta.description);
      expect(hindi._(handle.descriptionId ?? '')).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('loads each language as its own chunk', async () => {
    expect((await ONBOARDING_CATALOG.load.en()).default).toBeDefined();
    expect((await ONBOARDING_CATALOG.load.hi()).default).toBeDefined();
  });

  it('says in English what the contracts say, word for word (the spec’s and the API’s wording)', () => {
    const same: [string, string][] = [
      ['onboarding.message.invalidPhoneTitle', KycMessage.InvalidPhoneTitle],
      ['onboarding.message.missingFields', KycMessage.MissingFields],
      ['onboarding.message.phoneNotVerified', KycMessage.PhoneNotVerified],
      ['onboarding.message.otpSendFailedTitle', KycMessage.OtpSendFailedTitle],
      ['onboarding.message.otpSendFailedFallback', KycMessage.OtpSendFailedFallback],
      ['onboarding.message.verificationFailedTitle', KycMessage.VerificationFailedTitle],
      ['onboarding.message.kycFailed', KycMessage.KycFailed],
      ['onboarding.message.aadhaarOtpPrompt', KycMessage.AadhaarOtpPrompt],
      ['onboarding.validation.phone', ValidationMessage.Phone],
      ['onboarding.validation.otp', ValidationMessage.Otp],
      ['onboarding.consent.label', AADHAAR_CONSENT_LABEL],
      ['onboarding.bank.invalidAccountNumber', BankAccountMessage.InvalidAccountNumber],
      ['onboarding.bank.invalidIfsc', BankAccountMessage.InvalidIfsc],
      ['onboarding.bank.holderNameRequired', BankAccountMessage.HolderNameRequired],
      ['onboarding.bank.ifsc.unknown', BankAccountMessage.UnknownIfsc],
      ['onboarding.bank.verifyingMessage', BankAccountMessage.Verifying],
      ['onboarding.bank.verifiedMessage', BankAccountMessage.Verified],
      ['onboarding.nominee.nameRequired', NomineeMessage.NameRequired],
      ['onboarding.nominee.relationshipRequired', NomineeMessage.RelationshipRequired],
      ['onboarding.nominee.dateOfBirthInvalid', NomineeMessage.DateOfBirth],
      ['onboarding.nominee.guardianRequired', NomineeMessage.GuardianRequired],
      ['onboarding.nominee.optedOutMessage', NomineeMessage.OptedOut],
      ['onboarding.nominee.saved', NomineeMessage.Saved],
      ['onboarding.bank.changeCancelled', BankAccountMessage.ChangeCancelled],
      ['onboarding.common.noScript', NO_SCRIPT_FORM_TEXT],
      ['onboarding.kycVerification.next.failed', `Your last verification failed. ${KycMessage.KycFailed}`],
      ...AADHAAR_CONSENT_LINES.map((id, index): [string, string] => [id, AADHAAR_CONSENT_TEXT[index] ?? '']),
      ...NOMINEE_RELATIONSHIPS.map((relationship): [string, string] => [relationshipLabel(relationship), relationship]),
      ...Object.entries(KYC_STATUS_BADGES).map(([status, badge]): [string, string] => [`onboarding.status.${status}`, badge.label]),
    ];
    for (const [id, text] of same) expect({ id, text: english._(id) }).toEqual({ id, text });
    expect(AADHAAR_CONSENT_LINES).toHaveLength(AADHAAR_CONSENT_TEXT.length);
    const payoutsFrom = '2026-11-23T04:30:00.000Z';
    expect(english._('onboarding.bank.changedMessage', { date: istDateTime(payoutsFrom), last4: '1234' })).toBe(bankAccountChangedMessage(payoutsFrom, '1234'));
  });

  it('has a Hindi message for each English one, written in Hindi (not English left as is)', () => {
    const ids = Object.keys(en);
    expect(Object.keys(hi)).toEqual(ids);
    // Words that stay the same in both languages: a code, the placeholder dash.
    const same = ids.filter((id) => hindi._(id) === english._(id));
    expect(same).toEqual(['onboarding.common.none', 'onboarding.bank.ifsc']);
  });
});
