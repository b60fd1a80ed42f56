/** POST /api/contact (product §3 "Contact message", §5 "Contact form", §9 "Contact interest options"). */

export const CONTACT_INTERESTS = ['Fixed Deposits', 'Government Bonds', 'Debt Mutual Funds', 'Fractional Real Estate', 'Premium Gold', 'SDI'] as const;
export type ContactInterest = (typeof CONTACT_INTERESTS)[number];

/** Maximum lengths of the contact fields (the API refuses longer values). */
export const CONTACT_LIMITS = {
  firstName: 50,
  lastName: 50,
  email: 254,
  messageMin: 10,
  messageMax: 2000,
} as const;

/** A `contact` OTP verified at most this long ago proves the phone (checked by the API, not the client flag). */
export const CONTACT_VERIFICATION_WINDOW_SECONDS = 30 * 60;
/** Messages accepted per phone and per client address in CONTACT_WINDOW_SECONDS. */
export const CONTACT_SENDS_PER_PHONE = 3;
export const CONTACT_SENDS_PER_IP = 10;
export const CONTACT_WINDOW_SECONDS = 60 * 60;

/** Product §5 wording for the contact form. */
export const ContactValidationMessage = {
  Required: 'Please fill in all required fields.',
  MessageTooShort: 'Please write at least 10 characters in your message.',
  PhoneNotVerified: 'Please verify your phone number with OTP first.',
  Email: 'Please enter a valid email address.',
  Interest: 'Please choose one of the listed investment interests.',
} as const;

export interface ContactRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  interest: ContactInterest;
  message: string;
  /** Sent by the client as in the spec; the API ignores it and checks the OTP itself. */
  phoneVerified?: boolean;
}

export interface ContactResponse {
  message: string;
  id: string;
}
