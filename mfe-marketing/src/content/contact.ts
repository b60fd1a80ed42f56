import { CONTACT_INTERESTS, type ContactInterest } from '@invest/contracts';
import type { PhoneVerificationTexts } from '@invest/ui/phone-verification';

/** Contact page content (product §2 "Contact", §5, §8, §9). Phone, e-mail and address come from the brand config. */

export interface ContactToastMessage {
  readonly title: string;
  readonly description: string;
}

/** The six interest options of product §9, shared with the API's validation. */
export const contactInterestOptions = CONTACT_INTERESTS;

export type { ContactInterest };

/** Text prefilled in the WhatsApp chat opened from the contact page and the FAQ. */
export const contactWhatsappMessage = "Hi! I'm interested in your investment options. Could you please share more details?";

export const contactPage = {
  title: 'Contact Us',
  description: 'Questions about an investment, your KYC or a payment? Send us a message and we will get back to you.',
  detailsTitle: 'Get in touch',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  addressLabel: 'Address',
  quickActionsTitle: 'Quick actions',
  whatsappLabel: 'Chat on WhatsApp',
  callLabel: 'Call Support',
  formTitle: 'Send us a message',
} as const;

export const contactFormLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone Number',
  interest: 'Investment Interest',
  interestPlaceholder: 'Select an option',
  message: 'Message',
  messagePlaceholder: 'Tell us how we can help you',
  submit: 'Send Message',
  submitting: 'Sending...',
} as const;

/** The phone verification of the form (product §4): the phone, Send OTP, the code with its 300 s countdown, verified. */
export const contactPhoneVerificationTexts: PhoneVerificationTexts = {
  phoneLabel: contactFormLabels.phone,
  sendOtp: 'Send OTP',
  resendOtp: 'Resend OTP',
  otpLabel: 'Enter OTP',
  otpPlaceholder: '000000',
  verifyOtp: 'Verify OTP',
  verifying: 'Verifying...',
  countdown: (timeLeft) => `OTP valid for ${timeLeft}. You can resend it when the time is up.`,
  expired: 'The OTP has expired. Please resend it.',
  verified: '✓ Phone verified',
};

/** Validation and call messages; the quoted texts are product §5 and §8 word for word. */
export const contactMessages = {
  requiredFields: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  messageTooShort: { title: 'Message Too Short', description: 'Please write at least 10 characters in your message.' },
  invalidPhone: { title: 'Invalid Phone Number', description: 'Please enter a valid 10-digit phone number.' },
  incompleteOtp: { title: 'Invalid OTP', description: 'Please enter the complete 6-digit OTP.' },
  phoneNotVerified: { title: 'Phone Not Verified', description: 'Please verify your phone number with OTP first.' },
  otpSent: { title: 'OTP Sent', description: 'A 6-digit OTP has been sent to your phone.' },
  /** The server message replaces the description when there is one. */
  otpSendFailed: { title: 'Failed to Send OTP', description: 'Please try again.' },
  /** Shown with the server message. */
  otpVerifyFailed: { title: 'Verification Failed', description: 'Please check the OTP and try again.' },
  phoneVerified: { title: 'Phone Verified', description: 'Your phone number has been verified.' },
  sendSucceeded: { title: 'Message Sent!', description: 'Thank you for reaching out. Our team will get back to you shortly.' },
  /** The server message replaces the description when there is one. */
  sendFailed: { title: 'Failed to Send Message', description: 'Please try again or contact us directly.' },
} as const satisfies Readonly<Record<string, ContactToastMessage>>;
