import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  AADHAAR_CONSENT_LABEL,
  AADHAAR_CONSENT_VERSION,
  type KycStatusResponse,
  type KycVerifyResponse,
  SANDBOX_IDENTITY_TEST_VALUES,
  type SessionResponse,
} from '@invest/contracts';
import { freshPan as nextPan } from '@invest/testing/identity';
import { verhoeffCheckDigit } from '../../libs/contracts/src/checksums.ts';
import { addVerifiedBankAccount } from './bank-account.ts';
import { csrfHeaders, ensureSignedIn } from './session.ts';
import { recordTyped } from './typed-values.ts';
import { callAndWorkerDigits } from './unique-digits.ts';

/**
 * Individual PANs (fourth letter P) that the KYC stand-in (services/sandbox-identity) confirms for its holder. One PAN
 * verifies ONE account: use `freshPan()` per user that completes KYC.
 */
export const SAMPLE_PAN = 'ABCPE1234F';
export const SAMPLE_PANS = ['ABCPE1234F', 'ZZZPZ9876Z', 'QRSPT4321K'] as const;
/** A fixed valid Aadhaar (Verhoeff-valid, confirmed by the stand-in). One Aadhaar verifies ONE account: use `freshAadhaar()` per user. */
export const SAMPLE_AADHAAR = '2341 2341 2346';
/** Documented stand-in refusals (services/sandbox-identity/README.md): a 9999… Aadhaar, a PAN with digits 0000. */
export const SANDBOX_FAILING_AADHAAR = SANDBOX_IDENTITY_TEST_VALUES.invalidAadhaar;
export const SANDBOX_FAILING_PAN = SANDBOX_IDENTITY_TEST_VALUES.invalidPan;
/** The OTP the KYC stand-in "texts" to every Aadhaar-linked mobile. */
export const SANDBOX_AADHAAR_OTP = SANDBOX_IDENTITY_TEST_VALUES.aadhaarOtp;

/** A PAN of the sandbox holder, linked to an Aadhaar, different on every call and every run (recorded as typed). */
export function freshPan(): string {
  const pan = nextPan();
  recordTyped('value', pan);
  return pan;
}

let aadhaarCounter = 0;
/** A valid Aadhaar (first digit 2-8, Verhoeff check digit), different on every call and every run, grouped 4-4-4. */
export function freshAadhaar(): string {
  aadhaarCounter += 1;
  const body = `${2 + (aadhaarCounter % 7)}${String(Date.now() % 1e8).padStart(8, '0')}${callAndWorkerDigits(aadhaarCounter)}`;
  const digits = `${body}${verhoeffCheckDigit(body)}`;
  recordTyped('value', digits);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The KYC form's Aadhaar consent box: it starts unticked, and the details cannot be submitted before it is ticked. */
export function aadhaarConsent(page: Page) {
  return page.getByRole('checkbox', { name: AADHAAR_CONSENT_LABEL });
}

export interface CompletedKyc {
  session: SessionResponse;
  status: KycStatusResponse;
  aadhaar: string;
  pan: string;
}

/**
 * Makes the context's user KYC-verified through the real endpoints: signs in first when needed
 * (`page.request` shares the page's cookies), then POST /api/kyc/verify with a fresh valid Aadhaar and the holder's
 * consent to the Aadhaar e-KYC text (its version; the provider texts
 * the Aadhaar OTP: 202) and POST /api/kyc/aadhaar-otp with the stand-in's OTP. Then, unless `bankAccount` is false,
 * adds a verified bank account (investing needs one): what every purchase flow expects of an onboarded investor.
 */
export async function completeKyc(
  request: APIRequestContext,
  options: { phone?: string; aadhaar?: string; pan?: string; bankAccount?: boolean } = {},
): Promise<CompletedKyc> {
  const signedIn = await ensureSignedIn(request, options.phone);
  const aadhaar = options.aadhaar ?? freshAadhaar();
  const pan = options.pan ?? freshPan();
  recordTyped('value', aadhaar);
  recordTyped('value', pan);
  const started = await request.post('/api/kyc/verify', {
    data: { aadhaar, pan, userId: signedIn.userId, consentVersion: AADHAAR_CONSENT_VERSION },
    headers: csrfHeaders,
  });
  expect(started.status(), await started.text()).toBe(202);
  recordTyped('otp', SANDBOX_AADHAAR_OTP);
  const response = await request.post('/api/kyc/aadhaar-otp', { data: { otp: SANDBOX_AADHAAR_OTP, userId: signedIn.userId }, headers: csrfHeaders });
  expect(response.status(), await response.text()).toBe(200);
  const { status } = (await response.json()) as KycVerifyResponse;
  const session = (await (await request.get('/api/session')).json()) as SessionResponse;
  expect(session.kycStatus).toBe('verified');
  if (options.bankAccount !== false) await addVerifiedBankAccount(request);
  return { session, status, aadhaar, pan };
}
