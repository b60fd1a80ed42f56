/** Identity attempts per user per hour (each costs a provider call and texts the Aadhaar holder). */
export const KYC_ATTEMPTS_PER_HOUR = 10;
/** Wrong Aadhaar OTPs after which the attempt is dead (the holder submits the details again for a new OTP). */
export const AADHAAR_OTP_MAX_ATTEMPTS = 3;

/** The API's KYC answers. None repeats a submitted number. */
export const KycErrorMessage = {
  /** Not 12 digits, or the first is 0 or 1. */
  AadhaarFormat: 'Aadhaar must be 12 digits, and the first digit cannot be 0 or 1.',
  /** 12 digits whose last (Verhoeff check digit) does not match: a digit is mistyped. */
  AadhaarChecksum: 'This is not a valid Aadhaar number: a digit is mistyped (its check digit does not match). Check each digit against your Aadhaar card.',
  /** UIDAI (through the provider) does not know the Aadhaar, or it cannot receive an OTP. */
  AadhaarNotFound:
    'UIDAI could not send an OTP for this Aadhaar number: it is not a live Aadhaar, or no mobile is linked to it. Check the number against your Aadhaar card.',
  /** The registry has no individual PAN with this number. */
  PanNotFound: 'The Income Tax Department has no individual PAN with this number. Check it against your PAN card.',
  NoPendingAadhaarOtp: 'No Aadhaar OTP is waiting. Submit your Aadhaar and PAN again for a new one.',
  AadhaarOtpResendWait: 'A new Aadhaar OTP can be sent shortly.',
  Pan: 'PAN must be 10 characters like ABCPE1234F: five letters (the fourth P, for an individual), four digits, one letter.',
  OtherUser: 'You can only verify the KYC of your own account.',
  Registry: 'Your identity could not be verified with the registry. Please check your details and try again.',
  NameMismatch: 'The name registered with your PAN does not match the name on your Aadhaar. Please check your PAN.',
  AadhaarTaken: 'This Aadhaar number is already linked to another account.',
  PanTaken: 'This PAN is already linked to another account.',
  PanNotLinked: 'Your PAN is not linked to your Aadhaar. Link them on the Income Tax e-filing portal, then try again.',
  PanInoperative:
    'Your PAN is inoperative because it was not linked to your Aadhaar in time. Link them on the Income Tax e-filing portal and try again once your PAN is operative.',
  AlreadyVerified: 'KYC is already verified for this account with different details.',
  AadhaarOtpRefused: 'The Aadhaar OTP is wrong or has expired. Please check the code, or submit your details again for a new OTP.',
  ProviderUnavailable: 'Identity verification is not available right now. Please try again in a few minutes.',
} as const;
