import { KYC_PAN_MAX_LENGTH, KycMessage, OTP_LENGTH } from '@invest/contracts';
import { z } from 'zod';

/** Aadhaar as typed → digits only (12 at most), shown grouped 4-4-4: '2341 2341 2346' (14 characters). */
export function formatAadhaarInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 12);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** PAN as typed → upper-case letters and digits, 10 at most. */
export function formatPanInput(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, KYC_PAN_MAX_LENGTH);
}

/** OTP as typed → digits only, truncated at 6. */
export function formatOtpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** Product §5: Aadhaar, PAN and phone are required before submitting. */
export const kycFormSchema = z.object({
  aadhaar: z.string().trim().min(1, KycMessage.MissingFields),
  pan: z.string().trim().min(1, KycMessage.MissingFields),
  phone: z.string().trim().min(1, KycMessage.MissingFields),
});

export type KycFormValues = z.infer<typeof kycFormSchema>;
