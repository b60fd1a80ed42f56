import { KYC_PHONE_MAX_LENGTH, ValidationMessage } from '@invest/contracts';
import { z } from 'zod';

/** Product §5: phone at least 10 characters (the input caps at 10, digits only). */
export const phoneSchema = z.string().min(KYC_PHONE_MAX_LENGTH, ValidationMessage.Phone);

/** Product §5: exactly 6 digits. */
export const otpSchema = z.string().regex(/^\d{6}$/, ValidationMessage.Otp);
