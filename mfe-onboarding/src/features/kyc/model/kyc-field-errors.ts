import { refusalOf } from './refusal.js';

/** The fields of the identity form a refusal can name. */
export type KycErrorField = 'aadhaar' | 'pan' | 'otp';

/** What a refused KYC call says: a message under each field it names, and one for the form when it names none. */
export interface KycFieldErrors {
  fields: Partial<Record<KycErrorField, string>>;
  form: string | null;
}

export const NO_KYC_ERRORS: KycFieldErrors = { fields: {}, form: null };

const isKycField = (field: string): field is KycErrorField => field === 'aadhaar' || field === 'pan' || field === 'otp';

/**
 * The API's refusal (`{code, message, errors?}`) as the form shows it: each `errors` entry under its field (format,
 * check digit, unknown to UIDAI or the registry, name mismatch, already used, not linked, wrong OTP); a refusal naming
 * no field of the form (the provider down, too many attempts) is one message for the whole form.
 */
export function kycFieldErrors(error: unknown, fallback: string): KycFieldErrors {
  const refusal = refusalOf(error, fallback);
  const fields: KycFieldErrors['fields'] = {};
  const others: string[] = [];
  for (const { field, message } of refusal.fields) {
    if (isKycField(field)) fields[field] ??= message;
    else others.push(message);
  }
  const form = refusal.message ?? (others.length > 0 ? others.join(' ') : null);
  return { fields, form };
}
