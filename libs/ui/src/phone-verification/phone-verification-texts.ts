/** Every word the phone verification shows: each flow has its own (they are the spec's, word for word). */
export interface PhoneVerificationTexts {
  phoneLabel: string;
  /** The phone input's placeholder, if it has one. */
  phonePlaceholder?: string;
  sendOtp: string;
  resendOtp: string;
  /** The send button while the code is on its way; without it the button keeps its label. */
  sending?: string;
  otpLabel: string;
  otpPlaceholder: string;
  verifyOtp: string;
  /** The verify button while the code is checked. */
  verifying: string;
  /** The line under the code while no new one may be asked for, given the time left ('4:59'). */
  countdown: (timeLeft: string) => string;
  /** That line once the time is up. */
  expired: string;
  /** Said once the phone is verified. */
  verified: string;
}
