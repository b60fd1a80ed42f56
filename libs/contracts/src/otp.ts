/** Product §5 wording, shared by the front's forms and the API's validation. */
export const ValidationMessage = {
  Phone: 'Please enter a valid 10-digit phone number.',
  Otp: 'Please enter the complete 6-digit OTP.',
} as const;
export type ValidationMessage = (typeof ValidationMessage)[keyof typeof ValidationMessage];

/** OTP rules (product §9 and the API's limits). */
export const OTP_LENGTH = 6;
/** Seconds a code stays valid; also the front's resend countdown. */
export const OTP_TTL_SECONDS = 300;
/** Wrong guesses after which a code is dead. */
export const OTP_MAX_ATTEMPTS = 5;
/** Sends allowed per phone number per OTP_SEND_WINDOW_SECONDS. */
export const OTP_SENDS_PER_PHONE = 3;
export const OTP_SEND_WINDOW_SECONDS = 15 * 60;
/** Indian mobile number: 10 digits, the first 6-9. */
export const INDIAN_MOBILE_PATTERN = '^[6-9][0-9]{9}$';
