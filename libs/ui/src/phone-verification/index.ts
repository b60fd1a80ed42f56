// '@invest/ui/phone-verification': the phone number and OTP step with its countdown, an entry point of its own (shared
// like the Radix widgets) so that only the pages with a phone form load it, never the home page.
export { PhoneVerification, type PhoneVerificationProps, type PhoneVerificationState } from './phone-verification.js';
export type { PhoneVerificationTexts } from './phone-verification-texts.js';
export { useCountdown, type Countdown } from '../countdown/use-countdown.js';
export { formatCountdown } from '../countdown/format-countdown.js';
