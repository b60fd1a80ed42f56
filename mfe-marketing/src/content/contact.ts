import { CONTACT_INTERESTS, ContactValidationMessage, type ContactInterest } from '@invest/contracts';

/**
 * Contact page content (product §2 "Contact", §5, §8, §9): the ids of its messages (src/messages/<locale>.json, where
 * the English of the spec and the Hindi are written). Phone, e-mail and address come from the brand config.
 */

/** A toast's title and description (message ids). */
export interface ContactToastMessage {
  readonly title: string;
  readonly description: string;
}

export type { ContactInterest };

/** The six interest options of product §9, shared with the API's validation: the value is the API's, the label a message. */
export const contactInterestOptions = [
  { value: CONTACT_INTERESTS[0], label: 'marketing.contact.interest.fixedDeposits' },
  { value: CONTACT_INTERESTS[1], label: 'marketing.contact.interest.governmentBonds' },
  { value: CONTACT_INTERESTS[2], label: 'marketing.contact.interest.debtMutualFunds' },
  { value: CONTACT_INTERESTS[3], label: 'marketing.contact.interest.fractionalRealEstate' },
  { value: CONTACT_INTERESTS[4], label: 'marketing.contact.interest.premiumGold' },
  { value: CONTACT_INTERESTS[5], label: 'marketing.contact.interest.sdi' },
] as const satisfies readonly { readonly value: ContactInterest; readonly label: string }[];

/** Text prefilled in the WhatsApp chat opened from the contact page and the FAQ. */
export const contactWhatsappMessage = 'marketing.contact.whatsappMessage';

export const contactPage = {
  title: 'marketing.contact.title',
  description: 'marketing.contact.description',
  detailsTitle: 'marketing.contact.detailsTitle',
  phoneLabel: 'marketing.contact.phoneLabel',
  emailLabel: 'marketing.contact.emailLabel',
  addressLabel: 'marketing.contact.addressLabel',
  quickActionsTitle: 'marketing.contact.quickActionsTitle',
  whatsappLabel: 'marketing.contact.whatsappLabel',
  callLabel: 'marketing.contact.callLabel',
  formTitle: 'marketing.contact.formTitle',
} as const;

export const contactFormLabels = {
  firstName: 'marketing.contact.form.firstName',
  lastName: 'marketing.contact.form.lastName',
  email: 'marketing.contact.form.email',
  phone: 'marketing.contact.form.phone',
  interest: 'marketing.contact.form.interest',
  interestPlaceholder: 'marketing.contact.form.interestPlaceholder',
  message: 'marketing.contact.form.message',
  messagePlaceholder: 'marketing.contact.form.messagePlaceholder',
  submit: 'marketing.contact.form.submit',
  submitting: 'marketing.contact.form.submitting',
} as const;

/** The phone verification of the form (product §4): the phone, Send OTP, the code with its 300 s countdown, verified. */
export const contactPhoneVerificationIds = {
  phoneLabel: contactFormLabels.phone,
  sendOtp: 'marketing.contact.otp.sendOtp',
  resendOtp: 'marketing.contact.otp.resendOtp',
  otpLabel: 'marketing.contact.otp.otpLabel',
  verifyOtp: 'marketing.contact.otp.verifyOtp',
  verifying: 'marketing.contact.otp.verifying',
  /** Takes `{timeLeft}` ('4:59'). */
  countdown: 'marketing.contact.otp.countdown',
  expired: 'marketing.contact.otp.expired',
  verified: 'marketing.contact.otp.verified',
} as const;

/** The OTP field's placeholder: six digits, the same in every language. */
export const CONTACT_OTP_PLACEHOLDER = '000000';

const toastIds = (key: string): ContactToastMessage => ({
  title: `marketing.contact.toast.${key}.title`,
  description: `marketing.contact.toast.${key}.description`,
});

/** Validation and call messages; their English is product §5 and §8 word for word. */
export const contactMessages = {
  requiredFields: toastIds('requiredFields'),
  messageTooShort: toastIds('messageTooShort'),
  invalidPhone: toastIds('invalidPhone'),
  incompleteOtp: toastIds('incompleteOtp'),
  phoneNotVerified: toastIds('phoneNotVerified'),
  otpSent: toastIds('otpSent'),
  /** The server message replaces the description when there is one. */
  otpSendFailed: toastIds('otpSendFailed'),
  /** Shown with the server message. */
  otpVerifyFailed: toastIds('otpVerifyFailed'),
  phoneVerified: toastIds('phoneVerified'),
  sendSucceeded: toastIds('sendSucceeded'),
  /** The server message replaces the description when there is one. */
  sendFailed: toastIds('sendFailed'),
} as const satisfies Readonly<Record<string, ContactToastMessage>>;

/** The toast title of a problem without a toast of its own (the first field error is its description). */
export const CONTACT_INVALID_INFORMATION = 'marketing.contact.toast.invalidInformation.title';

/** The ids of the field errors the form's schema writes (the English of @invest/contracts, shared with the API). */
export const contactValidationIds: Readonly<Record<string, string>> = {
  [ContactValidationMessage.Required]: 'marketing.contact.validation.required',
  [ContactValidationMessage.MessageTooShort]: 'marketing.contact.validation.messageTooShort',
  [ContactValidationMessage.PhoneNotVerified]: 'marketing.contact.validation.phoneNotVerified',
  [ContactValidationMessage.Email]: 'marketing.contact.validation.email',
  [ContactValidationMessage.Interest]: 'marketing.contact.validation.interest',
};

/** The id of the schema's length error ('At most 500 characters.'), which takes `{max}`. */
export const CONTACT_TOO_LONG = 'marketing.contact.validation.tooLong';
