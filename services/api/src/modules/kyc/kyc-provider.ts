/**
 * Port to the licensed KYC provider (Cashfree's Verification API): UIDAI Aadhaar OTP e-KYC, then the PAN registry with
 * a name match. Every method throws ProviderUnavailableError when the provider cannot answer; the other outcomes are
 * values. Results never carry the numbers themselves.
 */
export const KYC_PROVIDER = Symbol('KYC_PROVIDER');

export type AadhaarOtpStart =
  /** UIDAI texted an OTP to the Aadhaar-linked mobile; `reference` identifies it at the provider. */
  | { kind: 'otp_sent'; reference: string }
  /** No such Aadhaar, or none that can receive an OTP. */
  | { kind: 'refused'; reason: string };

export type AadhaarOtpCheck =
  /** The holder proved the Aadhaar: UIDAI's name and date of birth ('YYYY-MM-DD', null when UIDAI has none) on it. */
  { kind: 'verified'; holderName: string; dateOfBirth: string | null } | { kind: 'wrong_otp' } | { kind: 'expired' } | { kind: 'refused'; reason: string };

export type PanCheck =
  | { kind: 'verified'; reference: string }
  /** The PAN does not exist or is not an individual's. */
  | { kind: 'refused'; reason: string }
  /** The PAN exists but its registered name is not the Aadhaar holder's. */
  | { kind: 'name_mismatch' }
  /** The PAN is the holder's but not linked to an Aadhaar (the registry's seeding status). */
  | { kind: 'not_linked' }
  /** The PAN is inoperative (not linked to Aadhaar in time, s. 139AA): it cannot be used until it is linked. */
  | { kind: 'inoperative' };

export interface KycProvider {
  /** 12 digits, format already checked. */
  sendAadhaarOtp(aadhaar: string): Promise<AadhaarOtpStart>;
  verifyAadhaarOtp(reference: string, otp: string): Promise<AadhaarOtpCheck>;
  /** Upper-case individual PAN (format already checked) and the Aadhaar holder's name. */
  verifyPan(pan: string, holderName: string): Promise<PanCheck>;
}
